import {
  CreateTicketSchema,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MESSAGES,
  SUPPORT_PRIORITIES,
  TICKET_BODY_MAX,
  TICKET_SUBJECT_MAX,
  type SupportPriority,
} from '@stave/contracts';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChoiceCard } from '@/components/forms/ChoiceCard';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { CharactersLeft } from '@/features/forum';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { ROUTES, buildRoute } from '@/routes';
import { useCreateTicketMutation } from '../api/support.queries';
import { PRIORITY_CHOICES, PRIORITY_LABELS } from '../support-format';
import { submitFormOnModEnter } from '@/lib/submit-shortcut';

// The fields a person sees, in the order they are on the form.
const FIELDS = ['subject', 'category', 'priority', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = { subject: string; category: string; description: string };

// The subject's counter shows once it is this close to its limit; the description's is always there.
const SUBJECT_COUNTER_WITHIN = 30;

function visibleErrors(errors: FieldErrors): FieldErrors<Field> {
  return Object.fromEntries(FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

// A Business member's new ticket (CreateTicketSchema): a subject, what it is about, how urgent (high unless
// they choose) and what happened. The server's field errors land on their fields; once opened, the ticket's page.
export function NewTicketDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [priority, setPriority] = useState<SupportPriority>('high');
  const { values, fieldErrors, setFieldErrors, bind } = useFormFields<Values>(
    { subject: '', category: '', description: '' },
    (field) => serverErrors[field] && setServerErrors((current) => ({ ...current, [field]: undefined })),
  );
  const errors: FieldErrors<Field> = { ...serverErrors, ...fieldErrors };
  const create = useCreateTicketMutation();
  const busy = create.isPending;
  const priorityHintId = `${id}-priority-hint`;
  const priorityErrorId = `${id}-priority-error`;
  const left = TICKET_BODY_MAX - values.description.trim().length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    const result = validate(
      CreateTicketSchema.safeParse({ subject: values.subject, description: values.description, category: values.category || undefined, priority }),
    );
    if (result.errors) {
      const found = visibleErrors(result.errors);
      showErrorsAndFocus(() => setFieldErrors(found), formRef.current);
      return;
    }
    setFieldErrors({});
    create.mutate(result.data, {
      onSuccess: (ticket) => {
        toast({ title: 'Ticket opened', description: SUPPORT_MESSAGES.created, variant: 'success' });
        onOpenChange(false);
        void navigate(buildRoute(ROUTES.supportTicket, { id: ticket.id }));
      },
      onError: (error) => {
        const refused = visibleErrors(apiFieldErrors(error));
        if (Object.keys(refused).length > 0) {
          showErrorsAndFocus(() => setServerErrors(refused), formRef.current);
          return;
        }
        setFailure(errorText(error, 'Your ticket was not opened. Please try again.'));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl" data-testid="new-ticket-form">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
          <DialogHeader>
            <DialogTitle>New ticket</DialogTitle>
            <DialogDescription>Tell the support team what is going on. We reply here and by email, usually within a few hours.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Sending" failure={failure} failureTitle="Your ticket wasn't opened" />
          <fieldset disabled={busy || !online} className="grid gap-4">
            <legend className="sr-only">Ticket</legend>
            <FormField
              label="Subject"
              error={errors.subject}
              hint={
                <CharactersLeft text={values.subject} max={TICKET_SUBJECT_MAX} within={SUBJECT_COUNTER_WITHIN} fallback="A short summary of the problem." />
              }
            >
              <Input {...bind('subject')} autoFocus autoComplete="off" placeholder="e.g. I was charged twice for Business this month" />
            </FormField>
            <FormField label="Category" error={errors.category}>
              <Select {...bind('category')}>
                <option value="" disabled>
                  Choose what it is about
                </option>
                {SUPPORT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {SUPPORT_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </Select>
            </FormField>
            <fieldset className="grid gap-2" aria-describedby={errors.priority ? `${priorityErrorId} ${priorityHintId}` : priorityHintId}>
              <legend className="mb-1 text-sm font-medium">Priority</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {SUPPORT_PRIORITIES.map((value) => (
                  <ChoiceCard
                    key={value}
                    name="priority"
                    value={value}
                    checked={priority === value}
                    onChange={() => setPriority(value)}
                    label={PRIORITY_LABELS[value]}
                    detail={PRIORITY_CHOICES[value]}
                  />
                ))}
              </div>
              <p id={priorityHintId} className="text-xs text-muted-foreground">
                Business tickets are high priority unless you choose otherwise. Urgent ones go to the top of the team&apos;s queue, so please keep it for real
                emergencies.
              </p>
              <FieldError id={priorityErrorId} error={errors.priority} />
            </fieldset>
            <FormField
              label="Description"
              error={errors.description}
              hint={
                <span className={cn('tabular-nums', left < 0 && 'font-medium text-destructive')} data-testid="characters-left">
                  {left < 0
                    ? `${(-left).toLocaleString('en-GB')} ${left === -1 ? 'character' : 'characters'} too many`
                    : `${left.toLocaleString('en-GB')} ${left === 1 ? 'character' : 'characters'} left`}
                </span>
              }
            >
              <Textarea
                {...bind('description')}
                onKeyDown={submitFormOnModEnter}
                rows={7}
                className="field-sizing-content max-h-[45dvh] min-h-36 text-[15px] leading-relaxed"
                placeholder="What happened, what you expected, and anything that helps us find it: a listing, an invoice date, a screenshot's description."
              />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Sending..." disabled={!online} variant="brand" icon={Send}>
            Open ticket
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
