import { INVOICE_SIDES, formatPence, taxYearCsvName, taxYearLabel, ukTaxYear, type InvoiceSide, type InvoiceSummary } from '@stave/contracts';
import { FileSpreadsheet, ReceiptText, WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/pagination/LoadMoreButton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { SkeletonBars } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { fetchTaxYearCsv } from '../api/invoices.api';
import { useInvoicesQuery } from '../api/invoices.queries';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';

const SIDE_LABELS: Record<InvoiceSide, string> = { musician: 'Issued by you', hirer: 'Billed to you' };
const EMPTY: Record<InvoiceSide, { title: string; description: string }> = {
  musician: { title: 'No invoices issued yet', description: 'When a booking you play is paid through Stave, its invoice appears here.' },
  hirer: { title: 'No invoices billed to you yet', description: 'When you pay for a booking through Stave, the musician’s invoice appears here.' },
};
// Tax years offered: this one and the six before (HMRC asks for records to be kept that long), none before 2020.
const TAX_YEARS_SHOWN = 7;

// Settings › Payouts: the member's invoices for bookings paid through Stave, on either side, each as a PDF, and a tax
// year's as a CSV for Self Assessment (docs/bookings.md § Invoices and tax years).
export function InvoicesCard({ now = new Date() }: { now?: Date }) {
  const [side, setSide] = useState<InvoiceSide>('musician');
  return (
    <Card role="region" aria-labelledby="invoices-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <ReceiptText className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="invoices-title">Invoices</CardTitle>
        </div>
        <CardDescription>Invoices for bookings paid through Stave, issued in the musician’s name.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={side} onValueChange={(value) => setSide(value as InvoiceSide)} className="grid min-w-0 gap-4">
          <TabsList aria-label="Invoices by side" className="grid h-10 w-full grid-cols-2 sm:inline-flex sm:w-auto sm:justify-self-start">
            {INVOICE_SIDES.map((value) => (
              <TabsTrigger key={value} value={value}>
                {SIDE_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {INVOICE_SIDES.map((value) => (
            <TabsContent key={value} value={value} className="grid gap-4">
              {value === side ? (
                <>
                  <TaxYearCsv side={value} now={now} />
                  <InvoiceList side={value} />
                </>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

function TaxYearCsv({ side, now }: { side: InvoiceSide; now: Date }) {
  const id = useId();
  const current = ukTaxYear(now);
  const years = Array.from({ length: TAX_YEARS_SHOWN }, (_, index) => current - index).filter((year) => year >= 2020);
  const [year, setYear] = useState(current);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchTaxYearCsv(side, year), taxYearCsvName(side, year));
    } catch (error) {
      toast({ title: "The CSV couldn't be downloaded", description: isApiError(error) ? error.detail : 'Please try again.', variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border bg-muted/40 p-3" data-testid="tax-year-csv">
      <div className="grid min-w-0 flex-1 gap-1 sm:flex-none">
        <label htmlFor={id} className="text-[13px] font-medium">
          Tax year (6 April to 5 April)
        </label>
        <Select id={id} value={String(year)} onChange={(event) => setYear(Number(event.target.value))} className="sm:w-40">
          {years.map((value) => (
            <option key={value} value={value}>
              {taxYearLabel(value)}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy ? <Spinner className="size-4 text-current" /> : <FileSpreadsheet aria-hidden="true" />}
        Download CSV
      </Button>
      <p className="basis-full text-xs text-muted-foreground">
        {side === 'musician' ? 'Your earnings' : 'Your spending'} through Stave in the tax year, by the date paid, for your Self Assessment.
      </p>
    </div>
  );
}

function InvoiceList({ side }: { side: InvoiceSide }) {
  const query = useInvoicesQuery(side);
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <EmptyState
        icon={WifiOff}
        title="Your invoices can't load while you're offline"
        description="They will as soon as you're back online."
        className="py-10"
      />
    );
  }
  return (
    <QueryState
      query={query}
      loadingLabel="Loading your invoices"
      loading={<SkeletonBars bars={['h-14 w-full', 'h-14 w-full', 'h-14 w-full']} className="grid gap-2" />}
      error={{ title: "Your invoices couldn't be loaded", variant: 'inline' }}
      isEmpty={(data) => data.pages[0]?.invoices.length === 0}
      empty={<EmptyState icon={ReceiptText} title={EMPTY[side].title} description={EMPTY[side].description} className="py-10" />}
    >
      {(data) => (
        <div className="grid gap-3">
          <ul className="grid divide-y rounded-lg border" aria-label={side === 'musician' ? 'Invoices issued by you' : 'Invoices billed to you'}>
            {data.pages
              .flatMap((page) => page.invoices)
              .map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
          </ul>
          <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
        </div>
      )}
    </QueryState>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <li className="grid gap-2 p-3 sm:flex sm:items-center sm:gap-4" data-testid="invoice-row">
      <div className="grid min-w-0 gap-0.5 sm:flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{invoice.number}</span>
          <span className="text-muted-foreground">{formatDayMonthYear(invoice.issueDate)}</span>
        </p>
        <p className="truncate text-[13px] text-muted-foreground">
          {invoice.side === 'musician' ? 'To' : 'From'} {invoice.otherParty} · {invoice.description}
        </p>
      </div>
      {/* On a phone: the total and the download on a line of their own, under the invoice. */}
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <p className="text-sm font-semibold tabular-nums">{formatPence(invoice.totalPence)}</p>
        <DownloadInvoiceButton invoice={invoice} aria-label={`Download PDF of invoice ${invoice.number}`}>
          Download PDF
        </DownloadInvoiceButton>
      </div>
    </li>
  );
}
