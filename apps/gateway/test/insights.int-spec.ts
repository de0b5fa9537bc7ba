import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InsightsReportListSchema, InsightsReportSchema, shiftMonth } from '@stave/contracts';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { londonMonthKey } from '@stave/platform';
import { ServiceWithMembers, callApi, eventually, startServiceUnderTest, type Member, type ServiceUnderTest } from '@stave/platform/testing';

const midMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15, 12)).toISOString();

// A Business member's industry insight report, composed by the real gateway from jobs-events (jobs,
// events) and the marketplace (gear), on real Postgres and Kafka, as JSON, a PDF and a CSV; a free member's 403
// from the services passed on (docs/insights.md).
describe('gateway: industry insight reports (/api/insights/reports)', () => {
  let market: ServiceWithMembers;
  let jobs: ServiceUnderTest;
  let gateway: RunningGateway;
  const current = londonMonthKey(new Date());
  const month = shiftMonth(current, -1);
  const seeded: Member[] = [];
  let business: Member;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
    jobs = await startServiceUnderTest(jobsEventsService, { JWKS_URL: market.jwksUrl });
    gateway = await startGatewayFor({ MARKETPLACE_URL: market.url, JOBS_EVENTS_URL: jobs.url }, { JWKS_URL: market.jwksUrl, RATE_LIMIT_API_MAX: '100000' });
  });

  afterAll(async () => {
    await gateway?.close();
    await jobs?.stop();
    await market?.stop();
  });

  // A member both services know (identity's event, projected by each).
  const member = async (subscriptionTier: 'free' | 'pro' | 'business' = 'free') => {
    const created = await market.member({ subscriptionTier });
    await eventually(async () => (await jobs.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [created.id])).rowCount === 1, 20_000);
    return created;
  };
  const call = (who: Member | undefined, path: string) => callApi(`${gateway.url}${path}`, 'GET', { token: who?.token });
  const download = async (who: Member, path: string) => {
    const response = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${who.token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const created = async (who: Member, path: string, body: unknown) => {
    const answer = await callApi(`${gateway.url}${path}`, 'POST', { token: who.token, body });
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  };

  beforeAll(async () => {
    business = await member('business');
    // Five members post a job naming a skill a spreadsheet would run as a formula, and list a guitar, last month.
    for (const index of [1, 2, 3, 4, 5]) {
      const poster = await member();
      seeded.push(poster);
      const job = await created(poster, '/api/jobs', { title: `Secret vacancy ${poster.id}`, type: 'contract', skills: ['=cmd|calc', 'Mixing'] });
      await jobs.db.query(`UPDATE jobs SET created_at = $2 WHERE id = $1`, [job, midMonth(month)]);
      const listing = await created(poster, '/api/marketplace/listings', {
        title: `Private guitar ${poster.id}`,
        description: 'Well kept and gig ready.',
        price: index * 100,
        categoryId: 101,
        condition: 'good',
        location: 'Leeds',
      });
      await market.db.query(`UPDATE equipment_listings SET created_at = $2 WHERE id = $1`, [listing, midMonth(month)]);
    }
  }, 120_000);

  it('lists the months with data, newest first, the current one partial', async () => {
    const answer = await call(business, '/api/insights/reports');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const list = InsightsReportListSchema.parse(answer.body);
    expect(list.reports.map((report) => [report.month, report.partial])).toEqual([
      [current, true],
      [month, false],
    ]);
    expect(list.reports[1]).toMatchObject({ pdfUrl: `/api/insights/reports/${month}/pdf`, csvUrl: `/api/insights/reports/${month}/csv` });
  });

  it('answers a month’s report from both services, naming nobody', async () => {
    const answer = await call(business, `/api/insights/reports/${month}`);
    expect(answer.status).toBe(200);
    const report = InsightsReportSchema.parse(answer.body);
    expect(report).toMatchObject({ month, partial: false, minMembers: 5, degraded: [] });
    expect(report.jobs).toMatchObject({
      total: 5,
      remoteShare: 0,
      topSkills: [
        { skill: '=cmd|calc', jobs: 5, share: 1 },
        { skill: 'Mixing', jobs: 5, share: 1 },
      ],
    });
    expect(report.events).toMatchObject({ total: 0, byRegion: [] });
    expect(report.gear).toMatchObject({
      total: 5,
      byCategory: [{ category: 'Guitars & Basses', listings: 5, p25Price: 200, medianPrice: 300, p75Price: 400 }],
    });
    for (const poster of seeded) {
      expect(answer.text).not.toContain(String(poster.id));
      expect(answer.text).not.toContain(poster.username);
    }
    expect((await call(business, `/api/insights/reports/${current}`)).body).toMatchObject({ month: current, partial: true });
  });

  it('downloads the report as a PDF', async () => {
    const pdf = await download(business, `/api/insights/reports/${month}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="stave-insights-${month}.pdf"`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBeGreaterThan(3000);
    expect(pdf.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('downloads the report as one CSV, a formula-leading skill defused', async () => {
    const csv = await download(business, `/api/insights/reports/${month}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="stave-insights-${month}.csv"`);
    const lines = csv.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'month,section,item,count,share,previous,change,sold,p25_price_gbp,median_price_gbp,p75_price_gbp,previous_median_price_gbp,median_change',
    );
    expect(lines).toContain(`${month},jobs_top_skills,'=cmd|calc,5,1,,,,,,,,`);
    expect(lines).toContain(`${month},gear_by_category,Guitars & Basses,5,,,,0,200,300,400,,`);
    expect(
      new Set(
        lines
          .slice(1)
          .filter(Boolean)
          .map((line) => line.split(',')[1]),
      ),
    ).toEqual(new Set(['jobs', 'jobs_top_skills', 'jobs_by_type', 'events', 'gear', 'gear_by_category']));
    expect(lines.every((line) => !line.startsWith('='))).toBe(true);
  });

  it('passes the services’ refusal of a member not on Business on, and refuses what it can itself', async () => {
    const free = await member('free');
    for (const path of [
      '/api/insights/reports',
      `/api/insights/reports/${month}`,
      `/api/insights/reports/${month}/pdf`,
      `/api/insights/reports/${month}/csv`,
    ]) {
      const answer = await call(free, path);
      expect(answer).toMatchObject({ status: 403, body: { code: 'INSIGHTS_BUSINESS_ONLY', message: expect.stringContaining('Business plan') } });
      expect((await call(undefined, path)).status).toBe(401);
    }
    expect(await call(business, '/api/insights/reports/2026-13')).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    expect(await call(business, `/api/insights/reports/${shiftMonth(current, 1)}/pdf`)).toMatchObject({
      status: 400,
      body: { code: 'INSIGHTS_MONTH_IN_FUTURE' },
    });
  });
});
