import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import type { StripeFake } from '@stave/stripe-fake';
import { startBillingOnStripe } from './billing-on-stripe';

const APP = 'http://app.stave.test';

// Payouts accounts (docs/bookings.md § Money): Stripe Connect Express onboarding on the Stripe test server, driven by the
// real stripe SDK, on real Postgres and Kafka; what Stripe says read from Stripe, whatever the browser or the events say.
describe('billing: payouts accounts on Stripe Connect', () => {
  let fake: StripeFake;
  let billing: ServiceWithMembers;

  beforeAll(async () => {
    ({ fake, billing } = await startBillingOnStripe('payouts', { PUBLIC_APP_URL: APP }));
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  const call = (member: Member, method: string, path: string) => billing.call(method, path, { token: member.token });
  const account = async (member: Member) => (await call(member, 'GET', '/api/billing/payouts')).body;
  const announced = async (member: Member) =>
    (
      await billing.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'billing.payout-account.changed.v1' AND key = $1 ORDER BY id`, [
        String(member.id),
      ])
    ).rows.map((row: { payload: { version: number; chargesEnabled: boolean; payoutsEnabled: boolean } }) => [
      row.payload.version,
      row.payload.chargesEnabled,
      row.payload.payoutsEnabled,
    ]);
  const stripeAccountOf = async (member: Member) =>
    (await billing.db.query(`SELECT stripe_account_id AS id FROM payout_accounts WHERE user_id = $1`, [member.id])).rows[0]?.id as string | undefined;
  // The member's browser on Stripe's onboarding page: it opens the link, then presses Complete.
  const complete = async (url: string) => {
    expect((await fetch(url)).status).toBe(200);
    return fetch(`${url}/complete`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ first_name: 'Ben', last_name: 'Bass' }) });
  };

  it('onboards a member once whatever the clicks, and believes Stripe, not the return to Stave', async () => {
    const member = await billing.member();
    expect(await account(member)).toEqual({
      status: 'none',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirements: { currentlyDue: [], pastDue: [], pendingVerification: [], currentDeadline: null, disabledReason: null },
      updatedAt: null,
    });
    // Two clicks at once: one account at Stripe, two links to it.
    const [first, second] = await Promise.all([
      call(member, 'POST', '/api/billing/payouts/onboarding'),
      call(member, 'POST', '/api/billing/payouts/onboarding'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await billing.db.query(`SELECT count(*)::int AS n FROM payout_accounts WHERE user_id = $1`, [member.id])).rows[0].n).toBe(1);
    expect(Date.parse(first.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    // Leaving without finishing returns to Stave: still onboarding, whatever the URL says.
    fake.delivery = 'hold';
    expect((await call(member, 'POST', '/api/billing/payouts/sync')).body).toMatchObject({ status: 'onboarding', chargesEnabled: false });
    const done = await complete(first.body.url);
    expect([done.status, done.headers.get('location')]).toEqual([303, `${APP}/settings/payouts?return=true`]);
    // The return syncs before the webhook arrives.
    expect((await call(member, 'POST', '/api/billing/payouts/sync')).body).toMatchObject({
      status: 'active',
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    // A used link sends the browser to refresh (where the screen asks for a new one).
    const reused = await fetch(first.body.url, { redirect: 'manual' });
    expect(reused.headers.get('location')).toBe(`${APP}/settings/payouts?refresh=true`);
    // The held account.updated, delivered twice, changes nothing more.
    for (const event of fake.held()) {
      await fake.deliver(event);
      await fake.deliver(event);
    }
    // Announced once, when the member could first be paid (version 1 was Stripe's list of what it needed).
    expect(await announced(member)).toEqual([[2, true, true]]);
  });

  it('follows Stripe when it asks for more and when the account leaves Stave, announcing whether they can be paid when it changes', async () => {
    const member = await billing.member();
    fake.delivery = 'immediate';
    const { url } = (await call(member, 'POST', '/api/billing/payouts/onboarding')).body;
    await complete(url);
    await fake.settle();
    const accountId = (await stripeAccountOf(member))!;

    fake.requireMore(accountId, ['individual.verification.document']);
    await fake.settle();
    expect(await account(member)).toMatchObject({
      status: 'restricted',
      chargesEnabled: false,
      requirements: { currentlyDue: ['individual.verification.document'] },
    });
    fake.deauthorize(accountId);
    await fake.settle();
    expect(await account(member)).toMatchObject({ status: 'disconnected', chargesEnabled: false, payoutsEnabled: false });
    // Announced when whether the member can be paid changed: not again when an account already stopped leaves.
    expect(await announced(member)).toEqual([
      [1, true, true],
      [2, false, false],
    ]);
    // Set up again: a new account in its place.
    const again = await call(member, 'POST', '/api/billing/payouts/onboarding');
    expect(again.status).toBe(200);
    expect(await stripeAccountOf(member)).not.toBe(accountId);
    expect((await account(member)).status).toBe('onboarding');
  });

  it('refuses a forged account event, and one for an account Stave does not know changes nothing', async () => {
    const forged = await fetch(`${billing.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: JSON.stringify({ id: 'evt_forged', type: 'account.updated', account: 'acct_x', data: { object: { id: 'acct_x', charges_enabled: true } } }),
    });
    expect(forged.status).toBe(400);
  });
});
