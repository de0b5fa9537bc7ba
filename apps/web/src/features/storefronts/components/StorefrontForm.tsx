import { UpsertStorefrontSchema, type Storefront } from '@stave/contracts';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { EmailField } from '@/components/forms/EmailField';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { BusyButton } from '@/components/ui/busy-button';
import { Card } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useFormFields } from '@/hooks/useFormFields';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { useSaveStorefrontMutation } from '../api/storefronts.queries';
import { formValues, withScheme, type StorefrontFormValues } from '../storefront-format';

const DESCRIPTION_MAX = 1000;
const ADDRESS_MAX = 200;

function charactersLeft(length: number, max: number): string {
  const left = max - length;
  if (left < 0) return `${(-left).toLocaleString('en-GB')} ${left === -1 ? 'character' : 'characters'} too many`;
  return `${left.toLocaleString('en-GB')} ${left === 1 ? 'character' : 'characters'} left`;
}

// What renaming does to the badge and to a request waiting under the old name.
function renameHint(storefront: Storefront | null, name: string): string | undefined {
  if (!storefront || name.trim() === storefront.businessName) return undefined;
  if (storefront.verified) return 'Saving a new name removes your Verified badge: the check was of this name. You can ask again after.';
  if (storefront.verification?.status === 'pending')
    return `Your verification request is for “${storefront.verification.businessName}”: after a rename it can only be declined, and you ask again.`;
  return undefined;
}

type StorefrontFormProps = {
  storefront: Storefront | null;
  // The member's name, offered as the business's before the storefront exists.
  suggestedName: string;
};

// The storefront's details, checked here with the API's own schema (its messages on the fields), then by the server
// (its refusals on the fields too). A website typed without https:// gets it.
export function StorefrontForm({ storefront, suggestedName }: StorefrontFormProps) {
  const now = useNow();
  const activeId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [isActive, setIsActive] = useState(storefront?.isActive ?? true);
  const { values, setValues, errors, bind, formRef, check, refuse } = useFormFields<StorefrontFormValues>(() => formValues(storefront, suggestedName));
  const save = useSaveStorefrontMutation();
  const busy = save.isPending;
  const creating = storefront === null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const websiteUrl = withScheme(values.websiteUrl);
    if (websiteUrl !== values.websiteUrl) setValues((current) => ({ ...current, websiteUrl }));
    const checked = check(UpsertStorefrontSchema.safeParse({ ...values, websiteUrl, isActive }));
    if (!checked) return;
    save.mutate(checked, {
      onSuccess: (saved) => {
        setValues(formValues(saved, suggestedName));
        toast({
          title: creating ? 'Storefront created' : 'Storefront saved',
          description: creating ? 'Now add your logo and banner.' : saved.isActive ? 'Your changes are live.' : 'It is switched off: only you can see it.',
          variant: 'success',
        });
      },
      onError: (error) => refuse(error) || setFailure(errorText(error, 'Your storefront was not saved. Please try again.')),
    });
  };

  return (
    <Card className="p-5 sm:p-6" data-testid="storefront-form">
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="storefront-details-heading" aria-busy={busy}>
        <div className="grid gap-1">
          <h2 id="storefront-details-heading" className="text-lg font-semibold tracking-tight">
            Business details
          </h2>
          <p className="text-sm text-muted-foreground">Shown on your storefront to everyone, signed in or not.</p>
        </div>
        <FailureAlert title="Not saved" failure={failure} descriptionClassName="text-foreground" />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <InputField
            label="Business name"
            autoComplete="organization"
            fieldClassName="sm:col-span-2"
            {...bind('businessName')}
            error={errors.businessName}
            hint={renameHint(storefront, values.businessName) ?? 'As it is registered, or the trading name you are known by.'}
            readOnly={busy}
          />
          <FormField
            label="Description"
            optional
            error={errors.description}
            hint={charactersLeft(values.description.length, DESCRIPTION_MAX)}
            className="sm:col-span-2"
          >
            <Textarea
              {...bind('description')}
              rows={5}
              placeholder="What you sell, make or run; who you work with; what makes you worth the trip."
              readOnly={busy}
            />
          </FormField>
          <InputField
            label="Website"
            optional
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://yourbusiness.co.uk"
            {...bind('websiteUrl')}
            onBlur={() => setValues((current) => ({ ...current, websiteUrl: withScheme(current.websiteUrl) }))}
            error={errors.websiteUrl}
            readOnly={busy}
          />
          <EmailField
            optional
            placeholder="hello@yourbusiness.co.uk"
            {...bind('email')}
            error={errors.email}
            hint="An address at your website's domain helps verification."
            readOnly={busy}
          />
          <InputField label="Phone" optional type="tel" inputMode="tel" autoComplete="tel" {...bind('phone')} error={errors.phone} readOnly={busy} />
          <FormField label="Address" optional error={errors.address} hint={charactersLeft(values.address.length, ADDRESS_MAX)}>
            <Textarea
              {...bind('address')}
              rows={2}
              className="min-h-16"
              autoComplete="street-address"
              placeholder="Shop or registered office"
              readOnly={busy}
            />
          </FormField>
        </div>
        <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
          <input
            id={activeId}
            type="checkbox"
            name="isActive"
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-brand-strong)]"
            checked={isActive}
            aria-describedby={`${activeId}-description`}
            onChange={(event) => setIsActive(event.target.checked)}
            disabled={busy}
          />
          <span>
            <label htmlFor={activeId} className="font-medium">
              Show my storefront
            </label>
            <span id={`${activeId}-description`} className="block text-muted-foreground">
              Switched off, only you can see it and your listings show without it. Nothing is lost.
            </span>
          </span>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted-foreground">
            {storefront ? (
              <>
                Last saved{' '}
                <time dateTime={storefront.updatedAt} title={fullDateTime(storefront.updatedAt)}>
                  {relativeTime(storefront.updatedAt, now).replace('Just now', 'just now')}
                </time>
              </>
            ) : (
              'Your logo and banner come next.'
            )}
          </p>
          <BusyButton type="submit" className="w-full sm:w-auto" busy={busy} busyLabel="Saving..." icon={Save}>
            {creating ? 'Create storefront' : 'Save changes'}
          </BusyButton>
        </div>
      </form>
    </Card>
  );
}
