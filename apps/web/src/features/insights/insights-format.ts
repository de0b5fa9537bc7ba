import type { InsightsJobs } from '@stave/contracts';

// Words and numbers for the industry insight reports (docs/insights.md). Shares and changes arrive as
// fractions (0.25 is 25%, -0.2 a 20% fall), prices in pounds; any figure may be null: withheld when fewer than
// INSIGHTS_MIN_MEMBERS members are behind it, or nothing to compare with for a change.

export const WITHHELD = 'Too few to show';
export const NO_COMPARISON = '—';

export const withheldExplainer = (minMembers: number) =>
  `A figure from fewer than ${minMembers} members is withheld, so that nobody's activity can be read from it.`;

export const PRIVACY_NOTE = (minMembers: number) =>
  `Built from Stave's own activity. Groups with fewer than ${minMembers} members are folded into Other or withheld; no member is ever identifiable.`;

export const PARTIAL_NOTE = 'This month so far — the report is final on the 1st';

const COUNT = new Intl.NumberFormat('en-GB');
const SHARE = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const CHANGE = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const PENCE = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number | null): string => (value === null ? WITHHELD : COUNT.format(value));

// '25%'; a share that rounds to nothing but is not nothing reads '<1%'.
export function formatShare(value: number | null): string {
  if (value === null) return WITHHELD;
  if (value > 0 && value < 0.005) return '<1%';
  return SHARE.format(value);
}

// '£525', '£525.50'.
export function formatPrice(value: number | null): string {
  if (value === null) return WITHHELD;
  return (Number.isInteger(value) ? POUNDS : PENCE).format(value);
}

export type ChangeTone = 'up' | 'down' | 'flat' | 'none';

// A change against the month before: '+13%' (up), '−20%' (down), 'No change' (flat), '—' (nothing to compare with).
export function describeChange(change: number | null): { text: string; tone: ChangeTone; spoken: string } {
  if (change === null) return { text: NO_COMPARISON, tone: 'none', spoken: 'nothing to compare with' };
  const text = CHANGE.format(change).replace('-', '−');
  if (text === '0%') return { text: 'No change', tone: 'flat', spoken: 'no change' };
  const tone = change > 0 ? 'up' : 'down';
  return { text, tone, spoken: `${tone} ${text.replace(/^[+−]/, '')}` };
}

export const JOB_TYPE_LABELS: Record<InsightsJobs['byType'][number]['type'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
  other: 'Other',
};

// A bar's length, as a percentage of the longest (at least a sliver, so a small non-zero value still shows).
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, Math.min(100, (value / max) * 100));
}

// Where a category's interquartile range and median sit on a scale from 0 to `max` (percentages), or null when the
// category is not priced.
export function rangePosition(
  row: { p25Price: number | null; medianPrice: number | null; p75Price: number | null },
  max: number,
): { left: number; width: number; median: number } | null {
  if (row.p25Price === null || row.medianPrice === null || row.p75Price === null || max <= 0) return null;
  const at = (value: number) => Math.max(0, Math.min(100, (value / max) * 100));
  const left = at(row.p25Price);
  return { left, width: Math.max(1, at(row.p75Price) - left), median: at(row.medianPrice) };
}

// The highest upper quartile among the priced categories: the end of every range bar's scale.
export function priceScaleMax(rows: ReadonlyArray<{ p75Price: number | null }>): number {
  return rows.reduce((max, row) => (row.p75Price !== null && row.p75Price > max ? row.p75Price : max), 0);
}

// The month picker's label: 'November 2026 (so far)' for the current, partial month.
export const monthOptionLabel = (report: { label: string; partial: boolean }) => (report.partial ? `${report.label} (so far)` : report.label);

// The month the page shows: the one asked for in the URL when it is a month (YYYY-MM), else the newest listed.
export function chosenMonth(asked: string | null, listed: ReadonlyArray<{ month: string }>): string | null {
  if (asked && /^[0-9]{4}-(0[1-9]|1[0-2])$/.test(asked)) return asked;
  return listed[0]?.month ?? null;
}
