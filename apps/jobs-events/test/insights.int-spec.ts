import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { INSIGHTS_HISTORY_MONTHS, shiftMonth } from '@stave/contracts';
import { Clock, londonMonthKey } from '@stave/platform';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { SnapshotInsightsJob } from '../src/insights/jobs/snapshot-insights.job';

const DAY = 86_400_000;
// Noon UTC on the 15th: inside the London month whatever the clocks do.
const midMonth = (month: string, day = 15) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, day, 12)).toISOString();

// Jobs-events' part of the industry insight reports (docs/insights.md), on its own Postgres with members
// arriving from Kafka: a month's top skills, job types and remote share, and events by region, every figure from at
// least 5 members; Business only; a closed month kept as first computed; never a member's id, name or a title.
describe('jobs-events: industry insight reports', () => {
  let service: ServiceWithMembers;
  const current = londonMonthKey(new Date());
  // The month the seeded jobs and events are put in, and the one before it.
  const month = shiftMonth(current, -2);
  const before = shiftMonth(current, -3);
  const seeded: Array<Member & { name: string }> = [];
  const titles: string[] = [];
  let business: Member;

  beforeAll(async () => {
    service = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    await service?.stop();
  });

  const call = (member: Member, path: string) => service.call('GET', path, { token: member.token });
  const seedMember = async (tag: string) => {
    const suffix = randomInt(100_000, 999_999);
    const name = `Ottoline ${tag} Vexley${suffix}`;
    const member = { ...(await service.member({ username: `seed_${tag}_${suffix}`, name })), name };
    seeded.push(member);
    return member;
  };
  const postJob = async (member: Member, fields: Record<string, unknown>, inMonth: string | null = month) => {
    const title = `Confidential role ${randomInt(100_000, 999_999)}`;
    titles.push(title);
    const answer = await service.call('POST', '/api/jobs', { token: member.token, body: { title, ...fields } });
    expect(answer.status).toBe(201);
    if (inMonth) await service.db.query(`UPDATE jobs SET created_at = $2 WHERE id = $1`, [answer.body.id, midMonth(inMonth)]);
    return answer.body.id as number;
  };
  const postEvent = async (member: Member, region: string | undefined, inMonth: string, status: 'scheduled' | 'cancelled' = 'scheduled') => {
    const title = `Private showcase ${randomInt(100_000, 999_999)}`;
    titles.push(title);
    const start = new Date(Date.now() + 3 * DAY).toISOString();
    const end = new Date(Date.now() + 3.1 * DAY).toISOString();
    const answer = await service.call('POST', '/api/events', {
      token: member.token,
      body: { title, startDate: start, endDate: end, ...(region ? { region } : {}) },
    });
    expect(answer.status).toBe(201);
    await service.db.query(`UPDATE events SET start_date = $2, end_date = $2::timestamptz + interval '2 hours', status = $3 WHERE id = $1`, [
      answer.body.id,
      midMonth(inMonth, 10),
      status,
    ]);
  };

  it('reports a month’s skills, types, remote share and regions from at least 5 members each, to Business members only', async () => {
    business = await service.member({ subscriptionTier: 'business' });
    // P1–P7 post widely; Q1–Q4 are four members only.
    const p: Member[] = [];
    const q: Member[] = [];
    for (const i of [1, 2, 3, 4, 5, 6, 7]) p.push(await seedMember(`P${i}`));
    for (const i of [1, 2, 3, 4]) q.push(await seedMember(`Q${i}`));

    // A month before anything: an empty report, not an error.
    const empty = await call(business, `/api/jobs-events/insights/${shiftMonth(current, -20)}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      partial: false,
      jobs: { total: 0, previousTotal: 0, change: null, remoteShare: null, topSkills: [], byType: [] },
      events: { total: 0, byRegion: [] },
    });

    for (const member of p) await postJob(member, { type: 'contract', remote: true, skills: ['Mixing', 'Pro Tools'] });
    for (const member of p.slice(0, 5)) await postJob(member, { type: 'freelance', skills: ['mixing ', 'Ableton'] });
    // Eight jobs naming the theremin, but from four members: never shown. Their internships (four members) and P6's
    // part-time job (one) are folded into "other" together (five members).
    for (const member of q) {
      await postJob(member, { type: 'internship', skills: ['Theremin'] });
      await postJob(member, { type: 'internship', skills: ['Theremin'] });
    }
    await postJob(p[5]!, { type: 'part-time' });

    for (const member of p) await postEvent(member, 'London', month);
    for (const member of p.slice(0, 5)) await postEvent(member, 'Scotland', month);
    // Wales has four organisers: folded into Other with P6's event that names no region.
    for (const member of q) await postEvent(member, 'Wales', month);
    await postEvent(p[5]!, undefined, month);
    await postEvent(p[6]!, 'London', month, 'cancelled');
    // The month before: five London events.
    for (const member of p.slice(0, 5)) await postEvent(member, 'London', before);

    const answer = await call(business, `/api/jobs-events/insights/${month}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      month,
      partial: false,
      computedAt: expect.any(String),
      jobs: {
        total: 21,
        previousTotal: 0,
        change: null,
        remoteShare: 0.333,
        // Case-blind, spelt as most jobs spell it.
        topSkills: [
          { skill: 'Mixing', jobs: 12, share: 0.571 },
          { skill: 'Pro Tools', jobs: 7, share: 0.333 },
          { skill: 'Ableton', jobs: 5, share: 0.238 },
        ],
        byType: [
          { type: 'contract', jobs: 7, share: 0.333 },
          { type: 'freelance', jobs: 5, share: 0.238 },
          { type: 'other', jobs: 9, share: 0.429 },
        ],
      },
      events: {
        total: 17,
        previousTotal: 5,
        change: 2.4,
        byRegion: [
          { region: 'London', events: 7, previous: 5, change: 0.4 },
          { region: 'Scotland', events: 5, previous: 0, change: null },
          { region: 'Other', events: 5, previous: null, change: null },
        ],
      },
    });

    // Nothing about anyone: no id, username, name or title anywhere in it.
    const text = JSON.stringify(answer.body);
    for (const member of seeded) {
      expect(text).not.toContain(String(member.id));
      expect(text).not.toContain(member.username);
      expect(text).not.toContain(member.name);
    }
    for (const title of titles) expect(text).not.toContain(title);
    expect(text).not.toContain('Theremin');
    expect(text).not.toContain('Wales');

    // Where the reports can start: the first month with anything in it.
    expect((await call(business, '/api/jobs-events/insights')).body).toEqual({ firstMonth: before });
  });

  it('keeps a closed month as first computed, however the data changes later', async () => {
    const first = await call(business, `/api/jobs-events/insights/${month}`);
    const stored = await service.db.query(`SELECT data, computed_at FROM insight_snapshots WHERE month = $1`, [month]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].data.jobs.total).toBe(21);

    // More jobs put in that month from five new members, and one of the old ones deleted.
    for (const i of [1, 2, 3, 4, 5]) await postJob(await seedMember(`L${i}`), { type: 'contract', skills: ['Mixing'] });
    await service.db.query(`DELETE FROM jobs WHERE id = (SELECT min(id) FROM jobs)`);

    const later = await call(business, `/api/jobs-events/insights/${month}`);
    expect(later.body).toEqual(first.body);
  });

  it('computes the current month live, marked partial, and stores the month just ended on the 1st', async () => {
    const live = await call(business, `/api/jobs-events/insights/${current}`);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ month: current, partial: true });
    expect((await service.db.query(`SELECT 1 FROM insight_snapshots WHERE month = $1`, [current])).rowCount).toBe(0);

    // A job posted now by five members counts at once.
    for (const i of [1, 2, 3, 4, 5]) await postJob(await seedMember(`N${i}`), { skills: ['Live sound'] }, null);
    const after = await call(business, `/api/jobs-events/insights/${current}`);
    expect(after.body.jobs.total).toBe((live.body.jobs.total ?? 0) + 5);
    expect(after.body.jobs.topSkills).toContainEqual({ skill: 'Live sound', jobs: 5, share: expect.any(Number) });

    // The monthly job (on the 1st, for the month just ended).
    const previous = shiftMonth(current, -1);
    await service.service.app
      .get(SnapshotInsightsJob)
      .run({}, { id: 'test', name: 'jobs-events.insights.snapshot', attempt: 1, signal: new AbortController().signal });
    expect((await service.db.query(`SELECT 1 FROM insight_snapshots WHERE month = $1`, [previous])).rowCount).toBe(1);
    const schedule = await service.db.query(`SELECT cron FROM pgboss.schedule WHERE name = 'jobs-events.insights.snapshot'`);
    expect(schedule.rows).toEqual([{ cron: '20 0 1 * *' }]);
  });

  it('refuses free and pro members, a future month and one older than the history kept', async () => {
    for (const subscriptionTier of ['free', 'pro'] as const) {
      const member = await service.member({ subscriptionTier });
      for (const path of [`/api/jobs-events/insights/${month}`, '/api/jobs-events/insights']) {
        const answer = await call(member, path);
        expect(answer).toMatchObject({ status: 403, body: { code: 'INSIGHTS_BUSINESS_ONLY', message: expect.stringContaining('Business plan') } });
      }
    }
    expect((await service.call('GET', `/api/jobs-events/insights/${month}`)).status).toBe(401);
    expect(await call(business, `/api/jobs-events/insights/${shiftMonth(current, 1)}`)).toMatchObject({
      status: 400,
      body: { code: 'INSIGHTS_MONTH_IN_FUTURE' },
    });
    expect(await call(business, `/api/jobs-events/insights/${shiftMonth(current, -INSIGHTS_HISTORY_MONTHS - 1)}`)).toMatchObject({
      status: 404,
      body: { code: 'INSIGHTS_MONTH_TOO_OLD' },
    });
    expect((await call(business, `/api/jobs-events/insights/${shiftMonth(current, -INSIGHTS_HISTORY_MONTHS)}`)).status).toBe(200);
    for (const bad of ['2026-13', '2026-1', 'latest']) expect((await call(business, `/api/jobs-events/insights/${bad}`)).status).toBe(400);
  });

  it('reads the month from the clock, in London time', async () => {
    // 23:30 UTC on 31 October 2026 is 23:30 GMT in London (the clocks went back on the 25th): still October.
    const clock = service.service.app.get(Clock);
    const real = clock.now.bind(clock);
    clock.now = () => new Date('2026-10-31T23:30:00Z');
    try {
      expect((await call(business, '/api/jobs-events/insights/2026-10')).body.partial).toBe(true);
      expect((await call(business, '/api/jobs-events/insights/2026-11')).status).toBe(400);
      // 23:30 UTC on 31 August is 00:30 BST on 1 September: August is closed.
      clock.now = () => new Date('2026-08-31T23:30:00Z');
      expect((await call(business, '/api/jobs-events/insights/2026-09')).body.partial).toBe(true);
      expect((await call(business, '/api/jobs-events/insights/2026-08')).body.partial).toBe(false);
    } finally {
      clock.now = real;
    }
  });
});
