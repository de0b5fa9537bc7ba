import type { PostView } from '@stave/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <Dialog open={open} onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Trash2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>Its likes, comments and saves go with it. This can't be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
