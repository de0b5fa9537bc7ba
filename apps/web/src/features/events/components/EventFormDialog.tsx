import {
  CreateEventSchema,
  EVENT_SHORT_TEXT_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  UK_REGIONS,
  UpdateEventSchema,
  regionOfPostcode,
  type EventView,
} from '@stave/contracts';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { PostAsField, usePostAs } from '@/features/teams';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { useCreateEventMutation, useUpdateEventMutation } from '../api/events.queries';
import { localDate } from '../event-dates';
import { eventValues, newEventValues, requiredErrors, toEventInput, toFormErrors, type EventFormField, type EventFormValues } from '../event-form';
import { EventImageField } from './EventImageField';
import { eventErrorText } from './event-toasts';

type EventFormDialogProps = { event?: EventView; open: boolean; onOpenChange: (open: boolean) => void };

// Only what changed goes in an edit, so attendees hear of a new time or place and nothing else.
function changedFields<T extends Record<string, unknown>>(next: T, before: T): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== before[key])) as Partial<T>;
}

// Create Event dialog (rules, 'Event Created' and the error toast); also the
// organiser's Edit Event.
export function EventFormDialog({ event, open, onOpenChange }: EventFormDialogProps) {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const [initial] = useState<EventFormValues>(() => (event ? eventValues(event) : newEventValues(user?.name ?? '')));
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { values, setValues, errors, setFieldErrors, setServerErrors, bind, formRef } = useFormFields<EventFormValues>(initial);
  // A postcode sets the region (docs/places.md): shown here as the server will store it.
  const impliedRegion = values.postcode.trim() ? regionOfPostcode(values.postcode) : null;
  const create = useCreateEventMutation();
  const update = useUpdateEventMutation(event?.id ?? 0);
  // Creating only: an event keeps its owner when edited.
  const postAs = usePostAs();
  const busy = create.isPending || update.isPending;
  const today = localDate();

  const set = (field: EventFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };
  // An end day before the new start day follows it.
  const setStartDay = (value: string) =>
    setValues((current) => ({ ...current, startDay: value, endDay: current.endDay && current.endDay < value ? value : current.endDay }));

  const onFailure = (error: unknown) => {
    const text = eventErrorText(error, event ? 'Failed to update event' : 'Failed to create event');
    setFailure(text);
    setServerErrors(toFormErrors(apiFieldErrors(error)));
    toast({ title: 'Error', description: text, variant: 'destructive' });
  };

  // Own checks (title, both times) and the contract's, shown together; focus goes to the first.
  const check = <T,>(result: { data: T; errors: null } | { data: null; errors: FieldErrors }): T | null => {
    const found = { ...(result.errors ? toFormErrors(result.errors) : {}), ...requiredErrors(values) };
    if (result.errors === null && !Object.values(found).some(Boolean)) {
      setFieldErrors({});
      return result.data;
    }
    showErrorsAndFocus(() => setFieldErrors(found), formRef.current);
    return null;
  };

  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (busy || uploading || !online) return;
    setFailure(null);
    const input = toEventInput(values);
    if (event) {
      const patch = check(validate(UpdateEventSchema.safeParse(changedFields(input, toEventInput(initial)))));
      if (!patch) return;
      setServerErrors({});
      update.mutate(patch, {
        onSuccess: (saved) => {
          toast({ title: 'Event Updated', description: `“${saved.title}” has been saved.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: onFailure,
      });
      return;
    }
    const created = check(validate(CreateEventSchema.safeParse(input)));
    if (!created) return;
    setServerErrors({});
    const business = postAs.team?.business.name;
    create.mutate(
      { input: created, actAs: postAs.actAs },
      {
        onSuccess: (saved) => {
          toast({ title: 'Event Created', description: `“${saved.title}” is now listed${business ? ` as ${business}` : ''}.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: onFailure,
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>{event ? 'Edit Event' : 'Create Event'}</DialogTitle>
            <DialogDescription>
              {event ? 'Those who answered are told if the time or place changes.' : 'Put your gig, showcase or workshop in front of the UK music community.'}
            </DialogDescription>
          </DialogHeader>
          <FormStatusAlerts
            online={online}
            offlineAction="Saving"
            failure={failure}
            failureTitle={event ? 'Your changes were not saved' : "Your event wasn't created"}
          />
          <fieldset disabled={busy || !online} className="grid items-start gap-4 sm:grid-cols-2">
            <legend className="sr-only">Event details</legend>
            {event ? null : (
              <PostAsField
                postAs={postAs}
                className="sm:col-span-2"
                // The organiser prefilled with who posts follows the choice, unless the member wrote their own.
                onChosen={(name, previous) =>
                  setValues((current) =>
                    current.organizerName.trim() === '' || current.organizerName === previous ? { ...current, organizerName: name } : current,
                  )
                }
              />
            )}
            <FormField label="Event title" error={errors.title} className="sm:col-span-2">
              <Input {...bind('title')} placeholder="e.g. Open mic night at The Crescent" maxLength={EVENT_TITLE_MAX_LENGTH} />
            </FormField>
            <FormField label="Organizer" optional error={errors.organizerName}>
              <Input {...bind('organizerName')} autoComplete="name" maxLength={EVENT_SHORT_TEXT_MAX_LENGTH} />
            </FormField>
            <FormField
              label="Postcode"
              optional
              error={errors.postcode}
              hint={
                impliedRegion
                  ? `In ${impliedRegion}: the region follows the postcode`
                  : 'A postcode or district (e.g. LS6 or LS6 1UW) lets members find it by distance'
              }
            >
              <Input {...bind('postcode')} autoComplete="postal-code" maxLength={12} placeholder="e.g. LS6 1UW" />
            </FormField>
            <FormField label="Region" optional error={errors.region}>
              <Select {...bind('region')} {...(impliedRegion ? { value: impliedRegion, disabled: true } : {})}>
                <option value="">Choose a region</option>
                {UK_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Start date" error={errors.startDay}>
              <Input name="startDay" type="date" min={today} value={values.startDay} onChange={(e) => setStartDay(e.target.value)} />
            </FormField>
            <FormField label="Start time" error={errors.startTime}>
              <Input {...bind('startTime')} type="time" />
            </FormField>
            <FormField label="End date" error={errors.endDay}>
              <Input {...bind('endDay')} type="date" min={values.startDay || today} />
            </FormField>
            <FormField label="End time" error={errors.endTime}>
              <Input {...bind('endTime')} type="time" />
            </FormField>
            <FormField label="Location" optional error={errors.location} className="sm:col-span-2">
              <Input {...bind('location')} placeholder="e.g. The Crescent, Glasgow" maxLength={EVENT_SHORT_TEXT_MAX_LENGTH} />
            </FormField>
            <FormField label="Description" optional error={errors.description} className="sm:col-span-2">
              <Textarea {...bind('description')} rows={3} className="min-h-20" placeholder="The line-up, the room, who it's for." />
            </FormField>
            <EventImageField
              value={values.imageUrl}
              error={errors.imageUrl}
              disabled={busy || !online}
              onChange={(value) => set('imageUrl', value)}
              onUploadingChange={setUploading}
            />
            <FormField label="Ticket price" optional error={errors.ticketPrice} hint="Leave empty for a free event.">
              <Input {...bind('ticketPrice')} placeholder="e.g. £12 advance" />
            </FormField>
            <FormField label="Ticket link" optional error={errors.ticketUrl}>
              <Input {...bind('ticketUrl')} type="url" inputMode="url" placeholder="https://…" />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Saving..." disabled={uploading || !online}>
            {event ? 'Save changes' : 'Create Event'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
