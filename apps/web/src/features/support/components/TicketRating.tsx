import { RateTicketSchema, type Ticket } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError, FormField } from '@/components/ui/form-field';
import { BusyButton } from '@/components/ui/busy-button';
import { Textarea } from '@/components/ui/textarea';
import { CharactersLeft } from '@/features/forum';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { supportKeys, useRateTicketMutation } from '../api/support.queries';
import { RATING_LABELS } from '../support-format';
import { RatingStars } from './RatingStars';

const STARS = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 1000;

// The 1–5 stars as a radio group: each star is a radio ('4 stars'), so arrow keys move along them and a screen reader
// says which is chosen. Hovering previews a choice; the word for it ('Very good') is read out as it changes.
function StarsInput({ value, onChange, invalid, describedBy }: { value: number; onChange: (value: number) => void; invalid: boolean; describedBy?: string }) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">How would you rate the answer?</legend>
      <div className="flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(0)}>
          {STARS.map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-0 has-[:focus-visible]:outline-ring"
              onMouseEnter={() => setHover(star)}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-invalid={invalid || undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn('size-8 transition-colors', star <= shown ? 'fill-brand text-brand-strong' : 'text-muted-foreground/60')}
              />
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          ))}
        </div>
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {shown ? RATING_LABELS[shown] : null}
        </p>
      </div>
    </fieldset>
  );
}

// A resolved ticket's rating: its member gives 1 to 5 stars and, if they like, a comment, once (RateTicketSchema); then
// it is shown, to them and to the team.
export function TicketRating({ ticket, canRate }: { ticket: Ticket; canRate: boolean }) {
  const id = useId();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'rating' | 'comment'>>({});
  const mutation = useRateTicketMutation(ticket.id);
  const busy = mutation.isPending;
  const ratingErrorId = `${id}-rating-error`;

  if (ticket.satisfactionRating !== null) {
    return (
      <section aria-labelledby={`${id}-heading`} className="grid gap-2 rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="ticket-rating">
        <h2 id={`${id}-heading`} className="text-sm font-semibold">
          {canRate ? 'Your rating' : 'The member’s rating'}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <RatingStars value={ticket.satisfactionRating} className="[&_svg]:size-5" />
          <span className="text-sm font-medium">{RATING_LABELS[ticket.satisfactionRating]}</span>
        </p>
        {ticket.ratingComment ? (
          <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-muted-foreground">{ticket.ratingComment}</p>
        ) : null}
      </section>
    );
  }
  if (!canRate) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="ticket-rating">
        The member has not rated the answer yet.
      </p>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    const result = validate(RateTicketSchema.safeParse({ rating: rating || undefined, comment: comment.trim() || undefined }));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    mutation.mutate(result.data, {
      onSuccess: () => toast({ title: 'Thank you for your rating', variant: 'success' }),
      onError: (error) => {
        const found = apiFieldErrors(error);
        // Already rated (from another tab): the rating given is shown instead of the form.
        if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticket.id) });
        showErrorsAndFocus(
          () =>
            setErrors({
              rating: found.rating ?? (found.comment ? undefined : errorText(error, 'Your rating was not sent. Please try again.')),
              comment: found.comment,
            }),
          formRef.current,
        );
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="ticket-rating">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Rate the answer
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Your rating helps the team. You can rate a ticket once.</p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-3 grid gap-4" aria-busy={busy}>
        <div className="grid gap-1">
          <StarsInput
            value={rating}
            onChange={(value) => {
              setRating(value);
              if (errors.rating) setErrors((current) => ({ ...current, rating: undefined }));
            }}
            invalid={Boolean(errors.rating)}
            describedBy={errors.rating ? ratingErrorId : undefined}
          />
          <FieldError id={ratingErrorId} error={errors.rating} />
        </div>
        <FormField
          label="Comment"
          optional
          error={errors.comment}
          hint={<CharactersLeft text={comment} max={COMMENT_MAX} within={200} fallback="What went well, or what could be better." />}
        >
          <Textarea
            name="comment"
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
            }}
            rows={3}
            readOnly={busy}
          />
        </FormField>
        <BusyButton type="submit" className="justify-self-start" busy={busy} busyLabel="Sending..." disabled={busy || !online}>
          Send rating
        </BusyButton>
      </form>
    </section>
  );
}
