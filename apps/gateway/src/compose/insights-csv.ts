import type { InsightsReport, InsightsSection } from '@stave/contracts';

// One CSV for a month's insight report (docs/insights.md § Downloads): a row per figure, which section it belongs to
// in the second column, the month in the first (so months can be stacked). Blank cells are figures withheld by the
// privacy floor or with nothing to compare with. UTF-8 with CRLF line ends, as the data export's CSVs.
export const INSIGHTS_CSV_COLUMNS = [
  'month',
  'section',
  'item',
  'count',
  'share',
  'previous',
  'change',
  'sold',
  'p25_price_gbp',
  'median_price_gbp',
  'p75_price_gbp',
  'previous_median_price_gbp',
  'median_change',
] as const;
type Column = (typeof INSIGHTS_CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string | number | boolean | null>>;

const UNAVAILABLE = 'not available (try again shortly)';

export function insightsCsv(report: InsightsReport): string {
  const rows: Row[] = [];
  const add = (section: string, item: string, values: Row = {}) => rows.push({ month: report.month, section, item, ...values });
  const unavailable = (section: InsightsSection) => add(section, UNAVAILABLE);

  if (report.jobs) {
    const { jobs } = report;
    add('jobs', 'jobs posted', { count: jobs.total, previous: jobs.previousTotal, change: jobs.change });
    add('jobs', 'remote', { share: jobs.remoteShare });
    for (const skill of jobs.topSkills) add('jobs_top_skills', skill.skill, { count: skill.jobs, share: skill.share });
    for (const type of jobs.byType) add('jobs_by_type', type.type, { count: type.jobs, share: type.share });
  } else unavailable('jobs');

  if (report.events) {
    const { events } = report;
    add('events', 'events', { count: events.total, previous: events.previousTotal, change: events.change });
    for (const region of events.byRegion) add('events_by_region', region.region, { count: region.events, previous: region.previous, change: region.change });
  } else unavailable('events');

  if (report.gear) {
    const { gear } = report;
    add('gear', 'listings', { count: gear.total, previous: gear.previousTotal, change: gear.change, sold: gear.sold });
    for (const category of gear.byCategory) {
      add('gear_by_category', category.category, {
        count: category.listings,
        sold: category.sold,
        p25_price_gbp: category.p25Price,
        median_price_gbp: category.medianPrice,
        p75_price_gbp: category.p75Price,
        previous_median_price_gbp: category.previousMedianPrice,
        median_change: category.medianChange,
      });
    }
  } else unavailable('gear');

  const lines = [INSIGHTS_CSV_COLUMNS.join(','), ...rows.map((row) => INSIGHTS_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

// As the data export's CSV (identity's privacy/archive.ts): text a spreadsheet would run as a formula gets a leading
// apostrophe (OWASP CSV injection); quoted when it holds a comma, a quote, a line break or edge spaces.
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
