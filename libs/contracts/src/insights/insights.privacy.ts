import { INSIGHTS_MIN_MEMBERS } from './insights.schemas';

// The privacy floor's rules (docs/insights.md), the same in every service that computes a part of a report. A group
// is what a figure counts (the jobs of one type, the events in one region) with the distinct members behind it;
// the members never leave the service that computes the figure.
export interface MemberGroup<K> {
  key: K;
  count: number;
  members: readonly number[];
}

const distinct = (groups: ReadonlyArray<MemberGroup<unknown>>) => new Set(groups.flatMap((group) => group.members)).size;

// Groups from at least `floor` members are published; the rest (and any group already keyed `otherKey`: events with
// no region) are folded into one "other" group. When that group
// itself would come from fewer than `floor` members, the smallest published groups join it until it does (else the
// total minus the published groups would give it away). `other` is null when nothing was folded; when it is below
// the floor with nothing left to fold into it, the whole lot came from too few members (the caller shows nothing).
export function foldSmallGroups<K>(
  groups: ReadonlyArray<MemberGroup<K>>,
  otherKey: K,
  floor = INSIGHTS_MIN_MEMBERS,
): { published: Array<MemberGroup<K>>; other: MemberGroup<K> | null } {
  const published = groups.filter((group) => group.count > 0 && group.key !== otherKey && new Set(group.members).size >= floor);
  const folded = groups.filter((group) => group.count > 0 && !published.includes(group));
  // Smallest last, so pop() takes it.
  published.sort((a, b) => b.count - a.count || new Set(b.members).size - new Set(a.members).size);
  while (folded.length && distinct(folded) < floor && published.length) folded.push(published.pop()!);
  if (!folded.length) return { published, other: null };
  return {
    published,
    other: { key: otherKey, count: folded.reduce((sum, group) => sum + group.count, 0), members: [...new Set(folded.flatMap((group) => group.members))] },
  };
}

// Whether a group may be published on its own: from at least `floor` members, or empty (an empty group says nothing
// about anyone).
export function publishable(group: { count: number; members: readonly unknown[] }, floor = INSIGHTS_MIN_MEMBERS): boolean {
  return group.count === 0 || new Set(group.members).size >= floor;
}

// A count split in two (remote or not, sold or not): published only when both sides are publishable, since either
// side is the total minus the other.
export function splitCount(
  part: { count: number; members: readonly unknown[] },
  rest: { count: number; members: readonly unknown[] },
  floor = INSIGHTS_MIN_MEMBERS,
): number | null {
  return publishable(part, floor) && publishable(rest, floor) ? part.count : null;
}

// A relative change, to three decimals; null without a previous figure to compare with.
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return roundTo((current - previous) / previous, 3);
}

export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : roundTo(part / whole, 3);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
