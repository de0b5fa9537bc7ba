import { insightsFileName } from '@stave/contracts';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { fetchReportFile } from '../api/insights.api';

type Format = 'pdf' | 'csv';

// The month's report as a PDF or a CSV: fetched with the member's token and saved from a blob.
export function DownloadButtons({ month, urls }: { month: string; urls: Record<Format, string> }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      saveBlob(await fetchReportFile(urls[format]), insightsFileName(month, format));
    } catch (error) {
      toast({
        title: `The ${format.toUpperCase()} couldn't be downloaded`,
        description: isApiError(error) ? error.detail : 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  const button = (format: Format, Icon: typeof FileText) => (
    <Button variant="outline" onClick={() => void download(format)} disabled={busy !== null} aria-busy={busy === format}>
      {busy === format ? <Spinner className="size-4 text-current" /> : <Icon aria-hidden="true" />}
      {busy === format ? `Preparing ${format.toUpperCase()}…` : `Download ${format.toUpperCase()}`}
    </Button>
  );
  return (
    <div className="flex flex-wrap gap-2" data-testid="insights-downloads">
      {button('pdf', FileText)}
      {button('csv', FileSpreadsheet)}
    </div>
  );
}
