import { RegisterStolenSchema, type StolenEntry } from '@stave/contracts';
import { ShieldAlert, Undo2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useFormFields } from '@/hooks/useFormFields';
import { formatDayMonthYear } from '@/lib/format';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText } from '@/lib/form-errors';
import { useRegisterStolenMutation, useStolenQuery, useWithdrawStolenMutation } from '../api/marketplace.queries';

const BLANK = { serialNumber: '', brand: '', model: '', stolenOn: '', crimeReference: '', description: '' };
const today = () => new Date().toLocaleDateString('en-CA');

function RegisterStolenDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, fieldErrors, setFieldErrors, bind, formRef, check } = useFormFields(BLANK);
  const mutation = useRegisterStolenMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = check(RegisterStolenSchema.safeParse(values));
    if (!checked) return;
    mutation.mutate(checked, {
      onSuccess: () => {
        toast({
          title: 'Serial number registered',
          description: 'Our moderators check any listing that carries it, now or later.',
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: (error) => {
        setFailure(errorText(error, 'Please try again.'));
        setFieldErrors(apiFieldErrors(error));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Report stolen gear</DialogTitle>
            <DialogDescription>
              Our moderators check any listing that carries this serial number against what you tell us here, and hide it if it is yours. We keep only a
              fingerprint of the number, never the number, and never name you to the seller.
            </DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Reporting" failure={failure} failureTitle="Not registered" />
          <fieldset disabled={mutation.isPending || !online} className="grid gap-4">
            <FormField label="Serial number" error={fieldErrors.serialNumber}>
              <Input {...bind('serialNumber')} autoComplete="off" spellCheck={false} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Brand" optional error={fieldErrors.brand}>
                <Input {...bind('brand')} />
              </FormField>
              <FormField label="Model" optional error={fieldErrors.model}>
                <Input {...bind('model')} />
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Date stolen" optional error={fieldErrors.stolenOn}>
                <Input {...bind('stolenOn')} type="date" max={today()} />
              </FormField>
              <FormField label="Crime reference" optional error={fieldErrors.crimeReference} hint="From the police report.">
                <Input {...bind('crimeReference')} autoComplete="off" />
              </FormField>
            </div>
            <FormField label="Notes" optional error={fieldErrors.description} hint="Where it went, anything that identifies it.">
              <Textarea {...bind('description')} rows={3} />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={mutation.isPending} disabled={!online}>
            Register as stolen
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function EntryRow({ entry, onWithdraw }: { entry: StolenEntry; onWithdraw: (entry: StolenEntry) => void }) {
  const gear = [entry.brand, entry.model].filter(Boolean).join(' ') || 'Unnamed gear';
  return (
    <li className="flex items-start justify-between gap-3 py-2.5" data-testid="stolen-entry">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{gear}</p>
        <p className="text-xs text-muted-foreground">
          Serial ending …{entry.serialHint}
          {entry.stolenOn ? ` · stolen ${formatDayMonthYear(entry.stolenOn)}` : ''}
          {entry.crimeReference ? ` · ref ${entry.crimeReference}` : ''}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={() => onWithdraw(entry)}>
        <Undo2 aria-hidden="true" />
        Withdraw
      </Button>
    </li>
  );
}

// The stolen-gear register from the member's side: report a serial number, see and withdraw theirs.
export function StolenGearCard() {
  const [registering, setRegistering] = useState(false);
  const [withdrawing, setWithdrawing] = useState<StolenEntry | null>(null);
  const entries = useStolenQuery(true);
  const withdraw = useWithdrawStolenMutation();
  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.id, {
      onSuccess: () => {
        setWithdrawing(null);
        toast({ title: 'Withdrawn', description: 'Our moderators no longer check listings against it.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Failed to withdraw', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  return (
    <Card className="grid gap-3 p-5" data-testid="stolen-gear">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-destructive/10 text-destructive">
          <ShieldAlert className="size-4" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-sm font-semibold">Stolen gear register</h2>
          <p className="mt-0.5 text-[13px] text-muted-foreground">
            Had gear stolen? Register its serial number: our moderators check any listing of it and take it down.
          </p>
        </div>
      </div>
      {entries.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : entries.data && entries.data.length > 0 ? (
        <ul className="divide-y border-y" aria-label="Your stolen gear entries">
          {entries.data.map((entry) => (
            <EntryRow key={entry.id} entry={entry} onWithdraw={setWithdrawing} />
          ))}
        </ul>
      ) : null}
      <Button variant="outline" className="justify-self-start" onClick={() => setRegistering(true)}>
        Report stolen gear
      </Button>
      {registering ? <RegisterStolenDialog onOpenChange={setRegistering} /> : null}
      {withdrawing ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
          title="Withdraw this entry?"
          description="Do this once the gear is back, or if it was a mistake. Listings taken down only because of it go back on sale."
          onConfirm={confirmWithdraw}
          pending={withdraw.isPending}
          icon={Undo2}
          confirmLabel="Withdraw"
          busyLabel="Withdrawing..."
        />
      ) : null}
    </Card>
  );
}
