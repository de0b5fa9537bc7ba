import type { TeamMembership } from '@stave/contracts';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/features/auth';
import type { PostAs } from '../use-post-as';

type PostAsFieldProps = {
  postAs: PostAs;
  // After a change: who it is now posted as, and who before (the event form's organiser follows).
  onChosen?: (name: string, previous: string) => void;
  // For a form that disables its fields one by one (a disabled fieldset around it does it too).
  disabled?: boolean;
  className?: string;
  // Another form's words ('Offer as' on a booking offer), and what choosing the business means there.
  label?: string;
  hint?: (team: TeamMembership | null) => string;
};

// 'Post as' on the job, event, collaboration and listing forms (and 'Offer as' on a booking offer): shown only to a
// member on a business's team whose plan is active. Posted as the business, it is the business's (its owner and admins
// manage it); who posted it is shown to the owner and the poster.
export function PostAsField({ postAs, onChosen, disabled, className, label = 'Post as', hint: hintFor }: PostAsFieldProps) {
  const { user } = useAuth();
  if (!user || postAs.teams.length === 0) return null;
  const self = user.name || user.username;
  const { team } = postAs;
  const hint = hintFor
    ? hintFor(team)
    : team
      ? `${team.business.name} is shown as the poster. ${team.role === 'admin' ? 'You, its owner and its other admins' : 'Its owner and admins'} can edit or remove it.`
      : 'You are shown as the poster.';

  return (
    <FormField label={label} hint={hint} className={className}>
      <Select
        name="postAs"
        value={team ? String(team.business.id) : ''}
        disabled={disabled}
        onChange={(event) => {
          const next = postAs.teams.find((entry) => String(entry.business.id) === event.target.value) ?? null;
          postAs.choose(next?.business.id ?? null);
          onChosen?.(next?.business.name ?? self, team?.business.name ?? self);
        }}
      >
        <option value="">{`Yourself (${self})`}</option>
        {postAs.teams.map((entry) => (
          <option key={entry.id} value={entry.business.id}>
            {entry.business.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
