import type { PublicUser } from '@stave/contracts';
import { MoreHorizontal, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useMuteStateQuery, useSetMuted } from '../api/mutes.queries';

// The '…' beside a member's profile actions: what one does about a member rather than with them (mute; block and
// report join it).
export function ProfileMoreMenu({ member }: { member: PublicUser }) {
  const name = member.name || member.username;
  const muted = useMuteStateQuery(member.id);
  const setMuted = useSetMuted();
  const toggle = () => {
    const next = !muted.data;
    setMuted.mutate(
      { userId: member.id, muted: next },
      {
        onSuccess: () =>
          toast({
            title: next ? `Muted ${name}` : `Unmuted ${name}`,
            description: next ? "Their posts won't show in your feed. They aren't told." : 'Their posts can show in your feed again.',
          }),
        onError: (error) => toast({ title: 'Could not change that', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={`More actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={toggle} disabled={muted.isPending || setMuted.isPending}>
          {muted.data ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          {muted.data ? `Unmute ${name}` : `Mute ${name}`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
