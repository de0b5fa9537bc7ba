import { invoicePdfName } from '@stave/contracts';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { fetchInvoicePdf } from '../api/invoices.api';

// An invoice's PDF: fetched with the member's token and saved as <number>.pdf.
export function DownloadInvoiceButton({ invoice, children, ...props }: { invoice: { id: number; number: string } } & Omit<ButtonProps, 'onClick'>) {
  const { id, number } = invoice;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchInvoicePdf(id), invoicePdfName(number));
    } catch (error) {
      toast({ title: `Invoice ${number} couldn't be downloaded`, description: isApiError(error) ? error.detail : 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" {...props} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner className="size-4 text-current" /> : <FileDown aria-hidden="true" />}
      {children}
    </Button>
  );
}
