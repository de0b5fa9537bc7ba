import type { PublicUser } from '@stave/contracts';
import { Ban, Flag, MoreHorizontal, ShieldCheck, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useBlockMutation, useBlocksQuery } from '@/features/messages';
import { ReportDialogHost, prefetchReportDialog } from '@/features/moderation';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useMuteStateQuery, useSetMuted } from '../api/mutes.queries';

// The '…' beside a member's profile actions: what one does about a member rather than with them: mute (their posts
// leave one's feed), block (apart in feeds, no messages either way; messaging keeps the list) and report them to the
// moderators. None of it is told to them.
export function ProfileMoreMenu({ member }: { member: PublicUser }) {
  const name = member.name || member.username;
  const muted = useMuteStateQuery(member.id);
  const setMuted = useSetMuted();
  const blocks = useBlocksQuery();
  const block = useBlockMutation();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const blocked = blocks.data?.some((entry) => entry.userId === member.id) ?? false;
  const failed = (error: unknown) => toast({ title: 'Could not change that', description: errorText(error, 'Please try again.'), variant: 'destructive' });

  const toggleMute = () => {
    const next = !muted.data;
    setMuted.mutate(
      { userId: member.id, muted: next },
      {
        onSuccess: () =>
          toast({
            title: next ? `Muted ${name}` : `Unmuted ${name}`,
            description: next ? "Their posts won't show in your feed. They aren't told." : 'Their posts can show in your feed again.',
          }),
        onError: failed,
      },
    );
  };
  const changeBlock = (next: boolean) =>
    block.mutate(
      { userId: member.id, block: next },
      {
        onSuccess: () => {
          setConfirmBlock(false);
          toast({ title: next ? `Blocked ${name}` : `Unblocked ${name}` });
        },
        onError: failed,
      },
    );

  return (
    <>
      <DropdownMenu onOpenChange={(open) => (open ? prefetchReportDialog() : undefined)}>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="outline" size="icon" aria-label={`More actions for ${name}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={toggleMute} disabled={muted.isPending || setMuted.isPending}>
            {muted.data ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {muted.data ? `Unmute ${name}` : `Mute ${name}`}
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => (blocked ? changeBlock(false) : setConfirmBlock(true))}
            disabled={blocks.isPending || block.isPending}
            className={blocked ? undefined : 'text-destructive focus:text-destructive'}
          >
            {blocked ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {blocked ? `Unblock ${name}` : `Block ${name}`}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setReporting(true)} className="text-destructive focus:text-destructive">
            <Flag aria-hidden="true" />
            Report {name}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Block ${name}?`}
        description="Neither of you will see the other's posts in your feeds, and no messages can pass between you. They aren't told. You can unblock them in Settings."
        onConfirm={() => changeBlock(true)}
        pending={block.isPending}
        icon={Ban}
        confirmLabel="Block"
        busyLabel="Blocking..."
      />
      {reporting ? <ReportDialogHost target={{ kind: 'member', memberId: member.id, name }} onClose={() => setReporting(false)} returnFocus={trigger} /> : null}
    </>
  );
}
