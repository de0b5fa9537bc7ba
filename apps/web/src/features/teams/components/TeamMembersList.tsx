import { TEAM_ROLES, TEAM_ROLE_LABELS, type TeamMember, type TeamRole } from '@stave/contracts';
import { UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { ROUTES, buildRoute } from '@/routes';
import { useChangeRoleMutation, useRemoveMemberMutation } from '../api/teams.queries';
import { orderMembers } from '../team-format';

const roleWithArticle = (role: TeamRole) => (role === 'admin' ? 'an admin' : 'a member');

type TeamMembersListProps = {
  members: TeamMember[];
  // The owner's Business plan has ended: roles can't be changed, but anyone can still be removed.
  paused: boolean;
};

// The owner's team: who has joined (their role, which the owner changes here) and who is still invited (Pending, with
// Withdraw); Remove asks first. Joined members come first.
export function TeamMembersList({ members, paused }: TeamMembersListProps) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveMemberMutation();
  const changeRole = useChangeRoleMutation();

  const setRole = (row: TeamMember, role: TeamRole) =>
    changeRole.mutate(
      { id: row.id, role },
      {
        onSuccess: (saved) => toast({ title: `${saved.member.name} is now ${roleWithArticle(saved.role)}`, variant: 'success' }),
        onError: (error) => toast({ title: 'The role was not changed', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  const withdraw = (row: TeamMember) =>
    remove.mutate(row.id, {
      onSuccess: () => toast({ title: 'Invitation withdrawn', description: `${row.member.name} can no longer join your team with it.` }),
      onError: (error) => toast({ title: 'The invitation was not withdrawn', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  const confirmRemove = () => {
    if (!removing) return;
    const row = removing;
    remove.mutate(row.id, {
      onSuccess: () => {
        setRemoving(null);
        toast({ title: `${row.member.name} was removed from your team`, description: 'What they posted stays with your business.' });
      },
      onError: (error) => {
        setRemoving(null);
        toast({ title: `${row.member.name} was not removed`, description: errorText(error, 'Please try again.'), variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <ul className="divide-y rounded-lg border" aria-label="Team members and invitations">
        {orderMembers(members).map((row) => {
          const { member } = row;
          const active = row.status === 'active';
          const busy = remove.isPending && remove.variables === row.id;
          return (
            <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3 sm:p-4" data-testid="team-member" data-status={row.status}>
              <div className="flex min-w-0 flex-1 basis-56 items-center gap-3">
                <UserAvatar username={member.username} profileImage={member.profileImage} className="size-10 shrink-0 text-xs" decorative />
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <Link to={buildRoute(ROUTES.user, { id: member.id })} className="truncate text-sm font-medium hover:underline">
                      {member.name}
                    </Link>
                    {active ? null : <Badge variant="outline">Pending</Badge>}
                  </p>
                  <p className="text-xs break-words text-muted-foreground">
                    @{member.username} ·{' '}
                    {active && row.joinedAt ? (
                      <>
                        Joined <time dateTime={row.joinedAt}>{formatDayMonthYear(row.joinedAt)}</time>
                      </>
                    ) : (
                      <>
                        Invited as {TEAM_ROLE_LABELS[row.role].toLowerCase()} on <time dateTime={row.invitedAt}>{formatDayMonthYear(row.invitedAt)}</time>
                      </>
                    )}
                  </p>
                </div>
              </div>
              <div className="flex items-center gap-2 max-sm:w-full max-sm:justify-end">
                {active && !paused ? (
                  <div className="w-32">
                    <Select
                      aria-label={`Role for ${member.name}`}
                      value={row.role}
                      onChange={(event) => setRole(row, event.target.value as TeamRole)}
                      disabled={busy}
                    >
                      {TEAM_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {TEAM_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </Select>
                  </div>
                ) : active ? (
                  <Badge variant="secondary">{TEAM_ROLE_LABELS[row.role]}</Badge>
                ) : null}
                {active ? (
                  <Button variant="outline" size="sm" onClick={() => setRemoving(row)} disabled={busy}>
                    <UserMinus aria-hidden="true" />
                    Remove<span className="sr-only"> {member.name}</span>
                  </Button>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => withdraw(row)} disabled={busy}>
                    <X aria-hidden="true" />
                    Withdraw<span className="sr-only"> the invitation to {member.name}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        icon={UserMinus}
        title={removing ? `Remove ${removing.member.name} from your team?` : 'Remove from your team?'}
        description="They will no longer post or answer messages as your business. What they have posted stays with your business, and you can invite them again later."
        onConfirm={confirmRemove}
        pending={remove.isPending}
        confirmLabel="Remove"
        busyLabel="Removing..."
      />
    </>
  );
}
