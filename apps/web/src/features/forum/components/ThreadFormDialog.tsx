import {
  CreateForumPostSchema,
  FORUM_CATEGORIES,
  FORUM_CATEGORY_INFO,
  FORUM_POST_MAX,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  UpdateForumPostSchema,
  type ForumCategory,
  type ForumPost,
} from '@stave/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useCheckAchievementsMutation } from '@/features/achievements';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { useCreateThreadMutation, useUpdateThreadMutation } from '../api/forum.queries';
import { addTags } from '../forum-tags';
import { CharactersLeft } from './CharactersLeft';
import { TagsInput } from './TagsInput';
import { submitFormOnModEnter } from '@/lib/submit-shortcut';

type Field = 'title' | 'content' | 'category' | 'tags';
type Values = { title: string; content: string; category: string };

// The counters show once a text is this close to its limit.
const TITLE_COUNTER_WITHIN = 30;
const CONTENT_COUNTER_WITHIN = 500;

type ThreadFormDialogProps = {
  // The thread being edited; without it, a new one.
  thread?: ForumPost;
  // A new thread's category to start with (the one being browsed).
  category?: ForumCategory;
  onOpenChange: (open: boolean) => void;
  onSaved: (thread: ForumPost) => void;
};

// Thread form (CreateForumPostSchema; for an edit UpdateForumPostSchema, with only what changed sent): a
// title, the category, the text and up to five tags. The server's field errors land on their fields.
export function ThreadFormDialog({ thread, category, onOpenChange, onSaved }: ThreadFormDialogProps) {
  const online = useOnlineStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>(() => thread?.tags ?? []);
  const [tagDraft, setTagDraft] = useState('');
  const { values, fieldErrors, setFieldErrors, bind } = useFormFields<Values>(
    () => ({ title: thread?.title ?? '', content: thread?.content ?? '', category: thread?.category ?? category ?? '' }),
    (field) => serverErrors[field] && setServerErrors((current) => ({ ...current, [field]: undefined })),
  );
  const errors: FieldErrors<Field> = { ...serverErrors, ...fieldErrors };
  const create = useCreateThreadMutation();
  const update = useUpdateThreadMutation(thread?.id ?? 0);
  const check = useCheckAchievementsMutation();
  const busy = create.isPending || update.isPending;
  const chosen = FORUM_CATEGORIES.find((value) => value === values.category);

  const onFailure = (error: unknown) => {
    setFailure(errorText(error, thread ? 'Your changes could not be saved. Please try again.' : 'Your thread could not be posted. Please try again.'));
    const found = apiFieldErrors(error);
    showErrorsAndFocus(() => setServerErrors(found), formRef.current);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    // A tag still being typed counts.
    const pending = addTags(tags, tagDraft);
    if (pending.error) {
      const message = pending.error;
      showErrorsAndFocus(() => setFieldErrors((current) => ({ ...current, tags: message })), formRef.current);
      return;
    }
    setTags(pending.tags);
    setTagDraft('');
    const candidate = { title: values.title, content: values.content, category: values.category || undefined, tags: pending.tags };

    if (!thread) {
      const result = validate(CreateForumPostSchema.safeParse(candidate));
      if (result.errors) {
        const found = result.errors;
        showErrorsAndFocus(() => setFieldErrors(found), formRef.current);
        return;
      }
      setFieldErrors({});
      create.mutate(result.data, {
        onSuccess: (created) => {
          toast({ title: 'Thread started', description: `“${created.title}” is in the forum.`, variant: 'success' });
          onSaved(created);
          // A first thread earns an award (first_forum_post); a failed check is retried by the next one.
          check.mutate(undefined, { onError: () => undefined });
        },
        onError: onFailure,
      });
      return;
    }

    const result = validate(UpdateForumPostSchema.safeParse(candidate));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setFieldErrors(found), formRef.current);
      return;
    }
    setFieldErrors({});
    const { title, content, category: newCategory, tags: newTags } = result.data;
    const changes = {
      ...(title !== thread.title ? { title } : {}),
      ...(content !== thread.content ? { content } : {}),
      ...(newCategory !== thread.category ? { category: newCategory } : {}),
      ...(newTags && newTags.join(' ') !== thread.tags.join(' ') ? { tags: newTags } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        toast({ title: 'Thread updated', variant: 'success' });
        onSaved(saved);
      },
      onError: onFailure,
    });
  };

  return (
    <Dialog open onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl" data-testid="thread-form">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
          <DialogHeader>
            <DialogTitle>{thread ? 'Edit thread' : 'New thread'}</DialogTitle>
            <DialogDescription>
              {thread ? 'Changes show with an “edited” mark.' : 'Ask a question or start a discussion with musicians and the people who work with them.'}
            </DialogDescription>
          </DialogHeader>
          <FormStatusAlerts
            online={online}
            offlineAction={thread ? 'Saving' : 'Posting'}
            failure={failure}
            failureTitle={thread ? "Your changes weren't saved" : "Your thread wasn't posted"}
          />
          <fieldset disabled={busy || !online} className="grid gap-4">
            <legend className="sr-only">Thread</legend>
            <FormField
              label="Title"
              error={errors.title}
              hint={<CharactersLeft text={values.title} max={FORUM_TITLE_MAX} within={TITLE_COUNTER_WITHIN} fallback="A question or a short summary." />}
            >
              <Input {...bind('title')} autoFocus={!thread} autoComplete="off" placeholder="e.g. Which interface for recording a drum kit at home?" />
            </FormField>
            <FormField
              label="Category"
              error={errors.category}
              hint={chosen ? FORUM_CATEGORY_INFO[chosen].description : 'Where people look for threads like it.'}
            >
              <Select {...bind('category')}>
                <option value="" disabled>
                  Choose a category
                </option>
                {FORUM_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {FORUM_CATEGORY_INFO[value].label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField
              label="Text"
              error={errors.content}
              hint={
                <CharactersLeft
                  text={values.content}
                  max={FORUM_POST_MAX}
                  within={CONTENT_COUNTER_WITHIN}
                  fallback="Plain text; web addresses become links. Ctrl+Enter posts."
                />
              }
            >
              <Textarea
                {...bind('content')}
                onKeyDown={submitFormOnModEnter}
                rows={8}
                className="field-sizing-content max-h-[45dvh] min-h-40 text-[15px] leading-relaxed"
                placeholder="Give the details: what you're working with, what you've tried, what you'd like to know."
              />
            </FormField>
            <FormField
              label="Tags"
              optional
              error={errors.tags}
              hint={`Up to ${FORUM_TAGS_MAX}: letters, numbers and dashes. Enter or a comma adds one (${tags.length} of ${FORUM_TAGS_MAX}).`}
            >
              <TagsInput
                tags={tags}
                draft={tagDraft}
                disabled={busy || !online}
                onChange={(next) => {
                  setTags(next.tags);
                  setTagDraft(next.draft);
                  setFieldErrors((current) => ({ ...current, tags: next.error ?? undefined }));
                  if (serverErrors.tags) setServerErrors((current) => ({ ...current, tags: undefined }));
                }}
              />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel={thread ? 'Saving...' : 'Posting...'} disabled={!online}>
            {thread ? 'Save changes' : 'Post thread'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
