import type { PostView } from '@stave/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePostMutation } from '@/features/feed/api/feed.queries';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

export function DeletePostDialog({ post, open, onOpenChange }: { post: PostView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useDeletePostMutation();

  const confirm = () =>
    mutation.mutate(post.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Post deleted', description: 'Your post and its comments were removed.', variant: 'success' });
      },
      onError: (error) => toast({ title: 'Failed to delete post', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this post?"
      description="Its likes, comments and saves go with it. This can't be undone."
      onConfirm={confirm}
      pending={mutation.isPending}
    />
  );
}
