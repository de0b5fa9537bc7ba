import { Ban, ShieldCheck } from 'lucide-react';
import { useBlockMutation, useBlocksQuery } from '@/features/messages';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { MemberListCard } from './MemberListCard';

// Settings › Privacy: the members one blocked (messaging keeps the list), each unblocked from here.
export function BlockedMembersCard() {
  const blocks = useBlocksQuery();
  const block = useBlockMutation();
  // Messaging's list, in the shape the card lists members in.
  const members = {
    data: blocks.data?.map((entry) => ({ id: entry.userId, name: entry.name, username: entry.name, profileImage: entry.profileImage })),
    isPending: blocks.isPending,
    isError: blocks.isError,
    isRefetching: blocks.isRefetching,
    refetch: blocks.refetch,
  };
  return (
    <MemberListCard
      id="blocked-title"
      icon={Ban}
      title="Blocked members"
      description="Neither of you sees the other's posts in your feeds, and no messages pass between you. They aren't told."
      query={members}
      empty="You haven't blocked anyone."
      action={{
        label: 'Unblock',
        icon: ShieldCheck,
        busyFor: block.isPending ? block.variables?.userId : undefined,
        run: (member) =>
          block.mutate(
            { userId: member.id, block: false },
            {
              onSuccess: () => toast({ title: `Unblocked ${member.name}` }),
              onError: (error) => toast({ title: 'Could not unblock', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
            },
          ),
      }}
    />
  );
}
