import {
  BOOKING_FEE_UNITS,
  BOOKING_INCLUDES,
  BOOKING_LINE_MAX_LENGTH,
  BOOKING_ROLE_MAX_LENGTH,
  BOOKING_SETS_MAX,
  BOOKING_TERMS_MAX,
  BOOKING_TEXT_MAX_LENGTH,
  CreateBookingOfferSchema,
  type BookingSource,
} from '@stave/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormSection } from '@/components/forms/FormSection';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PostAsField, usePostAs } from '@/features/teams';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText, showErrorsAndFocus } from '@/lib/form-errors';
import { bookingHref, type ActingFor } from '../acting-for';
import { useOfferBookingMutation } from '../api/bookings.queries';
import { DEFAULT_TERMS_TEXT, INCLUDE_LABELS, UNIT_LABELS } from '../booking-format';
import {
  EMPTY_OFFER,
  SLIDING_SCALE,
  defaultExpiry,
  offerCandidate,
  offerErrors,
  type OfferField,
  type OfferFormValues,
  type SetRow,
  type TermRow,
} from '../offer-form';

export type OfferBookingDialogProps = {
  musician: { id: number; name: string };
  // Where the offer comes from: a shortlisted application, a collaboration response, or a profile (direct).
  source?: BookingSource;
  // From an application or a response, the hirer is the job's or the call's owner: the business acted for, or null
  // (the member's own). A direct offer asks instead ('Offer as': the member or a business whose team they are on).
  actingFor?: ActingFor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// A group's own error (the sets, the includes, the terms): read with the group.
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-[13px] font-medium text-destructive sm:col-span-2" data-field-error>
      {error}
    </p>
  ) : null;
}

const UNIT_OPTIONS: Record<(typeof BOOKING_FEE_UNITS)[number], string> = { gig: 'A gig', session: 'A session', day: 'A day' };

const offerAsHint = (team: { business: { name: string } } | null) =>
  team ? `${team.business.name} makes the offer and is the hirer: its owner and admins manage the booking.` : 'You make the offer and are the hirer.';

