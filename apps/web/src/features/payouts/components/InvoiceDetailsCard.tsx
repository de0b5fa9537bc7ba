import type { InvoiceDetails } from '@stave/contracts';
import { FileSignature, Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { BusyButton } from '@/components/ui/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { useInvoiceDetailsQuery, useSaveInvoiceDetailsMutation } from '../api/invoices.queries';

type Values = { legalName: string; tradingName: string; address: string; postcode: string; email: string; vatNumber: string; invoicePrefix: string };

const valuesOf = (details: InvoiceDetails | null): Values => ({
  legalName: details?.legalName ?? '',
  tradingName: details?.tradingName ?? '',
  address: details?.address ?? '',
  postcode: details?.postcode ?? '',
  email: details?.email ?? '',
  vatNumber: details?.vatNumber ?? '',
  invoicePrefix: details?.invoicePrefix ?? '',
});

// Settings › Payouts: what goes on the member's invoices — as the musician who issues them and as the hirer who receives
// them (docs/bookings.md § Invoices and tax years). Checked by the server, which tidies what it takes (postcode, VAT
// number); its refusals show beside their fields.
export function InvoiceDetailsCard() {
  const details = useInvoiceDetailsQuery();
  return (
    <Card role="region" aria-labelledby="invoice-details-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <FileSignature className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="invoice-details-title">Invoice details</CardTitle>
        </div>
        <CardDescription>
          Your name and address on the invoices Stave writes for your bookings: on those you issue as a musician and those you receive as a hirer. Changes apply
          to the next invoice; an issued one never changes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={details}
          loadingLabel="Loading your invoice details"
          loading={<SkeletonBars bars={['h-9 w-full', 'h-9 w-full', 'h-20 w-full', 'h-9 w-40']} className="grid gap-3" />}
          error={{ title: 'Your invoice details could not be loaded', variant: 'inline' }}
        >
          {(data) => <DetailsForm key={data.details?.updatedAt ?? 'new'} details={data.details} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function DetailsForm({ details }: { details: InvoiceDetails | null }) {
  const online = useOnlineStatus();
  const { values, errors, bind, formRef, failure, setFailure, fail, clearErrors } = useFormFields<Values>(() => valuesOf(details));
  const save = useSaveInvoiceDetailsMutation();
  const busy = save.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    clearErrors();
    save.mutate(
      {
        legalName: values.legalName,
        tradingName: values.tradingName || null,
        address: values.address,
        postcode: values.postcode,
        email: values.email,
        vatNumber: values.vatNumber || null,
        invoicePrefix: values.invoicePrefix || null,
      },
      {
        onSuccess: () => toast({ title: 'Invoice details saved', variant: 'success' }),
        onError: (error) => fail(error, 'Your invoice details were not saved. Please try again.'),
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" data-testid="invoice-details-form">
      <FailureAlert title="Your invoice details weren't saved" failure={failure} />
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Invoice details</legend>
        <FormField label="Legal name" error={errors.legalName} hint="Yours as a sole trader, or your company’s registered name">
          <Input {...bind('legalName')} autoComplete="name" maxLength={120} />
        </FormField>
        <FormField label="Trading name" optional error={errors.tradingName} hint="A business name you work under">
          <Input {...bind('tradingName')} autoComplete="organization" maxLength={120} />
        </FormField>
        <FormField label="Address" error={errors.address} hint="Up to 4 lines" className="sm:col-span-2">
          <Textarea {...bind('address')} autoComplete="street-address" rows={3} maxLength={500} />
        </FormField>
        <FormField label="Postcode" error={errors.postcode}>
          <Input {...bind('postcode')} autoComplete="postal-code" autoCapitalize="characters" maxLength={10} />
        </FormField>
        <FormField label="Email for invoices" error={errors.email}>
          <Input {...bind('email')} type="email" autoComplete="email" maxLength={254} />
        </FormField>
        <FormField
          label="VAT number"
          optional
          error={errors.vatNumber}
          hint="Only if you are VAT-registered: your fees are then taken to include VAT at 20%, shown on your invoices"
        >
          <Input {...bind('vatNumber')} autoCapitalize="characters" spellCheck={false} maxLength={20} placeholder="GB123456789" />
        </FormField>
        <FormField label="Invoice number prefix" optional error={errors.invoicePrefix} hint="Your invoices are numbered PREFIX-0001, PREFIX-0002…">
          <Input {...bind('invoicePrefix')} autoCapitalize="characters" spellCheck={false} maxLength={12} placeholder="STV-your member number" />
        </FormField>
      </fieldset>
      <div>
        <BusyButton
          type="submit"
          busy={busy}
          busyLabel="Saving…"
          icon={Save}
          disabled={busy || !online}
          title={online ? undefined : 'You are offline'}
          className="w-full sm:w-auto"
        >
          Save invoice details
        </BusyButton>
      </div>
    </form>
  );
}
