import type { ProfessionalType } from '@stave/contracts';

// The scoring model (docs/social.md § AI matching): transparent weights over real fields, each point
// with the reason that earned it, so a member can see why someone is suggested. 100 at most.
export const WEIGHTS = { type: 30, genre: 10, genresMax: 30, skill: 5, skillsMax: 10, location: 15, mutual: 5, mutualMax: 10, activity: 5 } as const;

// Who complements whom: the types a member of each type looks for, until they say otherwise.
export const COMPLEMENTS: Record<ProfessionalType, ProfessionalType[]> = {
  musician: ['producer', 'sound_engineer', 'venue', 'record_label', 'musician'],
  producer: ['musician', 'sound_engineer', 'record_label'],
  sound_engineer: ['musician', 'producer', 'venue'],
  record_label: ['musician', 'producer'],
  venue: ['musician', 'sound_engineer'],
  educator: ['musician'],
  manufacturer: ['musician', 'producer', 'sound_engineer'],
  other: ['musician', 'producer'],
};

const TYPE_NAMES: Record<string, [string, string]> = {
  musician: ['a musician', 'musicians'],
  producer: ['a producer', 'producers'],
  sound_engineer: ['a sound engineer', 'sound engineers'],
  record_label: ['a record label', 'record labels'],
  venue: ['a venue', 'venues'],
  educator: ['an educator', 'educators'],
  manufacturer: ['a manufacturer', 'manufacturers'],
  other: ['in music', 'others'],
};

export interface Seeker {
  lookingFor: string[];
  genres: string[];
  skills: string[];
  location: string | null;
  remoteOnly: boolean;
}

export interface Candidate {
  id: number;
  name: string;
  type: string;
  location: string | null;
  genres: string[];
  skills: string[];
  mutualConnections: number;
  activeThisMonth: boolean;
}

const list = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
// Shared items compared without case, shown as the candidate wrote them.
const shared = (mine: string[], theirs: string[]) => {
  const wanted = new Set(mine.map((item) => item.toLowerCase()));
  return theirs.filter((item) => wanted.has(item.toLowerCase()));
};

export function scoreCandidate(seeker: Seeker, candidate: Candidate): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const firstName = candidate.name.split(' ')[0] || candidate.name;
  if (seeker.lookingFor.includes(candidate.type)) {
    const [one, many] = TYPE_NAMES[candidate.type] ?? ['in music', 'others'];
    score += WEIGHTS.type;
    reasons.push(`You look for ${many}; ${firstName} is ${one}`);
  }
  const genres = shared(seeker.genres, candidate.genres);
  if (genres.length > 0) {
    score += Math.min(WEIGHTS.genresMax, genres.length * WEIGHTS.genre);
    reasons.push(`Both into ${list(genres.slice(0, 3))}`);
  }
  const skills = shared(seeker.skills, candidate.skills);
  if (skills.length > 0) {
    score += Math.min(WEIGHTS.skillsMax, skills.length * WEIGHTS.skill);
    reasons.push(`Both list ${list(skills.slice(0, 2))}`);
  }
  if (!seeker.remoteOnly && seeker.location && candidate.location && seeker.location.trim().toLowerCase() === candidate.location.trim().toLowerCase()) {
    score += WEIGHTS.location;
    reasons.push(`Based in ${candidate.location.trim()}, like you`);
  }
  if (candidate.mutualConnections > 0) {
    score += Math.min(WEIGHTS.mutualMax, candidate.mutualConnections * WEIGHTS.mutual);
    reasons.push(`${candidate.mutualConnections} ${candidate.mutualConnections === 1 ? 'connection' : 'connections'} in common`);
  }
  if (candidate.activeThisMonth) {
    score += WEIGHTS.activity;
    reasons.push('Posted in the last 30 days');
  }
  return { score: Math.min(100, score), reasons };
}
