import type { PostType } from '@stave/contracts';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { HiddenFileInput } from '@/components/forms/HiddenFileInput';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCheckAchievementsMutation } from '@/features/achievements';
import { useAuth } from '@/features/auth';
import { useCreatePostMutation } from '@/features/feed/api/feed.queries';
import { AttachmentPreview } from '@/features/feed/components/AttachmentPreview';
import { ATTACHMENT_ACCEPT, usePostAttachment } from '@/features/feed/components/usePostAttachment';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/api-client';
import { CommonErrorCode } from '@stave/contracts/error-codes';
import { errorText } from '@/lib/form-errors';

// Post types; 'update' is the default. Typed against the contracts so a new type
// fails to compile here until it has a label.
const POST_TYPE_OPTIONS: Record<PostType, string> = {
  update: 'Update',
  job: 'Job',
  event: 'Event',
  collaboration: 'Collaboration',
  equipment: 'Equipment',
};
const TYPES = Object.keys(POST_TYPE_OPTIONS) as PostType[];

type PostFormProps = {
  placeholder: string;
  onCancel: () => void;
  onPosted: () => void;
  className?: string;
};

// The body of the composer and of the Create Post dialog. Post is disabled for blank text
// and while sending (and while an attachment uploads); 'Posted!' on success, 'Error' with the
// server's message otherwise. One image, audio track or video may go with the text.
export function PostForm({ placeholder, onCancel, onPosted, className }: PostFormProps) {
  const { user } = useAuth();
  const id = useId();
  const [content, setContent] = useState('');
  const [type, setType] = useState<PostType>('update');
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePostMutation();
  const check = useCheckAchievementsMutation();
  const media = usePostAttachment();
  const fileInput = useRef<HTMLInputElement>(null);
  const blank = content.trim().length === 0;
  const sending = create.isPending;

  const cancel = () => {
    media.clear();
    onCancel();
  };

  const submit = async () => {
    if (blank || sending || media.uploading) return;
    const { CreatePostSchema } = await import('@stave/contracts/social');
    const parsed = CreatePostSchema.safeParse({ content, type, mediaUrl: media.attachment?.upload?.mediaUrl });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your post');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Posted!', description: 'Your post has been shared with your network.', variant: 'success' });
        setContent('');
        setType('update');
        media.clear();
        onPosted();
        // A first post may earn a badge; a failed check is retried by the next one.
        check.mutate(undefined, { onError: () => undefined });
      },
      onError: (err) => {
        const description = errorText(err, 'Failed to create post');
        // The upload is gone (removed after a day unused): the member picks the file again.
        if (isApiError(err) && err.code === CommonErrorCode.Validation && err.errors?.some((e) => e.path === 'mediaUrl')) media.clear();
        toast({ title: 'Error', description, variant: 'destructive' });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && !sending) {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <form onSubmit={onSubmit} className={cn('grid gap-3', className)} aria-label="Create a post">
      <div className="flex gap-3">
        {user ? <UserAvatar username={user.username} profileImage={user.profileImage} className="mt-0.5 hidden size-10 ring-0 xs:flex" decorative /> : null}
        <div className="grid grid-cols-1 min-w-0 flex-1 gap-2">
          <label htmlFor={`${id}-content`} className="sr-only">
            {placeholder}
          </label>
          <Textarea
            id={`${id}-content`}
            autoFocus
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="field-sizing-content max-h-[50dvh] min-h-28 resize-none border-0 bg-transparent px-0 text-base leading-relaxed shadow-none focus-visible:outline-none"
            disabled={sending}
          />
          {error ? (
            <p id={`${id}-error`} className="text-[13px] font-medium text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              Use #hashtags to reach people beyond your network and @username to mention a member.
            </p>
          )}
          {media.attachment ? <AttachmentPreview attachment={media.attachment} onRemove={media.clear} disabled={sending} /> : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        <HiddenFileInput
          inputRef={fileInput}
          accept={ATTACHMENT_ACCEPT}
          aria-hidden="true"
          data-testid="post-media-input"
          onPick={([file]) => void media.pick(file)}
        />
        <Button variant="ghost" size="sm" className="text-muted-foreground" onClick={() => fileInput.current?.click()} disabled={sending || media.uploading}>
          <ImagePlus aria-hidden="true" />
          {/* The name starts with what is shown ('Media'), and says what it takes (WCAG 2.5.3). */}
          <span className="sr-only sm:not-sr-only">Media</span>
          <span className="sr-only">: add a photo, audio or video</span>
        </Button>
        <fieldset className="flex min-w-0 flex-wrap gap-1.5" disabled={sending}>
          <legend className="sr-only">Post type</legend>
          {TYPES.map((option) => (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-full border px-2.5 py-1 text-xs font-medium transition-colors select-none',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                type === option ? 'border-transparent bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              <input type="radio" name={`${id}-type`} value={option} checked={type === option} onChange={() => setType(option)} className="sr-only" />
              {POST_TYPE_OPTIONS[option]}
            </label>
          ))}
        </fieldset>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" onClick={cancel} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || sending || media.uploading} className="min-w-24">
            {sending ? <Spinner className="size-4 text-current" /> : null}
            {sending ? 'Posting...' : 'Post'}
          </Button>
        </div>
      </div>
    </form>
  );
}
