import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock, Database } from '@stave/platform';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import type { StripeFake } from '@stave/stripe-fake';
import { startBillingOnStripe } from './billing-on-stripe';
import { BookingPaymentsService } from '../src/booking-payments/booking-payments.service';

const APP = 'http://app.stave.test';
const DAY_MS = 86_400_000;
const FEE = 20_000;
const DEPOSIT = 5_000;
// BOOKING_FEE_PERCENT below: what the hirer pays on top of each share.
const BOOKING_FEE = (pence: number) => Math.round(pence * 0.05);

type Status = 'offered' | 'accepted' | 'confirmed' | 'completed' | 'paid' | 'cancelled' | 'issue';
type Charge = {
  kind: string;
  status: string;
  amountPence: number;
  totalPence: number;
  refundedPence: number;
  dueAt: string | null;
  failure: string | null;
  disputed: string | null;
};

// A booking's money through Stripe Connect (docs/bookings.md § Money), on the Stripe test server driven by the real
// stripe SDK, real Postgres and Kafka. The booking's moves arrive as jobs-events announces them (its events published on
// Kafka here); what billing announces back is read from its outbox (jobs-events' side of it: bookings.int-spec.ts).
describe('billing: deposits, balances, refunds and disputes of bookings', () => {
  let fake: StripeFake;
  let billing: ServiceWithMembers;
  let payments: BookingPaymentsService;
  let nextBooking = 4_000_000 + Math.floor(Math.random() * 1_000_000);
  const versions = new Map<number, number>();

  beforeAll(async () => {
    ({ fake, billing } = await startBillingOnStripe('bookings', {
      PUBLIC_APP_URL: APP,
      BOOKING_FEE_PERCENT: '5',
      BOOKING_BALANCE_AFTER_DAYS: '3',
      PAYMENTS_STAFF: '7777001',
    }));
    payments = billing.service.app.get(BookingPaymentsService);
  });

  afterEach(() => {
    fake.delivery = 'immediate';
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await fake?.close();
    await billing?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => billing.call(method, path, { token: member.token, body });
  const view = async (member: Member, id: number) =>
    (await call(member, 'GET', `/api/billing/bookings/${id}/payment`)).body as {
      charges: Charge[];
      paidPence: number;
      cardSaved: boolean;
      payeeReady: boolean;
    };
  const charge = async (member: Member, id: number, kind: string) => (await view(member, id)).charges.find((c) => c.kind === kind);
  const at = (instant: Date) => jest.spyOn(billing.service.app.get(Clock), 'now').mockReturnValue(instant);

  // A musician whose payouts account is active (Stripe onboarding completed in the browser).
  const payee = async () => {
    const musician = await billing.member({ name: 'Bassist Ben' });
    const { url } = (await call(musician, 'POST', '/api/billing/payouts/onboarding')).body as { url: string };
    await fetch(url);
    await fetch(`${url}/complete`, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ first_name: 'Ben' }) });
    await call(musician, 'POST', '/api/billing/payouts/sync');
    const account = (await billing.db.query(`SELECT stripe_account_id AS id FROM payout_accounts WHERE user_id = $1`, [musician.id])).rows[0].id as string;
    return { musician, account };
  };

  // jobs-events announcing a move of the booking (its next version), and billing having applied it.
  const move = async (
    booking: { id: number; hirer: Member; musician: Member; startsAt: Date; terms?: { feeDuePence?: number } },
    status: Status,
    feeDuePence: number | null = null,
  ) => {
    const version = (versions.get(booking.id) ?? 0) + 1;
    versions.set(booking.id, version);
    await billing.publish(
      'jobs-events.booking.changed.v1',
      booking.id,
      {
        bookingId: booking.id,
        hirerId: booking.hirer.id,
        musicianId: booking.musician.id,
        byId: null,
        status,
        role: 'Bass (electric)',
        startsAt: booking.startsAt.toISOString(),
        endsAt: new Date(booking.startsAt.getTime() + 4 * 3_600_000).toISOString(),
        feePence: FEE,
        depositPence: DEPOSIT,
        feeDuePence,
        note: null,
        version,
      },
      'jobs-events',
    );
    await until(
      async () => (await billing.db.query(`SELECT booking_version AS v FROM booking_payments WHERE booking_id = $1`, [booking.id])).rows[0]?.v === version,
    );
  };
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('billing did not catch up');
  };
  // What billing announced of the booking's money, in order: [kind, outcome, the musician's share].
  const announced = async (id: number) =>
    (
      await billing.db.query(`SELECT payload -> 'payload' AS p FROM outbox WHERE name = 'billing.booking-payment.changed.v1' AND key = $1 ORDER BY id`, [
        String(id),
      ])
    ).rows.map((row: { p: { kind: string; outcome: string; amountPence: number } }) => [row.p.kind, row.p.outcome, row.p.amountPence]);
  const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

  // A booking accepted with a deposit to pay, `days` from now.
  const accepted = async (days = 30) => {
    const hirer = await billing.member({ name: 'Fixer Fran' });
    const { musician, account } = await payee();
    const booking = { id: nextBooking++, hirer, musician, startsAt: new Date(Date.now() + days * DAY_MS), account };
    await move(booking, 'offered');
    await move(booking, 'accepted');
    return booking;
  };
  // …and its deposit paid on Stripe's page (the card saved for the balance), confirmed.
  const confirmed = async (days = 30) => {
    const booking = await accepted(days);
    const { url } = (await call(booking.hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' })).body as { url: string };
    fake.payCheckout(sessionOf(url), 'pay');
    await fake.settle();
    expect(await charge(booking.hirer, booking.id, 'deposit')).toMatchObject({ status: 'paid' });
    await move(booking, 'confirmed');
    return booking;
  };

  it('takes the deposit on Stripe’s page, then the balance from the saved card after the engagement, each to the musician with Stave’s fee on top', async () => {
    const booking = await accepted();
    const { hirer, musician, account } = booking;
    const stranger = await billing.member();

    const deposit = {
      kind: 'deposit',
      status: 'due',
      amountPence: DEPOSIT,
      totalPence: DEPOSIT + BOOKING_FEE(DEPOSIT),
      refundedPence: 0,
      paidAt: null,
      disputed: null,
    };
    expect((await view(hirer, booking.id)).charges).toEqual([expect.objectContaining(deposit)]);
    expect((await view(musician, booking.id)).charges).toEqual([expect.objectContaining(deposit)]);
    const [seen, paidByStranger, paidByMusician] = await Promise.all([
      call(stranger, 'GET', `/api/billing/bookings/${booking.id}/payment`),
      call(stranger, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' }),
      call(musician, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' }),
    ]);
    expect([seen.status, seen.body.code, paidByStranger.status, paidByMusician.status, paidByMusician.body.code]).toEqual([
      404,
      'BOOKING_PAYMENT_NOT_FOUND',
      404,
      403,
      'BOOKING_NOT_HIRER',
    ]);
    expect((await call(hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'balance' })).body.code).toBe('BOOKING_NOTHING_TO_PAY');

    // Two clicks: one page.
    const [first, second] = await Promise.all([
      call(hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' }),
      call(hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' }),
    ]);
    expect(first.body.url).toBe(second.body.url);
    const session = sessionOf(first.body.url);

    // A declined card: not paid, both told (announced for jobs-events' timeline and the bell); the page stays open.
    fake.payCheckout(session, 'decline');
    await fake.settle();
    expect(await charge(hirer, booking.id, 'deposit')).toMatchObject({ status: 'failed', failure: expect.stringContaining('declined') });
    expect(await announced(booking.id)).toEqual([['deposit', 'failed', DEPOSIT]]);
    expect((await call(hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'deposit' })).body.url).toBe(first.body.url);

    // Paid with another card: the events held, the return to Stave reads Stripe before they arrive.
    fake.delivery = 'hold';
    expect(fake.payCheckout(session, 'pay').status).toBe('succeeded');
    const back = await call(hirer, 'POST', `/api/billing/bookings/${booking.id}/payment/sync`, { sessionId: session });
    expect(back.body).toMatchObject({ paidPence: DEPOSIT, cardSaved: true, charges: [expect.objectContaining({ kind: 'deposit', status: 'paid' })] });
    // Every held event delivered twice, newest first: nothing changes, the deposit announced paid once.
    await fake.deliverHeld({ order: 'reverse', times: 2 });
    expect(await announced(booking.id)).toEqual([
      ['deposit', 'failed', DEPOSIT],
      ['deposit', 'paid', DEPOSIT],
    ]);
    expect(fake.balanceOf(account)).toBe(DEPOSIT);
    // Another member's session is not this booking's.
    expect((await call(stranger, 'POST', `/api/billing/bookings/${booking.id}/payment/sync`, { sessionId: session })).status).toBe(404);

    // The engagement ends: the balance is scheduled from the saved card, three days after.
    await move(booking, 'confirmed');
    await move(booking, 'completed');
    const balance = await charge(hirer, booking.id, 'balance');
    expect(balance).toMatchObject({ status: 'scheduled', amountPence: FEE - DEPOSIT, totalPence: FEE - DEPOSIT + BOOKING_FEE(FEE - DEPOSIT) });
    expect(Date.parse(balance!.dueAt!) - (booking.startsAt.getTime() + 4 * 3_600_000)).toBe(3 * DAY_MS);
    expect(await payments.chargeDue()).toBe(0);
    at(new Date(Date.parse(balance!.dueAt!) + 1000));
    // Two workers at once charge it once.
    await Promise.all([payments.chargeDue(), payments.chargeDue()]);
    await fake.settle();
    expect(await charge(hirer, booking.id, 'balance')).toMatchObject({ status: 'paid' });
    expect(fake.balanceOf(account)).toBe(FEE);
    expect(await announced(booking.id)).toEqual([
      ['deposit', 'failed', DEPOSIT],
      ['deposit', 'paid', DEPOSIT],
      ['balance', 'paid', FEE - DEPOSIT],
    ]);
    // Settled: the musician's invoice for the fee, numbered, to both sides and no one else.
    const invoice = await call(musician, 'GET', `/api/billing/bookings/${booking.id}/invoice`);
    expect(invoice.body).toMatchObject({
      number: `STV-${musician.id}-0001`,
      side: 'musician',
      totalPence: FEE,
      vatPence: 0,
      lines: [
        { description: 'Deposit', amountPence: DEPOSIT },
        { description: 'Balance of the fee', amountPence: FEE - DEPOSIT },
      ],
    });
    expect((await call(hirer, 'GET', `/api/billing/bookings/${booking.id}/invoice`)).body).toMatchObject({ number: invoice.body.number, side: 'hirer' });
    expect((await call(stranger, 'GET', `/api/billing/bookings/${booking.id}/invoice`)).status).toBe(404);
  });

  it('refunds by the schedule what a cancellation leaves undue, and charges what it makes due beyond the deposit', async () => {
    // Cancelled before the deposit was paid: nothing is owed either way, the deposit no longer payable.
    const unpaid = await accepted();
    await move(unpaid, 'cancelled', 0);
    expect(await charge(unpaid.hirer, unpaid.id, 'deposit')).toMatchObject({ status: 'void' });
    expect((await call(unpaid.hirer, 'POST', `/api/billing/bookings/${unpaid.id}/pay`, { charge: 'deposit' })).body.code).toBe('BOOKING_NOTHING_TO_PAY');

    // Nothing due (the musician cancelled, or early enough): the deposit goes back in full, the transfer reversed.
    const early = await confirmed();
    await move(early, 'cancelled', 0);
    expect(await charge(early.hirer, early.id, 'deposit')).toMatchObject({ status: 'paid', refundedPence: DEPOSIT });
    expect(fake.balanceOf(early.account)).toBe(0);

    // Half the fee due (£100): the £50 deposit kept, £50 more charged from the saved card at once.
    const half = await confirmed();
    await move(half, 'cancelled', FEE / 2);
    expect(await charge(half.hirer, half.id, 'balance')).toMatchObject({ status: 'scheduled', amountPence: FEE / 2 - DEPOSIT });
    await payments.chargeDue();
    await fake.settle();
    expect(await charge(half.hirer, half.id, 'balance')).toMatchObject({ status: 'paid' });
    expect(fake.balanceOf(half.account)).toBe(FEE / 2);
    expect((await call(half.musician, 'GET', `/api/billing/bookings/${half.id}/invoice`)).body).toMatchObject({
      totalPence: FEE / 2,
      lines: [
        { description: 'Deposit (kept on cancellation)', amountPence: DEPOSIT },
        { description: 'Cancellation fee', amountPence: FEE / 2 - DEPOSIT },
      ],
    });
    // Nothing kept, nothing to invoice.
    expect((await call(early.musician, 'GET', `/api/billing/bookings/${early.id}/invoice`)).status).toBe(404);

    // £20 due: £30 of the deposit refunded, with its share of Stave's fee.
    const little = await confirmed();
    await move(little, 'cancelled', 2_000);
    expect(await charge(little.hirer, little.id, 'deposit')).toMatchObject({ refundedPence: 3_000 });
    expect(fake.balanceOf(little.account)).toBe(2_000);
    expect(await announced(little.id)).toEqual([
      ['deposit', 'paid', DEPOSIT],
      ['deposit', 'refunded', 3_000],
    ]);
    // The cancellation delivered again (at least once) refunds nothing more.
    versions.set(little.id, versions.get(little.id)! - 1);
    await billing.publish(
      'jobs-events.booking.changed.v1',
      little.id,
      {
        bookingId: little.id,
        hirerId: little.hirer.id,
        musicianId: little.musician.id,
        byId: null,
        status: 'cancelled',
        role: 'Bass (electric)',
        startsAt: little.startsAt.toISOString(),
        endsAt: new Date(little.startsAt.getTime() + 4 * 3_600_000).toISOString(),
        feePence: FEE,
        depositPence: DEPOSIT,
        feeDuePence: 2_000,
        version: versions.get(little.id)! + 1,
      },
      'jobs-events',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fake.balanceOf(little.account)).toBe(2_000);
  });

  it('never takes a deposit twice, refunds one paid after the booking was cancelled, and leaves a failed off-session balance to the hirer', async () => {
    // A deposit paid on a page while the booking is cancelled: refunded in full when it lands.
    const racing = await accepted();
    const { url } = (await call(racing.hirer, 'POST', `/api/billing/bookings/${racing.id}/pay`, { charge: 'deposit' })).body as { url: string };
    await move(racing, 'cancelled', 0);
    fake.payCheckout(sessionOf(url), 'pay');
    await fake.settle();
    expect(await charge(racing.hirer, racing.id, 'deposit')).toMatchObject({ status: 'paid', refundedPence: DEPOSIT });
    expect(fake.balanceOf(racing.account)).toBe(0);

    // The bank wants the hirer for the balance (3-D Secure off-session): both told, the hirer pays on a page.
    const booking = await confirmed();
    await move(booking, 'completed');
    const customer = (await billing.db.query(`SELECT customer_id AS c FROM booking_payments WHERE booking_id = $1`, [booking.id])).rows[0].c as string;
    fake.declinePayments(customer, 'authentication_required');
    at(new Date(booking.startsAt.getTime() + 4 * DAY_MS));
    await payments.chargeDue();
    await fake.settle();
    expect(await charge(booking.hirer, booking.id, 'balance')).toMatchObject({ status: 'requires_action' });
    expect((await announced(booking.id)).at(-1)).toEqual(['balance', 'failed', FEE - DEPOSIT]);
    fake.declinePayments(customer, false);
    const page = (await call(booking.hirer, 'POST', `/api/billing/bookings/${booking.id}/pay`, { charge: 'balance' })).body as { url: string };
    fake.payCheckout(sessionOf(page.url), 'pay');
    await fake.settle();
    expect(await charge(booking.hirer, booking.id, 'balance')).toMatchObject({ status: 'paid' });
    expect(fake.balanceOf(booking.account)).toBe(FEE);
    expect(await payments.chargeDue()).toBe(0);

    // The musician's account disconnected: the hirer cannot pay into it.
    const gone = await accepted();
    fake.deauthorize(gone.account);
    await fake.settle();
    const refused = await call(gone.hirer, 'POST', `/api/billing/bookings/${gone.id}/pay`, { charge: 'deposit' });
    expect([refused.status, refused.body.code]).toEqual([409, 'BOOKING_PAYEE_NOT_READY']);
    expect((await view(gone.hirer, gone.id)).payeeReady).toBe(false);
  });

  it('holds the musician’s share of a disputed payment and the balance, lists it for the payments team, and settles it with the dispute', async () => {
    const booking = await confirmed();
    const staff = await billing.member({ id: 7_777_001 });
    const chargeId = (await billing.db.query(`SELECT charge_id AS c FROM booking_charges WHERE booking_id = $1`, [booking.id])).rows[0].c as string;
    const dispute = fake.dispute(chargeId, { reason: 'fraudulent' });
    await fake.settle();
    expect(await charge(booking.hirer, booking.id, 'deposit')).toMatchObject({ disputed: 'open' });
    expect(fake.balanceOf(booking.account)).toBe(0);
    await move(booking, 'completed');
    expect(await charge(booking.hirer, booking.id, 'balance')).toMatchObject({ status: 'due' });

    const queue = await call(staff, 'GET', '/api/billing/booking-disputes');
    expect(queue.body).toContainEqual(expect.objectContaining({ bookingId: booking.id, kind: 'deposit', amountPence: DEPOSIT, status: 'open' }));
    const refused = await call(booking.hirer, 'GET', '/api/billing/booking-disputes');
    expect([refused.status, refused.body.code]).toEqual([403, 'BOOKING_DISPUTES_STAFF_ONLY']);

    fake.closeDispute(dispute.id, 'won');
    await fake.settle();
    expect(await charge(booking.hirer, booking.id, 'deposit')).toMatchObject({ disputed: 'won' });
    expect(fake.balanceOf(booking.account)).toBe(DEPOSIT);
    expect((await announced(booking.id)).slice(1)).toEqual([
      ['deposit', 'disputed', DEPOSIT],
      ['deposit', 'dispute-won', DEPOSIT],
    ]);
  });

  it('keeps an erased hirer’s booking money as the musician’s record, without them or their card', async () => {
    const booking = await confirmed();
    expect(await payments.exportMember(billing.service.app.get(Database).pool, booking.hirer.id)).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        side: 'hirer',
        charges: [expect.objectContaining({ kind: 'deposit', status: 'paid', amountPence: DEPOSIT })],
      }),
    ]);
    const erased = await billing.publish('identity.user.erased.v1', booking.hirer.id, { userId: booking.hirer.id, erasedAt: new Date().toISOString() });
    await until(async () => (await billing.db.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [erased])).rowCount === 1);
    const row = (await billing.db.query(`SELECT hirer_id, customer_id, payment_method_id FROM booking_payments WHERE booking_id = $1`, [booking.id])).rows[0];
    expect(row).toEqual({ hirer_id: null, customer_id: null, payment_method_id: null });
    expect(await charge(booking.musician, booking.id, 'deposit')).toMatchObject({ status: 'paid' });
    // With no card to take it from, the balance waits for a payment that can no longer come through Stave.
    await move({ ...booking, hirer: { ...booking.hirer, id: null as unknown as number } }, 'completed');
    expect(await charge(booking.musician, booking.id, 'balance')).toMatchObject({ status: 'due' });
  });

  it('refuses a forged, replayed or unsigned event before reading it', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_forged', metadata: { stave_booking_id: '1' } } },
    });
    const post = (signature?: string) =>
      fetch(`${billing.url}/api/billing/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
    const forged = await post(`t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`);
    const stale = await post(fake.sign(body, Math.floor(Date.now() / 1000) - 3600));
    const unsigned = await post();
    expect([forged.status, stale.status, unsigned.status]).toEqual([400, 400, 400]);
  });
});
