import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { inflateSync } from 'node:zlib';
import pino from 'pino';
import type { InsightsReport } from '@stave/contracts';
import { INSIGHTS_CSV_COLUMNS, csvCell, insightsCsv } from './insights-csv';
import { insightsPdf, pdfText } from './insights-pdf';
import { composeInsightsList, composeInsightsReport } from './insights';

const SAMPLE_REPORT: InsightsReport = {
  month: '2026-10',
  partial: false,
  generatedAt: '2026-11-01T00:20:04.000Z',
  minMembers: 5,
  jobs: {
    total: 214,
    previousTotal: 190,
    change: 0.126,
    remoteShare: 0.318,
    topSkills: [
      { skill: 'Mixing', jobs: 61, share: 0.285 },
      { skill: 'Pro Tools', jobs: 44, share: 0.206 },
      { skill: '=HYPERLINK("http://evil.example","x")', jobs: 9, share: 0.042 },
      { skill: 'Ableton Live 🎛', jobs: 7, share: 0.033 },
    ],
    byType: [
      { type: 'freelance', jobs: 102, share: 0.477 },
      { type: 'contract', jobs: 71, share: 0.332 },
      { type: 'other', jobs: 41, share: 0.192 },
    ],
  },
  events: {
    total: 96,
    previousTotal: 120,
    change: -0.2,
    byRegion: [
      { region: 'London', events: 40, previous: 52, change: -0.231 },
      { region: 'North West', events: 21, previous: 18, change: 0.167 },
      { region: 'Other', events: 35, previous: null, change: null },
    ],
  },
  gear: {
    currency: 'GBP',
    total: 480,
    previousTotal: 455,
    change: 0.055,
    sold: 122,
    byCategory: [
      {
        categoryId: 1,
        category: 'Guitars & Basses',
        listings: 190,
        sold: null,
        p25Price: 240,
        medianPrice: 525.5,
        p75Price: 1100,
        previousMedianPrice: 500,
        medianChange: 0.051,
      },
      {
        categoryId: null,
        category: 'Other',
        listings: 290,
        sold: null,
        p25Price: null,
        medianPrice: null,
        p75Price: null,
        previousMedianPrice: null,
        medianChange: null,
      },
    ],
  },
  degraded: [],
};

