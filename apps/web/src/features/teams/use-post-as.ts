import type { TeamMembership } from '@stave/contracts';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { useMembershipsQuery } from './api/teams.queries';
import { postingTeams } from './team-format';

export interface PostAs {
  // The businesses the member may post as now (none: the form offers no choice).
  teams: TeamMembership[];
  // The one chosen (null: themself).
  team: TeamMembership | null;
  // What the create request sends as x-act-as (lib/act-as.ts).
  actAs: number | null;
  choose: (businessId: number | null) => void;
}

// A create form's 'Post as': themself or a business whose team they are on. A business that drops out of
// the list meanwhile (they left, its plan ended) is no longer chosen.
export function usePostAs(): PostAs {
  const { user } = useAuth();
  const memberships = useMembershipsQuery(Boolean(user));
  const [chosen, choose] = useState<number | null>(null);
  const teams = postingTeams(memberships.data);
  const team = teams.find((entry) => entry.business.id === chosen) ?? null;
  return { teams, team, actAs: team?.business.id ?? null, choose };
}
