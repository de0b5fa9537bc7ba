import type { ReportKind } from '@stave/contracts';
import { pageCount, pageParam } from '@/lib/url-location';
import { isReportKind } from './moderation-format';

// The moderation page's state lives in the URL (/moderation?tab=&kind=&page=), so a reload or Back keeps the place.
export const MODERATION_TABS = ['open', 'decided', 'appeals'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

export interface ModerationLocation {
  tab: ModerationTab;
  // The cases' kind filter (Open and Decided); none: every kind.
  kind?: ReportKind;
  page: number;
}

// Cases a page (the API takes up to 50).
export const CASES_PAGE_SIZE = 20;
// The API's last page (ModerationCasesQuerySchema: decimalInt(1, 10_000)).
const PAGE_MAX = 10_000;

function isTab(value: unknown): value is ModerationTab {
  return MODERATION_TABS.some((tab) => tab === value);
}

export function readModerationLocation(params: URLSearchParams): ModerationLocation {
  const tab = params.get('tab');
  if (tab === 'appeals') return { tab, page: 1 };
  const kind = params.get('kind');
  return { tab: isTab(tab) ? tab : 'open', ...(isReportKind(kind) ? { kind } : {}), page: pageParam(params.get('page'), PAGE_MAX) };
}

// The URL query in one fixed order, leaving out the defaults (Open, every kind, page 1).
export function toModerationParams({ tab, kind, page }: ModerationLocation): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== 'open') params.set('tab', tab);
  if (tab === 'appeals') return params;
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function casesPages(total: number): number {
  return pageCount(total, CASES_PAGE_SIZE, PAGE_MAX);
}