// 'Offer a booking': what, when, where, the fee, a deposit, the cancellation terms and the offer's expiry, checked with
// the contract's schema here and by the server (its field errors show beside the fields). Sent, it opens the booking
// (as the business when made as one and the member manages its bookings; a team member who does not stays put).
export function OfferBookingDialog({ musician, source = { kind: 'direct' }, actingFor = null, open, onOpenChange }: OfferBookingDialogProps) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const offer = useOfferBookingMutation();
  const postAs = usePostAs();
  const direct = source.kind === 'direct';
  const hirer: ActingFor = direct ? postAs.actAs : actingFor;
  const [serverErrors, setServerErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sets, setSets] = useState<SetRow[]>([]);
  const [includes, setIncludes] = useState<(typeof BOOKING_INCLUDES)[number][]>([]);
  const [terms, setTerms] = useState<TermRow[] | null>(null);
  const [groupErrors, setGroupErrors] = useState<Partial<Record<OfferField, string>>>({});
  const [expiryTouched, setExpiryTouched] = useState(false);
  const { values, setValues, fieldErrors, setFieldErrors, bind } = useFormFields<OfferFormValues>(EMPTY_OFFER, (field) => {
    if (field === 'expiresAt') setExpiryTouched(true);
    setServerErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));
  });
  const errors: Partial<Record<OfferField, string>> = { ...serverErrors, ...groupErrors, ...fieldErrors };
  const busy = offer.isPending;
  // Until the hirer picks one: 48 hours from now, or the start if sooner.
  const expiresAt = expiryTouched ? values.expiresAt : defaultExpiry(values.date, values.callTime);
  const clearGroup = (field: OfferField) => {
    setGroupErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    const candidate = offerCandidate({ ...values, expiresAt }, { musicianId: musician.id, source, sets, includes, terms });
    const parsed = CreateBookingOfferSchema.safeParse(candidate);
    if (!parsed.success) {
      const found = offerErrors(parsed.error.issues);
      showErrorsAndFocus(() => {
        setFieldErrors(found as Partial<Record<keyof OfferFormValues, string>>);
        setGroupErrors({ sets: found.sets, includes: found.includes, terms: found.terms });
        setFailure(found.form ?? null);
      }, formRef.current);
      return;
    }
    setFieldErrors({});
    setGroupErrors({});
    setServerErrors({});
    // Who it was offered as, kept from the moment it was sent.
    const team = direct ? postAs.team : null;
    offer.mutate(
      { input: candidate, actingFor: hirer },
      {
        onSuccess: (booking) => {
          const told = `${musician.name} has been told and can accept or decline.`;
          if (team && team.role !== 'admin') {
            toast({ title: `Booking offered as ${team.business.name}`, description: `${told} Its owner and admins manage it.`, variant: 'success' });
            onOpenChange(false);
            return;
          }
          toast({ title: 'Booking offered', description: told, variant: 'success' });
          onOpenChange(false);
          void navigate(bookingHref(booking.id, hirer));
        },
        onError: (error) => {
          const fields = isApiError(error) && error.errors ? offerErrors(error.errors) : {};
          showErrorsAndFocus(() => {
            setServerErrors(fields);
            setFailure(errorText(error, 'Please try again.'));
          }, formRef.current);
          if (Object.keys(fields).length === 0) formRef.current?.scrollIntoView({ block: 'start' });
        },
      },
    );
  };

  const setRow = (index: number, key: keyof SetRow, value: string) => {
    setSets((rows) => rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
    clearGroup('sets');
  };
  const setTerm = (index: number, key: keyof TermRow, value: string) => {
    setTerms((rows) => rows?.map((row, i) => (i === index ? { ...row, [key]: value } : row)) ?? null);
    clearGroup('terms');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-6">
          <DialogHeader>
            <DialogTitle>Offer a booking</DialogTitle>
            <DialogDescription>To {musician.name}. They see these terms and can accept or decline until the offer expires.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Offering" failure={failure} failureTitle="The offer wasn’t sent" />
          <div className="grid min-w-0 gap-6" aria-busy={busy || undefined}>
            {direct ? <PostAsField postAs={postAs} label="Offer as" hint={offerAsHint} disabled={busy} /> : null}
            <FormSection title="What">
              <FormField label="Role" error={errors.role} className="sm:col-span-2">
                <Input {...bind('role')} placeholder="e.g. Dep keys for a wedding band" maxLength={BOOKING_ROLE_MAX_LENGTH} disabled={busy} />
              </FormField>
              <FormField label="Description" optional error={errors.description} className="sm:col-span-2">
                <Textarea {...bind('description')} rows={3} className="min-h-20" maxLength={BOOKING_TEXT_MAX_LENGTH} disabled={busy} />
              </FormField>
            </FormSection>
            <FormSection title="When (London time)">
              <FormField label="Date" error={errors.date}>
                <Input {...bind('date')} type="date" disabled={busy} />
              </FormField>
              <FormField label="Call time" error={errors.callTime}>
                <Input {...bind('callTime')} type="time" disabled={busy} />
              </FormField>
              <div className="grid gap-2 sm:col-span-2" role="group" aria-label="Sets" aria-describedby={errors.sets ? 'offer-sets-error' : undefined}>
                {sets.map((row, index) => (
                  <div key={index} className="flex items-end gap-2">
                    <FormField label={`Set ${index + 1} starts`} className="flex-1">
                      <Input type="time" value={row.start} onChange={(e) => setRow(index, 'start', e.target.value)} disabled={busy} />
                    </FormField>
                    <FormField label={`Set ${index + 1} ends`} className="flex-1">
                      <Input type="time" value={row.end} onChange={(e) => setRow(index, 'end', e.target.value)} disabled={busy} />
                    </FormField>
                    <Button variant="ghost" size="icon" onClick={() => setSets((rows) => rows.filter((_, i) => i !== index))} disabled={busy}>
                      <Trash2 aria-hidden="true" />
                      <span className="sr-only">Remove set {index + 1}</span>
                    </Button>
                  </div>
                ))}
                <GroupError id="offer-sets-error" error={errors.sets} />
                {sets.length < BOOKING_SETS_MAX ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="justify-self-start"
                    onClick={() => setSets((rows) => [...rows, { start: '', end: '' }])}
                    disabled={busy}
                  >
                    <Plus aria-hidden="true" />
                    Add a set
                  </Button>
                ) : null}
              </div>
              <FormField label="End time" error={errors.endTime} hint="Earlier than the call time means after midnight.">
                <Input {...bind('endTime')} type="time" disabled={busy} />
              </FormField>
            </FormSection>
            <FormSection title="Where">
              <FormField label="Venue" error={errors.venueName}>
                <Input {...bind('venueName')} maxLength={BOOKING_LINE_MAX_LENGTH} disabled={busy} />
              </FormField>
              <FormField label="Postcode" error={errors.postcode}>
                <Input {...bind('postcode')} autoComplete="postal-code" placeholder="e.g. YO1 9TL" disabled={busy} />
              </FormField>
              <FormField label="Address" optional error={errors.venueAddress} className="sm:col-span-2">
                <Input {...bind('venueAddress')} maxLength={BOOKING_LINE_MAX_LENGTH} disabled={busy} />
              </FormField>
            </FormSection>
            <FormSection title="Fee">
              <FormField label="Fee (£)" error={errors.fee}>
                <Input {...bind('fee')} inputMode="decimal" placeholder="e.g. 250" disabled={busy} />
              </FormField>
              <FormField label="For" error={errors.unit}>
                <Select {...bind('unit')} disabled={busy}>
                  {BOOKING_FEE_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {UNIT_OPTIONS[unit]} ({UNIT_LABELS[unit]})
                    </option>
                  ))}
                </Select>
              </FormField>
              <div role="group" aria-label="The fee includes" className="grid gap-2 sm:col-span-2">
                <p className="text-sm font-medium">Includes</p>
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  {BOOKING_INCLUDES.map((item) => (
                    <label key={item} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--color-brand-strong)]"
                        checked={includes.includes(item)}
                        onChange={(e) => setIncludes((current) => (e.target.checked ? [...current, item] : current.filter((x) => x !== item)))}
                        disabled={busy}
                      />
                      {INCLUDE_LABELS[item]}
                    </label>
                  ))}
                </div>
                <GroupError id="offer-includes-error" error={errors.includes} />
              </div>
              <FormField label="Deposit" error={values.depositKind === 'none' ? errors.depositKind : undefined}>
                <Select {...bind('depositKind')} disabled={busy}>
                  <option value="none">No deposit</option>
                  <option value="amount">An amount</option>
                  <option value="percent">A share of the fee</option>
                </Select>
              </FormField>
              {values.depositKind === 'amount' ? (
                <FormField label="Deposit (£)" error={errors.depositKind}>
                  <Input {...bind('depositAmount')} inputMode="decimal" disabled={busy} />
                </FormField>
              ) : values.depositKind === 'percent' ? (
                <FormField label="Deposit (% of the fee)" error={errors.depositKind}>
                  <Input {...bind('depositPercent')} inputMode="numeric" disabled={busy} />
                </FormField>
              ) : null}
            </FormSection>
            <FormSection title="Cancellation terms">
              <div
                className="grid gap-2 sm:col-span-2"
                role="group"
                aria-label="Cancellation terms"
                aria-describedby={errors.terms ? 'offer-terms-error' : undefined}
              >
                {terms === null ? (
                  <>
                    <p className="text-sm" data-testid="offer-default-terms">
                      {DEFAULT_TERMS_TEXT}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Once the booking is confirmed, the full fee is due to the musician if you cancel. A sliding scale must be a fair estimate of their loss.
                    </p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="justify-self-start"
                      onClick={() => setTerms(SLIDING_SCALE.map((row) => ({ ...row })))}
                      disabled={busy}
                    >
                      Use a sliding scale
                    </Button>
                  </>
                ) : (
                  <>
                    {terms.map((row, index) => (
                      <div key={index} className="flex items-end gap-2">
                        <FormField label={`Line ${index + 1}: days or more before`} className="flex-1">
                          <Input inputMode="numeric" value={row.daysBefore} onChange={(e) => setTerm(index, 'daysBefore', e.target.value)} disabled={busy} />
                        </FormField>
                        <FormField label="% of the fee due" className="flex-1">
                          <Input inputMode="numeric" value={row.percentDue} onChange={(e) => setTerm(index, 'percentDue', e.target.value)} disabled={busy} />
                        </FormField>
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => setTerms((rows) => rows?.filter((_, i) => i !== index) ?? null)}
                          disabled={busy || terms.length === 1}
                        >
                          <Trash2 aria-hidden="true" />
                          <span className="sr-only">Remove line {index + 1}</span>
                        </Button>
                      </div>
                    ))}
                    <GroupError id="offer-terms-error" error={errors.terms} />
                    <div className="flex flex-wrap gap-2">
                      {terms.length < BOOKING_TERMS_MAX ? (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setTerms((rows) => [...(rows ?? []), { daysBefore: '', percentDue: '' }])}
                          disabled={busy}
                        >
                          <Plus aria-hidden="true" />
                          Add a line
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          setTerms(null);
                          clearGroup('terms');
                        }}
                        disabled={busy}
                      >
                        Use the standard terms
                      </Button>
                    </div>
                  </>
                )}
              </div>
            </FormSection>
            <FormSection title="And">
              <FormField label="Dress" optional error={errors.dress}>
                <Input {...bind('dress')} placeholder="e.g. Black tie" maxLength={BOOKING_LINE_MAX_LENGTH} disabled={busy} />
              </FormField>
              <FormField label="Offer expires" error={errors.expiresAt} hint="48 hours from now, or the start if sooner, unless you choose.">
                <Input
                  name="expiresAt"
                  type="datetime-local"
                  value={expiresAt}
                  onChange={(e) => {
                    setExpiryTouched(true);
                    setValues((current) => ({ ...current, expiresAt: e.target.value }));
                    setFieldErrors((current) => ({ ...current, expiresAt: undefined }));
                    setServerErrors((current) => ({ ...current, expiresAt: undefined }));
                  }}
                  disabled={busy}
                />
              </FormField>
              <FormField label="Notes" optional error={errors.notes} className="sm:col-span-2">
                <Textarea
                  {...bind('notes')}
                  rows={3}
                  className="min-h-20"
                  maxLength={BOOKING_TEXT_MAX_LENGTH}
                  placeholder="Parking, load-in, set list…"
                  disabled={busy}
                />
              </FormField>
            </FormSection>
          </div>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Sending..." disabled={!online}>
            Send offer
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
