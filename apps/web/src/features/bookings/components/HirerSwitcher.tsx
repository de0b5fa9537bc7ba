import type { TeamMembership } from '@stave/contracts';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import type { ActingFor } from '../acting-for';

// Up to this many businesses the switcher is a segmented control; past it, a select (as the Messages page's inbox).
const SEGMENTS_MAX = 2;

const segmentClass =
  'inline-flex h-full min-w-0 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-card';

type HirerSwitcherProps = {
  // The businesses whose bookings the member manages (admin, plan active).
  teams: TeamMembership[];
  current: ActingFor;
  onChange: (actingFor: ActingFor) => void;
};

// 'Bookings for: You | <Business>' on the hirer's tab, for a member who manages a business's bookings as one of its
// admins. Nothing for anyone else.
export function HirerSwitcher({ teams, current, onChange }: HirerSwitcherProps) {
  const labelId = useId();
  if (teams.length === 0) return null;
  if (teams.length > SEGMENTS_MAX) {
    return (
      <div className="flex items-center gap-2" data-testid="hirer-switcher">
        <label htmlFor={`${labelId}-select`} className="shrink-0 text-sm text-muted-foreground">
          Bookings for
        </label>
        <Select
          id={`${labelId}-select`}
          className="min-w-0"
          value={current ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">You</option>
          {teams.map((team) => (
            <option key={team.id} value={team.business.id}>
              {team.business.name}
            </option>
          ))}
        </Select>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="hirer-switcher">
      <span id={labelId} className="shrink-0 text-sm text-muted-foreground">
        Bookings for:
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex h-9 min-w-0 items-center gap-1 rounded-lg bg-muted p-1">
        <button type="button" aria-pressed={current === null} className={segmentClass} onClick={() => onChange(null)}>
          You
        </button>
        {teams.map((team) => (
          <button key={team.id} type="button" aria-pressed={current === team.business.id} className={segmentClass} onClick={() => onChange(team.business.id)}>
            <span className="max-w-40 truncate">{team.business.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