// The text a PDF's pages draw (pdfkit writes each run as a hex string inside a TJ operator).
function pdfStrings(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const streams = [...latin.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
  return streams.flatMap((stream) => [...stream.matchAll(/<([0-9a-f]+)>/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))).join('');
}

describe('insight report downloads', () => {
  it('writes one CSV with a section column, blank cells for withheld figures, formula-leading text defused', () => {
    const csv = insightsCsv(SAMPLE_REPORT);
    const lines = csv.split('\r\n');

    expect(lines[0]).toBe(INSIGHTS_CSV_COLUMNS.join(','));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('2026-10,jobs,jobs posted,214,,190,0.126,,,,,,');
    expect(lines).toContain('2026-10,jobs_top_skills,Mixing,61,0.285,,,,,,,,');
    expect(lines).toContain(`2026-10,jobs_top_skills,"'=HYPERLINK(""http://evil.example"",""x"")",9,0.042,,,,,,,,`);
    expect(lines).toContain('2026-10,events_by_region,London,40,,52,-0.231,,,,,,');
    expect(lines).toContain('2026-10,gear_by_category,Guitars & Basses,190,,,,,240,525.5,1100,500,0.051');
    expect(lines).toContain('2026-10,gear_by_category,Other,290,,,,,,,,,');
    expect(
      new Set(
        lines
          .filter(Boolean)
          .slice(1)
          .map((line) => line.split(',')[1]),
      ),
    ).toEqual(new Set(['jobs', 'jobs_top_skills', 'jobs_by_type', 'events', 'events_by_region', 'gear', 'gear_by_category']));
    for (const cell of ['+1', '-x', '@SUM(A1)', '\tx']) expect(csvCell(cell).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell(-0.2)).toBe('-0.2');
  });

  it('names a section whose service did not answer in the CSV', () => {
    const csv = insightsCsv({ ...SAMPLE_REPORT, gear: null, degraded: ['gear'] });
    expect(csv).toContain('2026-10,gear,not available (try again shortly),');
    expect(csv).not.toContain('gear_by_category');
  });

  it('draws a PDF with the title, the privacy note, each section and page numbers', async () => {
    const started = performance.now();
    const pdf = await insightsPdf(SAMPLE_REPORT);
    const elapsed = performance.now() - started;

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(3000);
    const text = pdfStrings(pdf);
    for (const expected of ['Industry insights: October 2026', 'at least 5 different members', 'Most-wanted skills', 'Mixing', 'Events by region']) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
    expect(text).toContain('Guitars & Basses');
    expect(text).toMatch(/Page 1 of \d/);
    // Well under a request's time (measured: a few milliseconds once warm).
    expect(elapsed).toBeLessThan(2000);
  });

  it('draws a partial month and missing sections without failing', async () => {
    const pdf = await insightsPdf({ ...SAMPLE_REPORT, partial: true, jobs: null, events: null, degraded: ['jobs', 'events'] });
    expect(pdfStrings(pdf)).toContain('not available right now');
  });

  it('shows characters the built-in font cannot draw as ?', () => {
    expect(pdfText('Ableton Live 🎛 – £5 \u0000x')).toBe('Ableton Live ? – £5 x');
  });
});

const activity = { month: '2026-10', partial: false, computedAt: '2026-11-01T00:20:01.000Z', jobs: SAMPLE_REPORT.jobs, events: SAMPLE_REPORT.events };
const gear = { month: '2026-10', partial: false, computedAt: '2026-11-01T00:20:04.000Z', gear: SAMPLE_REPORT.gear };
const businessOnly = { message: 'Industry insight reports come with the Business plan.', code: 'INSIGHTS_BUSINESS_ONLY' };

// Loopback jobs-events and marketplace that answer well, slowly, not at all, or refuse.
describe('insight reports, composed', () => {
  let server: Server;
  let base: string;
  const seen: Array<{ url: string; authorization?: string }> = [];
  const timers: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = request.url ?? '';
      seen.push({ url, authorization: request.headers.authorization });
      const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.startsWith('/slow/')) return void timers.push(setTimeout(() => reply(200, {}), 60_000));
      if (url.startsWith('/forbidden/')) return reply(403, businessOnly);
      if (url === '/ok/api/jobs-events/insights/2026-10') return reply(200, activity);
      if (url === '/ok/api/marketplace/insights/2026-10') return reply(200, gear);
      if (url === '/ok/api/jobs-events/insights') return reply(200, { firstMonth: '2026-08' });
      if (url === '/ok/api/marketplace/insights') return reply(200, { firstMonth: '2026-09' });
      if (url === '/early/api/marketplace/insights') return reply(200, { firstMonth: '2019-01' });
      if (url === '/none/api/jobs-events/insights' || url === '/none/api/marketplace/insights') return reply(200, { firstMonth: null });
      if (url === '/wrong/api/marketplace/insights/2026-10') return reply(200, { gear: { total: 'lots' } });
      return reply(500, { message: 'boom' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // 'slow' never answers within a test, so a loaded machine (where a good answer can take a few hundred ms) is not
  // mistaken for a slow upstream.
  const options = { timeoutMs: 1000, logger: pino({ level: 'silent' }) };
  const origins = (jobsEvents: string, marketplace: string) => ({ jobsEvents: `${base}/${jobsEvents}`, marketplace: `${base}/${marketplace}` });

  it('answers the month’s report from both parts, with the caller’s credentials', async () => {
    seen.length = 0;
    const answer = await composeInsightsReport('2026-10', origins('ok', 'ok'), { authorization: 'Bearer t' }, options);

    expect(answer).toEqual({ status: 200, body: { ...SAMPLE_REPORT, generatedAt: '2026-11-01T00:20:04.000Z' } });
    expect(seen).toEqual(
      expect.arrayContaining([
        { url: '/ok/api/jobs-events/insights/2026-10', authorization: 'Bearer t' },
        { url: '/ok/api/marketplace/insights/2026-10', authorization: 'Bearer t' },
      ]),
    );
  });

  it('passes a service’s refusal on (a member not on Business)', async () => {
    expect(await composeInsightsReport('2026-10', origins('forbidden', 'ok'), {}, options)).toEqual({ status: 403, body: businessOnly });
    expect(await composeInsightsReport('2026-10', origins('ok', 'forbidden'), {}, options)).toEqual({ status: 403, body: businessOnly });
    expect(await composeInsightsList(origins('forbidden', 'slow'), {}, { ...options, now: new Date('2026-10-15T12:00:00Z') })).toEqual({
      status: 403,
      body: businessOnly,
    });
  });

  it('answers within the deadline with the part that came, naming the others; 502 when neither does', async () => {
    const started = Date.now();
    const slow = await composeInsightsReport('2026-10', origins('slow', 'ok'), {}, options);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(slow).toMatchObject({ status: 200, body: { jobs: null, events: null, gear: SAMPLE_REPORT.gear, degraded: ['jobs', 'events'] } });

    // An answer that is not what the contract says is no better than none.
    expect(await composeInsightsReport('2026-10', origins('ok', 'wrong'), {}, options)).toMatchObject({
      status: 200,
      body: { gear: null, degraded: ['gear'] },
    });
    expect(await composeInsightsReport('2026-10', origins('down', 'slow'), {}, options)).toMatchObject({
      status: 502,
      body: { code: 'DEPENDENCY_UNAVAILABLE' },
    });
  });

  it('lists the months from the first with data, newest first, the current one partial, at most twelve', async () => {
    const now = new Date('2026-10-31T23:30:00Z');
    const listed = await composeInsightsList(origins('ok', 'ok'), {}, { ...options, now });
    expect(listed).toEqual({
      status: 200,
      body: {
        reports: [
          { month: '2026-10', label: 'October 2026', partial: true, pdfUrl: '/api/insights/reports/2026-10/pdf', csvUrl: '/api/insights/reports/2026-10/csv' },
          {
            month: '2026-09',
            label: 'September 2026',
            partial: false,
            pdfUrl: '/api/insights/reports/2026-09/pdf',
            csvUrl: '/api/insights/reports/2026-09/csv',
          },
          { month: '2026-08', label: 'August 2026', partial: false, pdfUrl: '/api/insights/reports/2026-08/pdf', csvUrl: '/api/insights/reports/2026-08/csv' },
        ],
        minMembers: 5,
        historyMonths: 24,
        degraded: [],
      },
    });

    const long = await composeInsightsList(origins('ok', 'early'), {}, { ...options, now });
    expect(long.status).toBe(200);
    const months = (long.body as { reports: Array<{ month: string }> }).reports.map((report) => report.month);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2026-10', '2025-11']);

    expect(await composeInsightsList(origins('none', 'none'), {}, { ...options, now })).toMatchObject({
      status: 200,
      body: { reports: [{ month: '2026-10', partial: true }] },
    });
    expect(await composeInsightsList(origins('slow', 'ok'), {}, { ...options, now })).toMatchObject({
      status: 200,
      body: { reports: [{ month: '2026-10' }, { month: '2026-09' }], degraded: ['jobs-events'] },
    });
  });
});
