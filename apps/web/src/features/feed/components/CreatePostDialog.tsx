import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAuth } from '@/features/auth';
import { firstNameOf } from '@/features/feed/components/first-name';
import { PostForm } from '@/features/feed/components/PostForm';

// The Activity Feed's floating Post button opens this (docs/web.md#screens).
export function CreatePostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useAuth();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Create Post</DialogTitle>
          <DialogDescription>Share news, a release, a gig or an opening with your network.</DialogDescription>
        </DialogHeader>
        <PostForm placeholder={`What's on your mind, ${firstNameOf(user)}?`} onCancel={() => onOpenChange(false)} onPosted={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
