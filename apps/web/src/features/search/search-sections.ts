import type { SearchType } from '@stave/contracts';

// The sections in the order the API lists them (contracts SEARCH_TYPES). Restated so the navigation's
// search box, on every signed-in page's first paint, stays free of zod; search-sections.spec.ts holds the
// two together.
export const SEARCH_SECTIONS = ['people', 'posts', 'jobs', 'events', 'collaborations', 'gear'] as const satisfies readonly SearchType[];

// The longest query the API takes (contracts SEARCH_QUERY_MAX, restated for the same reason).
export const SEARCH_QUERY_MAX = 100;

interface SectionText {
  label: string;
  one: string;
  many: string;
}

export const SECTION_TEXT: Record<SearchType, SectionText> = {
  people: { label: 'People', one: 'person', many: 'people' },
  posts: { label: 'Posts', one: 'post', many: 'posts' },
  jobs: { label: 'Jobs', one: 'job', many: 'jobs' },
  events: { label: 'Events', one: 'event', many: 'events' },
  collaborations: { label: 'Collaborations', one: 'collaboration', many: 'collaborations' },
  gear: { label: 'Gear', one: 'gear listing', many: 'gear listings' },
};

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_SECTIONS.some((type) => type === value);
}

// '1 person', '12 people', '1,204 posts'.
export function sectionCount(type: SearchType, total: number): string {
  const { one, many } = SECTION_TEXT[type];
  return `${total.toLocaleString('en-GB')} ${total === 1 ? one : many}`;
}

export function seeAllText(type: SearchType, total: number): string {
  return `See all ${sectionCount(type, total)}`;
}

// 'Jobs', 'Jobs and Gear', 'Jobs, Events and Gear': in section order, each once.
export function sectionList(types: readonly SearchType[]): string {
  const labels = SEARCH_SECTIONS.filter((type) => types.includes(type)).map((type) => SECTION_TEXT[type].label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

// What a member is told when some sections' services did not answer in time (the rest are whole).
export function degradedNote(types: readonly SearchType[]): string | null {
  const list = sectionList(types);
  return list ? `${list} didn't answer in time, so ${types.length === 1 ? 'its' : 'their'} results are missing.` : null;
}
