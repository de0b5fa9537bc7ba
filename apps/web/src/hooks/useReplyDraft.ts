import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { apiFieldErrors, errorText, validate, type SafeParseLike } from '@/lib/form-errors';
import { submitFormOnModEnter } from '@/lib/submit-shortcut';

interface ReplyDraftOptions<Input, Result> {
  // The body's field in the contract ('content' for a forum reply, 'body' for a ticket's), where its errors are.
  field: string;
  // The contract's check of the draft (e.g. CreateForumCommentSchema.safeParse({ content: draft })).
  parse: (draft: string) => SafeParseLike<Input>;
  mutation: UseMutationResult<Result, Error, Input>;
  // Said when the server refuses it without naming the field ('Your reply could not be posted. Please try again.').
  failed: string;
  onSent: (result: Result) => void;
}

// A reply box's draft under a thread or a ticket: checked against the contract before it is sent, sent once at a
// time and only online, the server's refusal shown on the field with the focus there, emptied once sent. The box lays
// itself out; `textarea` wires its field (Ctrl+Enter / ⌘+Enter sends the form, Enter is a new line).
export function useReplyDraft<Input, Result>({ field, parse, mutation, failed, onSent }: ReplyDraftOptions<Input, Result>) {
  const online = useOnlineStatus();
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = mutation.isPending;
  const ids = { heading: `${id}-heading`, input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };

  const fail = (message: string) => {
    setError(message);
    ref.current?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !online) return;
    const result = validate(parse(draft));
    if (result.errors) return fail(result.errors[field] ?? 'Check your reply');
    setError(null);
    mutation.mutate(result.data, {
      onSuccess: (sent) => {
        setDraft('');
        onSent(sent);
      },
      onError: (failure) => fail(apiFieldErrors(failure)[field] ?? errorText(failure, failed)),
    });
  };

  const textarea = {
    ref,
    id: ids.input,
    name: field,
    value: draft,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      setDraft(event.target.value);
      if (error) setError(null);
    },
    onKeyDown: submitFormOnModEnter,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${ids.error} ${ids.hint}` : ids.hint,
  };

  return { online, busy, draft, error, ids, submit, textarea, canSend: !busy && online && draft.trim().length > 0 };
}
