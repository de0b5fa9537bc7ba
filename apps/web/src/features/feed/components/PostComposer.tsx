import { PenSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { PostForm } from '@/features/feed/components/PostForm';
import { firstNameOf } from '@/features/feed/components/first-name';

// A collapsed prompt that expands; Cancel collapses and clears; a successful post
// clears and collapses. Collapsing puts focus back on the prompt (WCAG 2.4.3): the form that had it
// is gone, and focus would otherwise drop to <body>.
export function PostComposer() {
  const { user } = useAuth();
  const [expanded, setExpanded] = useState(false);
  const promptRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const prompt = `What's on your mind, ${firstNameOf(user)}?`;

  useEffect(() => {
    if (expanded || !refocus.current) return;
    refocus.current = false;
    promptRef.current?.focus();
  }, [expanded]);

  const collapse = () => {
    refocus.current = true;
    setExpanded(false);
  };

  return (
    <Card className="p-4 sm:p-5" data-testid="post-composer">
      {expanded ? (
        <PostForm placeholder={prompt} onCancel={collapse} onPosted={collapse} />
      ) : (
        <div className="flex items-center gap-3">
          {user ? <UserAvatar username={user.username} profileImage={user.profileImage} className="size-10 ring-0" decorative /> : null}
          <button
            ref={promptRef}
            type="button"
            onClick={() => setExpanded(true)}
            className="flex h-11 min-w-0 flex-1 items-center rounded-full border bg-muted/60 px-4 text-left text-[15px] text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
          >
            <span className="truncate">{prompt}</span>
          </button>
          <Button variant="brand" className="hidden rounded-full sm:inline-flex" onClick={() => setExpanded(true)} tabIndex={-1} aria-hidden="true">
            <PenSquare aria-hidden="true" />
            Post
          </Button>
        </div>
      )}
    </Card>
  );
}
