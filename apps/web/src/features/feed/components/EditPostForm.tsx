import type { PostView } from '@stave/contracts';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useEditPostMutation } from '@/features/feed/api/feed.queries';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

// The author edits in place; the same rule as a new post (contracts UpdatePostSchema).
export function EditPostForm({ post, onDone }: { post: PostView; onDone: () => void }) {
  const [content, setContent] = useState(post.content);
  const [error, setError] = useState<string | null>(null);
  const mutation = useEditPostMutation();
  const blank = content.trim().length === 0;
  const errorId = `post-${post.id}-edit-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { UpdatePostSchema } = await import('@stave/contracts/social');
    const parsed = UpdatePostSchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check your post');
      return;
    }
    if (parsed.data.content === post.content) {
      onDone();
      return;
    }
    mutation.mutate(
      { id: post.id, content: parsed.data.content },
      {
        onSuccess: () => {
          toast({ title: 'Post updated', variant: 'success' });
          onDone();
        },
        onError: (err) => toast({ title: 'Error', description: errorText(err, 'Failed to update post'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid grid-cols-1 gap-3">
      <label htmlFor={`post-${post.id}-edit`} className="sr-only">
        Edit your post
      </label>
      <Textarea
        id={`post-${post.id}-edit`}
        autoFocus
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-sizing-content min-h-28 text-[15px] leading-relaxed"
        disabled={mutation.isPending}
      />
      {error ? (
        <p id={errorId} className="text-[13px] font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={mutation.isPending}>
          Cancel
        </Button>
        <BusyButton type="submit" size="sm" busy={mutation.isPending} busyLabel="Saving..." disabled={blank || mutation.isPending}>
          Save changes
        </BusyButton>
      </div>
    </form>
  );
}
