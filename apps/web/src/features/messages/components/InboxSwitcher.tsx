import type { TeamMembership } from '@stave/contracts';
import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { useUnreadMessagesQuery } from '../api/messages.queries';
import type { InboxId } from '../business-inbox';

// Up to this many businesses the switcher is a segmented control; past it, a select.
const SEGMENTS_MAX = 2;

const segmentClass =
  'inline-flex h-full min-w-0 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-card';

type InboxSwitcherProps = {
  // The businesses whose inbox the member answers (admin, plan active).
  teams: TeamMembership[];
  current: InboxId;
  onChange: (inbox: InboxId) => void;
};

// 'Inbox: Yours | <Business>' for a member who answers a business's messages as one of its admins. Each
// business shows how many of its conversations wait unread (polled: no frames reach an admin for the business).
export function InboxSwitcher({ teams, current, onChange }: InboxSwitcherProps) {
  const labelId = useId();
  if (teams.length === 0) return null;
  if (teams.length > SEGMENTS_MAX) {
    return (
      <div className="flex items-center gap-2" data-testid="inbox-switcher">
        <label htmlFor={`${labelId}-select`} className="text-sm text-muted-foreground">
          Inbox
        </label>
        <Select id={`${labelId}-select`} value={current ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
          <option value="">Yours</option>
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
    <div className="flex min-w-0 items-center gap-2" data-testid="inbox-switcher">
      <span id={labelId} className="shrink-0 text-sm text-muted-foreground">
        Inbox:
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex h-9 min-w-0 items-center gap-1 rounded-lg bg-muted p-1">
        <button type="button" aria-pressed={current === null} className={segmentClass} onClick={() => onChange(null)}>
          Yours
        </button>
        {teams.map((team) => (
          <BusinessSegment key={team.id} team={team} pressed={current === team.business.id} onChoose={() => onChange(team.business.id)} />
        ))}
      </div>
    </div>
  );
}

function BusinessSegment({ team, pressed, onChoose }: { team: TeamMembership; pressed: boolean; onChoose: () => void }) {
  const unread = useUnreadMessagesQuery(true, team.business.id).data ?? 0;
  return (
    <button type="button" aria-pressed={pressed} className={segmentClass} onClick={onChoose} data-testid="inbox-business">
      <span className="max-w-40 truncate">{team.business.name}</span>
      {unread > 0 ? (
        <span
          className="grid min-w-5 shrink-0 place-items-center rounded-full bg-brand px-1.5 text-[11px] leading-5 font-semibold text-brand-foreground"
          data-testid="inbox-business-unread"
        >
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      ) : null}
    </button>
  );
}
