import { CONTACT_METHODS, CURRENCIES, CreateListingSchema, LISTING_MESSAGES, type ListingView, type UpdateListing } from '@stave/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormSection } from '@/components/forms/FormSection';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PostAsField, usePostAs } from '@/features/teams';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { ROUTES } from '@/routes';
import { uploadListingPhoto } from '../api/photo-upload';
import { useCategoriesQuery, useCreateListingMutation, usePhotoMutations, useRefreshListings, useUpdateListingMutation } from '../api/marketplace.queries';
import { EMPTY_LISTING, PHOTO_ROOM, candidateOf, missingContact, valuesOf, type ListingFormValues } from '../listing-form';
import { ConditionOptions } from './ConditionBadge';
import { createFailedToast, isLimitReached } from './listing-toasts';
import { PhotosField } from './PhotosField';
import { usePendingPhotos, type PendingPhoto } from './usePendingPhotos';

type ListingFormDialogProps = {
  // Given: Edit Listing; else Create New Listing.
  listing?: ListingView;
  onOpenChange: (open: boolean) => void;
};

const CONTACT_LABELS: Record<(typeof CONTACT_METHODS)[number], string> = { chat: 'Stave messages', external: 'Phone, email or website' };

// 'Create New Listing' (edit: 'Edit Listing'): Basic Information, Equipment Details, Photos,
// Location & Contact. The listing is saved first, then each new photo is uploaded with its own
// progress; rules run here first with the contract's texts, and a refusal's field errors
// show under their fields.
export function ListingFormDialog({ listing, onOpenChange }: ListingFormDialogProps) {
  const editing = listing !== undefined;
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useCategoriesQuery();
  const [current, setCurrent] = useState(listing);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ text: string; limit: boolean } | null>(null);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'uploading'>('idle');
  const { values, fieldErrors, setFieldErrors, bind } = useFormFields<ListingFormValues>(
    () => (listing ? valuesOf(listing) : EMPTY_LISTING),
    (field) => serverErrors[field] && setServerErrors((errors) => ({ ...errors, [field]: undefined })),
  );
  const errors: FieldErrors<keyof ListingFormValues> = { ...serverErrors, ...fieldErrors };
  const saved = current?.photos ?? [];
  const pending = usePendingPhotos(PHOTO_ROOM - saved.length);
  const create = useCreateListingMutation();
  // Creating only: a listing keeps its owner when edited.
  const postAs = usePostAs();
  const update = useUpdateListingMutation();
  const photoChanges = usePhotoMutations(listing?.id ?? 0);
  const refresh = useRefreshListings();
  const busy = phase !== 'idle' || photoChanges.remove.isPending || photoChanges.order.isPending;
  // The form offers the top level only (a listing made elsewhere may sit in a child).
  const offered = (categories.data ?? []).filter((category) => category.parentId === null || category.id === listing?.categoryId);

  const photoFailed = (error: unknown) => toast({ title: 'Photo not changed', description: errorText(error, 'Please try again.'), variant: 'destructive' });
  const photoActions = {
    onRemoveSaved: (photo: { id: number }) => photoChanges.remove.mutate(photo.id, { onSuccess: setCurrent, onError: photoFailed }),
    onOrderSaved: (photoIds: number[]) => photoChanges.order.mutate(photoIds, { onSuccess: setCurrent, onError: photoFailed }),
  };

  // One request a photo, in order (the first uploaded is the main one), each with its own bar; as the business the
  // listing was just created as, if so. The ones that failed, with why.
  async function uploadAll(listingId: number, photos: PendingPhoto[], actAs: number | null): Promise<string[]> {
    const problems: string[] = [];
    for (const photo of photos) {
      pending.setProgress(photo.key, 0);
      try {
        setCurrent(await uploadListingPhoto(listingId, photo.file, (fraction) => pending.setProgress(photo.key, fraction), { actAs }));
      } catch (error) {
        pending.setProgress(photo.key, null);
        problems.push(`${photo.file.name}: ${errorText(error, 'upload failed')}`);
      }
    }
    return problems;
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    const result = validate(CreateListingSchema.safeParse(candidateOf(values)));
    if (result.errors) {
      const found = { ...missingContact(values), ...result.errors };
      showErrorsAndFocus(() => setFieldErrors(found), formRef.current);
      return;
    }
    setFieldErrors({});
    setServerErrors({});
    setPhase('saving');
    const actAs = listing ? null : postAs.actAs;
    let saved: ListingView;
    try {
      if (listing) {
        // A blank serial number keeps the one on file (it is never sent back to be shown).
        const { serialNumber, ...rest } = result.data;
        const input: UpdateListing = serialNumber ? result.data : rest;
        saved = await update.mutateAsync({ id: listing.id, input });
      } else {
        saved = await create.mutateAsync({ input: result.data, actAs });
      }
    } catch (error) {
      setPhase('idle');
      const text = errorText(error, 'Please try again.');
      const fields = apiFieldErrors(error);
      showErrorsAndFocus(() => {
        setFailure({ text, limit: isLimitReached(error) });
        setServerErrors(fields);
      }, formRef.current);
      // No field to point at: the alert at the top says why.
      if (Object.keys(fields).length === 0) formRef.current?.scrollIntoView({ block: 'start' });
      if (listing) toast({ title: 'Failed to update listing', description: text, variant: 'destructive' });
      else createFailedToast(error, () => void navigate(ROUTES.subscription));
      return;
    }
    setCurrent(saved);
    setPhase('uploading');
    const problems = await uploadAll(saved.id, pending.photos, actAs);
    refresh();
    setPhase('idle');
    const notUploaded = problems.length > 0 ? `Not uploaded: ${problems.join('; ')}. Add them again from Edit Listing.` : undefined;
    if (listing) toast({ title: 'Listing updated', description: notUploaded ?? `“${saved.title}” is saved.`, variant: notUploaded ? 'default' : 'success' });
    else
      toast({
        title: LISTING_MESSAGES.created,
        description: notUploaded ?? (actAs && postAs.team ? `Listed as ${postAs.team.business.name}.` : undefined),
        variant: notUploaded ? 'default' : 'success',
      });
    onOpenChange(false);
  };

  return (
    <Dialog open onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="grid min-w-0 gap-6">
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Listing' : 'Create New Listing'}</DialogTitle>
            <DialogDescription>
              {editing ? 'Changes show as soon as you save. Anyone watching is told if the price drops.' : 'Sell your gear to musicians across the UK.'}
            </DialogDescription>
          </DialogHeader>
          <FormStatusAlerts
            online={online}
            offlineAction={editing ? 'Saving' : 'Listing'}
            failure={failure?.text}
            failureTitle={editing ? 'Your listing wasn’t saved' : LISTING_MESSAGES.createFailed}
          />
          {failure?.limit ? (
            <p className="-mt-3 text-sm">
              More listings come with a paid plan.{' '}
              <Link to={ROUTES.subscription} className="font-medium text-brand-strong underline-offset-4 hover:underline">
                See plans
              </Link>
            </p>
          ) : null}
          <div className="grid min-w-0 gap-6" aria-busy={busy || undefined}>
            <FormSection title="Basic Information">
              {editing ? null : <PostAsField postAs={postAs} disabled={busy} className="sm:col-span-2" />}
              <FormField label="Title" error={errors.title} className="sm:col-span-2">
                <Input {...bind('title')} placeholder="e.g. Fender Player Stratocaster, Tidepool" maxLength={120} disabled={busy} />
              </FormField>
              <FormField label="Description" error={errors.description} className="sm:col-span-2">
                <Textarea
                  {...bind('description')}
                  rows={4}
                  className="min-h-24"
                  placeholder="Condition in detail, what's included, any marks or repairs."
                  disabled={busy}
                />
              </FormField>
              <FormField label="Category" error={errors.categoryId}>
                <Select {...bind('categoryId')} disabled={busy}>
                  <option value="">Select a category</option>
                  {offered.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Condition" error={errors.condition}>
                <Select {...bind('condition')} disabled={busy}>
                  <ConditionOptions blank="Select condition" />
                </Select>
              </FormField>
              <FormField label="Price" error={errors.price}>
                <Input {...bind('price')} inputMode="decimal" placeholder="e.g. 450" disabled={busy} />
              </FormField>
              <FormField label="Currency" error={errors.currency}>
                <Select {...bind('currency')} disabled={busy}>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </Select>
              </FormField>
            </FormSection>
            <FormSection title="Equipment Details">
              <FormField label="Brand" optional error={errors.brand}>
                <Input {...bind('brand')} placeholder="e.g. Fender" disabled={busy} />
              </FormField>
              <FormField label="Model" optional error={errors.model}>
                <Input {...bind('model')} placeholder="e.g. Player Stratocaster" disabled={busy} />
              </FormField>
              <FormField label="Year" optional error={errors.year}>
                <Input {...bind('year')} inputMode="numeric" placeholder="e.g. 2019" maxLength={4} disabled={busy} />
              </FormField>
              <FormField
                label="Serial number"
                optional
                error={errors.serialNumber}
                hint={
                  listing?.serialChecked
                    ? 'One is on file and was checked. Leave blank to keep it; it is never shown.'
                    : 'Never shown to anyone. Checked against the stolen gear register, so buyers can trust it.'
                }
              >
                <Input {...bind('serialNumber')} autoComplete="off" spellCheck={false} disabled={busy} />
              </FormField>
            </FormSection>
            <FormSection title="Photos">
              <div className="sm:col-span-2">
                <PhotosField
                  saved={saved}
                  pending={pending.photos}
                  problem={pending.problem}
                  disabled={busy}
                  onPick={pending.pick}
                  onRemovePending={pending.remove}
                  onMainPending={pending.makeMain}
                  {...photoActions}
                />
              </div>
            </FormSection>
            <FormSection title="Location & Contact">
              <FormField label="Location" error={errors.location}>
                <Input {...bind('location')} placeholder="e.g. Leeds" autoComplete="address-level2" disabled={busy} />
              </FormField>
              <FormField label="Contact method" error={errors.contactMethod}>
                <Select {...bind('contactMethod')} disabled={busy}>
                  {CONTACT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {CONTACT_LABELS[method]}
                    </option>
                  ))}
                </Select>
              </FormField>
              {values.contactMethod === 'external' ? (
                <FormField label="External contact" error={errors.externalContact} hint="Shown to signed-in members only." className="sm:col-span-2">
                  <Input {...bind('externalContact')} placeholder="e.g. 07700 900123 or you@example.com" disabled={busy} />
                </FormField>
              ) : null}
            </FormSection>
          </div>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} disabled={!online}>
            {phase === 'uploading' ? 'Uploading photos...' : phase === 'saving' ? 'Saving...' : editing ? 'Save Changes' : 'Create Listing'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
