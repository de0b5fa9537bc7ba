import { ADVERTISING_TIERS, CreateAdvertisingInquirySchema, INQUIRY_MESSAGE_MAX, type AdvertisingTier, type CreateAdvertisingInquiry } from '@stave/contracts';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ChoiceCard } from '@/components/forms/ChoiceCard';
import { EmailField } from '@/components/forms/EmailField';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { FieldError, FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useFormFields } from '@/hooks/useFormFields';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { TIER_COPY } from '../advertising-copy';
import { useSendInquiryMutation } from '../api/advertising.queries';
import { BUSINESS_EMAIL } from '../business-email';

type Values = { companyName: string; contactName: string; email: string; phone: string; message: string; website: string };
// The fields a person sees, in the order they are on the form (the first refused one takes the focus).
const FIELDS = ['companyName', 'contactName', 'email', 'phone', 'interestedIn', 'message'] as const;
type Field = (typeof FIELDS)[number];

// The company field's id: a tier card's button moves the focus here.
export const INQUIRY_FIRST_FIELD_ID = 'inquiry-company';

function visibleErrors(errors: FieldErrors): FieldErrors<Field> {
  return Object.fromEntries(FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

function charactersLeft(length: number): string {
  const left = INQUIRY_MESSAGE_MAX - length;
  if (left < 0) return `${(-left).toLocaleString('en-GB')} ${left === -1 ? 'character' : 'characters'} too many`;
  return `${left.toLocaleString('en-GB')} ${left === 1 ? 'character' : 'characters'} left`;
}

type InquiryFormProps = {
  // The tier is the page's (a tier card chooses it too).
  tier: AdvertisingTier | '';
  onTierChange: (tier: AdvertisingTier) => void;
};

// The inquiry: checked here with the API's own schema, refused fields shown on the fields, the limit (429)
// and the spam check (400 ADVERTISING_SPAM) in the server's words with the address to write to instead. Once sent,
// the server's thank-you takes the form's place.
export function InquiryForm({ tier, onTierChange }: InquiryFormProps) {
  const { user } = useAuth();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  // When the form was first shown (the server's spam check: a person takes longer than a few seconds).
  const shownAt = useRef<number | null>(null);
  // The errors are the form's own: the tier's choice is not one of the text fields.
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const clearError = (field: keyof Values) => setErrors((current) => (current[field as Field] ? { ...current, [field]: undefined } : current));
  const { values, bind } = useFormFields<Values>(
    () => ({
      companyName: '',
      // A signed-in member writes as themselves, unless they change it.
      contactName: user?.name ?? '',
      email: user?.email ?? '',
      phone: '',
      message: '',
      website: '',
    }),
    clearError,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const mutation = useSendInquiryMutation();
  const busy = mutation.isPending;
  const tierErrorId = `${id}-tier-error`;

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const input = {
      companyName: values.companyName,
      contactName: values.contactName,
      email: values.email,
      phone: values.phone,
      interestedIn: tier || undefined,
      message: values.message,
      website: values.website,
      shownAt: shownAt.current ?? undefined,
    };
    // Only the fields a person can fix stop it here; the hidden ones are the server's to judge.
    const found = visibleErrors(validate(CreateAdvertisingInquirySchema.safeParse(input)).errors ?? {});
    if (Object.keys(found).length > 0 || !input.interestedIn) {
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    // What the person typed, as typed: the server trims and lower-cases it with the same schema.
    const inquiry: CreateAdvertisingInquiry = { ...input, interestedIn: input.interestedIn };
    mutation.mutate(inquiry, {
      onSuccess: (receipt) => {
        flushSync(() => setThanks(receipt.message));
        thanksRef.current?.focus();
      },
      onError: (error) => {
        const refused = visibleErrors(apiFieldErrors(error));
        if (Object.keys(refused).length > 0) {
          showErrorsAndFocus(() => setErrors(refused), formRef.current);
          return;
        }
        setFailure(errorText(error, 'Your inquiry was not sent. Please try again.'));
      },
    });
  };

  const chooseTier = (next: AdvertisingTier) => {
    onTierChange(next);
    if (errors.interestedIn) setErrors((current) => ({ ...current, interestedIn: undefined }));
  };

  return (
    <div className="grid gap-5">
      {/* Present from the start, so the thank-you added to it is read out. */}
      <div aria-live="polite">
        {thanks ? (
          <div ref={thanksRef} tabIndex={-1} className="outline-none" data-testid="inquiry-thanks">
            <Alert variant="success" role="none" className="px-5 py-4">
              <CheckCircle2 aria-hidden="true" />
              <AlertTitle className="text-base">Inquiry sent</AlertTitle>
              <AlertDescription className="text-foreground">{thanks}</AlertDescription>
            </Alert>
          </div>
        ) : null}
      </div>
      {thanks ? null : (
        <>
          {failure ? (
            <Alert variant="destructive" data-testid="inquiry-failure">
              <AlertCircle aria-hidden="true" />
              <AlertTitle>Your inquiry was not sent</AlertTitle>
              <AlertDescription className="text-foreground">
                {failure}{' '}
                <a href={`mailto:${BUSINESS_EMAIL}`} className="font-medium break-all text-brand-strong underline-offset-4 hover:underline">
                  {BUSINESS_EMAIL}
                </a>
              </AlertDescription>
            </Alert>
          ) : null}
          {/* Read-only rather than disabled while sending, so a refused field can take the focus back. */}
          <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy} aria-label="Advertising inquiry">
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                id={INQUIRY_FIRST_FIELD_ID}
                label="Company"
                autoComplete="organization"
                {...bind('companyName')}
                error={errors.companyName}
                readOnly={busy}
              />
              <InputField label="Your name" autoComplete="name" {...bind('contactName')} error={errors.contactName} readOnly={busy} />
              <EmailField label="Work email" placeholder="you@company.co.uk" {...bind('email')} error={errors.email} readOnly={busy} />
              <InputField
                label="Phone"
                optional
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint="If you would rather we called."
                {...bind('phone')}
                error={errors.phone}
                readOnly={busy}
              />
            </div>

            <fieldset className="grid gap-2" aria-describedby={errors.interestedIn ? tierErrorId : undefined}>
              <legend className="mb-2 text-sm font-medium">What are you interested in?</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {ADVERTISING_TIERS.map((value) => (
                  <ChoiceCard
                    key={value}
                    name="interestedIn"
                    value={value}
                    checked={tier === value}
                    onChange={() => (busy ? undefined : chooseTier(value))}
                    aria-invalid={errors.interestedIn ? true : undefined}
                    label={value}
                    detail={TIER_COPY[value].choice}
                  />
                ))}
              </div>
              <FieldError id={tierErrorId} error={errors.interestedIn} />
            </fieldset>

            <FormField label="Message" error={errors.message} hint={charactersLeft(values.message.length)}>
              <Textarea
                {...bind('message')}
                rows={6}
                placeholder="Who you want to reach, when, and what you would like to achieve. A budget helps if you have one."
                readOnly={busy}
              />
            </FormField>

            {/* The spam check's trap (docs/advertising.md): people never see or reach it; bots that fill every field do. */}
            <div aria-hidden="true" className="sr-only">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...bind('website')} />
            </div>

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted-foreground">We use these details to answer your inquiry, and email you a confirmation.</p>
              <BusyButton type="submit" variant="brand" size="lg" className="w-full sm:w-auto" busy={busy} busyLabel="Sending..." icon={Send}>
                Send inquiry
              </BusyButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
