import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { INSIGHTS_HISTORY_MONTHS, shiftMonth } from '@stave/contracts';
import { londonMonthKey } from '@stave/platform';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { marketplaceService } from '../src/app.module';
import { SnapshotInsightsJob } from '../src/insights/jobs/snapshot-insights.job';

// Noon UTC on the 15th: inside the London month whatever the clocks do.
const midMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15, 12)).toISOString();

// The marketplace's part of the industry insight reports (docs/insights.md), on its own Postgres with
// members arriving from Kafka: a month's listings by top-level category with GBP price quartiles and the median's
// change, every figure from at least 5 sellers; Business only; a closed month kept as first computed; never a
// member's id, name or a listing's title.
describe('marketplace: industry insight reports', () => {
  let market: ServiceWithMembers;
  const current = londonMonthKey(new Date());
  const month = shiftMonth(current, -2);
  const before = shiftMonth(current, -3);
  const seeded: Array<Member & { name: string }> = [];
  const titles: string[] = [];
  let business: Member;

  beforeAll(async () => {
    market = await ServiceWithMembers.start(marketplaceService);
  });

  afterAll(async () => {
    await market?.stop();
  });

  const call = (member: Member, path: string) => market.call('GET', path, { token: member.token });
  const seller = async (tag: string) => {
    const suffix = randomInt(100_000, 999_999);
    const name = `Perpetua ${tag} Quillfeather${suffix}`;
    const member = { ...(await market.member({ username: `seller_${tag}_${suffix}`, name })), name };
    seeded.push(member);
    return member;
  };
  const list = async (member: Member, categoryId: number, price: number, inMonth: string | null = month, extra: Record<string, unknown> = {}) => {
    const title = `Heirloom instrument ${randomInt(100_000, 999_999)}`;
    titles.push(title);
    const answer = await market.call('POST', '/api/marketplace/listings', {
      token: member.token,
      body: { title, description: 'Well kept and gig ready, collection only.', price, categoryId, condition: 'good', location: 'Bristol', ...extra },
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as number;
    if (inMonth) await market.db.query(`UPDATE equipment_listings SET created_at = $2 WHERE id = $1`, [id, midMonth(inMonth)]);
    return id;
  };

  it('reports a month’s listings by category with GBP price quartiles from at least 5 sellers each, to Business members only', async () => {
    business = await market.member({ subscriptionTier: 'business' });
    const s: Member[] = [];
    const t: Member[] = [];
    for (const i of [1, 2, 3, 4, 5, 6, 7, 8]) s.push(await seller(`S${i}`));
    for (const i of [1, 2, 3, 4]) t.push(await seller(`T${i}`));

    const empty = await call(business, `/api/marketplace/insights/${shiftMonth(current, -20)}`);
    expect(empty).toMatchObject({ status: 200, body: { partial: false, gear: { currency: 'GBP', total: 0, sold: null, byCategory: [] } } });

    // Guitars & Basses (an electric guitar is one): six sellers in pounds, five of them sold, and one in dollars
    // (counted, not priced).
    const guitars = [];
    for (const [index, member] of s.slice(0, 6).entries()) guitars.push(await list(member, 101, (index + 1) * 100));
    for (const id of guitars.slice(0, 5)) {
      const sold = await market.call('POST', `/api/marketplace/listings/${id}/sold`, { token: s[guitars.indexOf(id)]!.token });
      expect(sold.status).toBe(200);
    }
    await list(s[6]!, 102, 2000, month, { currency: 'USD' });
    // Amps & Effects: five sellers.
    for (const [index, member] of s.slice(0, 5).entries()) await list(member, 203, 50 + index * 10);
    // Drums (four sellers) and a keyboard (one) are folded into Other together; a listing moderators hid is left out.
    for (const member of t) await list(member, 401, 800);
    await list(s[7]!, 301, 350);
    const hidden = await list(s[7]!, 101, 1);
    await market.db.query(`UPDATE equipment_listings SET status = 'hidden', hidden_reason = 'moderator' WHERE id = $1`, [hidden]);
    // The month before: five guitars.
    for (const [index, member] of s.slice(0, 5).entries()) await list(member, 103, (index + 1) * 100, before);

    const answer = await call(business, `/api/marketplace/insights/${month}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      month,
      partial: false,
      computedAt: expect.any(String),
      gear: {
        currency: 'GBP',
        total: 17,
        previousTotal: 5,
        change: 2.4,
        // Five sold (five sellers) and twelve not (twelve sellers).
        sold: 5,
        byCategory: [
          {
            categoryId: 1,
            category: 'Guitars & Basses',
            listings: 7,
            // Sold and unsold guitars split 5 sellers to 2: no category's sold count is shown (else the total minus
            // the others would give it away).
            sold: null,
            p25Price: 225,
            medianPrice: 350,
            p75Price: 475,
            previousMedianPrice: 300,
            medianChange: 0.167,
          },
          {
            categoryId: 2,
            category: 'Amps & Effects',
            listings: 5,
            sold: null,
            p25Price: 60,
            medianPrice: 70,
            p75Price: 80,
            previousMedianPrice: null,
            medianChange: null,
          },
          {
            categoryId: null,
            category: 'Other',
            listings: 5,
            sold: null,
            p25Price: null,
            medianPrice: null,
            p75Price: null,
            previousMedianPrice: null,
            medianChange: null,
          },
        ],
      },
    });

    const text = JSON.stringify(answer.body);
    for (const member of seeded) {
      expect(text).not.toContain(String(member.id));
      expect(text).not.toContain(member.username);
      expect(text).not.toContain(member.name);
    }
    for (const title of titles) expect(text).not.toContain(title);
    expect(text).not.toContain('Drums');
    expect(text).not.toContain('Bristol');

    expect((await call(business, '/api/marketplace/insights')).body).toEqual({ firstMonth: before });
  });

  it('keeps a closed month as first computed, however the data changes later', async () => {
    const first = await call(business, `/api/marketplace/insights/${month}`);
    expect((await market.db.query(`SELECT data -> 'gear' -> 'total' AS total FROM insight_snapshots WHERE month = $1`, [month])).rows).toEqual([{ total: 17 }]);

    for (const i of [1, 2, 3, 4, 5]) await list(await seller(`L${i}`), 401, 1200);
    await market.db.query(`UPDATE equipment_listings SET price = 5 WHERE created_at >= $1::timestamptz - interval '20 days'`, [midMonth(month)]);

    expect((await call(business, `/api/marketplace/insights/${month}`)).body).toEqual(first.body);
  });

  it('computes the current month live, marked partial, and stores the month just ended on the 1st', async () => {
    const live = await call(business, `/api/marketplace/insights/${current}`);
    expect(live).toMatchObject({ status: 200, body: { month: current, partial: true } });
    for (const i of [1, 2, 3, 4, 5]) await list(await seller(`N${i}`), 201, 100 * i, null);
    const after = await call(business, `/api/marketplace/insights/${current}`);
    expect(after.body.gear.total).toBe((live.body.gear.total ?? 0) + 5);
    expect(after.body.gear.byCategory).toContainEqual(expect.objectContaining({ category: 'Amps & Effects', listings: 5, medianPrice: 300 }));
    expect((await market.db.query(`SELECT 1 FROM insight_snapshots WHERE month = $1`, [current])).rowCount).toBe(0);

    await market.service.app
      .get(SnapshotInsightsJob)
      .run({}, { id: 'test', name: 'marketplace.insights.snapshot', attempt: 1, signal: new AbortController().signal });
    expect((await market.db.query(`SELECT 1 FROM insight_snapshots WHERE month = $1`, [shiftMonth(current, -1)])).rowCount).toBe(1);
    expect((await market.db.query(`SELECT cron FROM pgboss.schedule WHERE name = 'marketplace.insights.snapshot'`)).rows).toEqual([{ cron: '20 0 1 * *' }]);
  });

  it('refuses free and pro members, a future month and one older than the history kept', async () => {
    for (const subscriptionTier of ['free', 'pro'] as const) {
      const member = await market.member({ subscriptionTier });
      for (const path of [`/api/marketplace/insights/${month}`, '/api/marketplace/insights']) {
        expect(await call(member, path)).toMatchObject({
          status: 403,
          body: { code: 'INSIGHTS_BUSINESS_ONLY', message: expect.stringContaining('Business plan') },
        });
      }
    }
    expect(await call(business, `/api/marketplace/insights/${shiftMonth(current, 1)}`)).toMatchObject({
      status: 400,
      body: { code: 'INSIGHTS_MONTH_IN_FUTURE' },
    });
    expect(await call(business, `/api/marketplace/insights/${shiftMonth(current, -INSIGHTS_HISTORY_MONTHS - 1)}`)).toMatchObject({
      status: 404,
      body: { code: 'INSIGHTS_MONTH_TOO_OLD' },
    });
    expect((await call(business, '/api/marketplace/insights/2026-00')).status).toBe(400);
  });
});
