import { Volume2, VolumeX } from 'lucide-react';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useMutedMembersQuery, useSetMuted } from '../api/mutes.queries';
import { MemberListCard } from './MemberListCard';

// Settings › Privacy: the members one muted, each unmuted from here.
export function MutedMembersCard() {
  const muted = useMutedMembersQuery();
  const setMuted = useSetMuted();
  return (
    <MemberListCard
      id="muted-title"
      icon={VolumeX}
      title="Muted members"
      description="Their posts don't show in your feed. They aren't told, and you can still visit their profiles."
      query={muted}
      empty="You haven't muted anyone. Mute someone from the … menu on their profile."
      action={{
        label: 'Unmute',
        icon: Volume2,
        busyFor: setMuted.isPending ? setMuted.variables?.userId : undefined,
        run: (member) =>
          setMuted.mutate(
            { userId: member.id, muted: false },
            {
              onSuccess: () => toast({ title: `Unmuted ${member.name}` }),
              onError: (error) => toast({ title: 'Could not unmute', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
            },
          ),
      }}
    />
  );
}
