import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { okAs, settled } from '../lib/api.mjs';
import { until } from '../lib/billing.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot } from '../lib/identity.mjs';
import { withServiceDatabase } from '../lib/database.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'bookings: a hirer posts a job, a musician applies, the hirer shortlists him and offers a booking with a deposit from the applicant list (the offer form); the musician follows the bell line, accepts, and sets up payouts on Stripe’s onboarding page; the hirer pays the deposit on Stripe’s page (confirmed); the engagement ends (its dates moved back a month), the hirer pays the balance (paid) and the invoice is there; the booking under Past on a phone; screenshots of the booking page (desktop) and the Bookings list (360 px)';

// The bookings sweeper completes an engagement on the minute after its end: the spec waits for it.
export const timeoutMs = 240_000;

const RUN = Date.now().toString(36);
const JOB = `Dep keys for a wedding band ${RUN}`;
const ROLE = `Dep keys ${RUN}`;

// Four weeks from today in London, as the date input takes it.
function engagementDate() {
  const day = new Date(Date.now() + 28 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

export async function run({ browser, baseUrl, screenshot, dataDir }) {
  const jo = await socialMember(baseUrl, { name: 'Jo Whitfield', type: 'producer', location: 'York' });
  const sam = await socialMember(baseUrl, { name: 'Sam Adeyemi', type: 'musician', location: 'Leeds', skills: ['Keys'] });
  const job = await okAs(baseUrl, 'POST', '/api/jobs', jo, {
    body: {
      title: JOB,
      description: 'Two sets at a wedding in York; pads and piano sounds, a short rehearsal on the day.',
      location: 'York',
      type: 'freelance',
    },
  });
  await okAs(baseUrl, 'POST', '/api/jobs/apply', sam, { body: { jobId: job.id, message: 'Happy to dep; I have played with the band before.' } });
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));

  // Jo shortlists Sam and offers him a booking from the applicant list.
  const joApp = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  let bookingId;
  try {
    const page = joApp.page;
    await page.goto('/jobs?view=mine');
    await page.getByTestId('job-card').filter({ hasText: JOB }).getByRole('button', { name: 'Applicants (1)' }).click();
    const applicants = page.getByRole('dialog', { name: 'Applicants' });
    const applicant = applicants.getByTestId('applicant').filter({ hasText: 'Sam Adeyemi' });
    await applicant.getByRole('button', { name: 'Shortlist Sam Adeyemi' }).click();
    await applicant.getByTestId('application-status').getByText('Shortlisted').waitFor();
    await applicant.getByRole('button', { name: 'Offer a booking to Sam Adeyemi' }).click();

    const form = page.getByRole('dialog', { name: 'Offer a booking' });
    await form.getByTestId('offer-default-terms').getByText('Full fee due once confirmed (Musicians’ Union standard)').waitFor();
    // Sent empty: the contract's words beside the fields, nothing sent.
    await form.getByRole('button', { name: 'Send offer' }).click();
    await form.getByText('Say what the booking is for (a role or instrument)').waitFor();
    await form.getByLabel('Role').fill(ROLE);
    await form.getByLabel('Date').fill(engagementDate());
    await form.getByLabel('Call time').fill('18:30');
    await form.getByRole('button', { name: 'Add a set' }).click();
    await form.getByLabel('Set 1 starts').fill('19:30');
    await form.getByLabel('Set 1 ends').fill('20:30');
    await form.getByLabel('End time').fill('23:45');
    await form.getByLabel('Venue').fill('The Merchant Adventurers’ Hall');
    await form.getByLabel('Postcode').fill('yo1 9xd');
    await form.getByLabel(/^Address/).fill('Fossgate, York');
    await form.getByLabel('Fee (£)').fill('275');
    await form.getByRole('checkbox', { name: 'Travel' }).check();
    await form.getByRole('checkbox', { name: 'Meals' }).check();
    await form.getByLabel('Deposit', { exact: true }).selectOption('amount');
    await form.getByLabel('Deposit (£)').fill('75');
    await form.getByLabel(/^Dress/).fill('Black tie');
    const offered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send offer' }).click();
    const answer = await offered;
    assert.equal(answer.status(), 201, 'the offer is made');
    bookingId = (await answer.json()).id;
    await expectToast(page, 'Booking offered');
    await page.waitForURL((url) => url.pathname === `/bookings/${bookingId}`);
    await page.getByRole('heading', { level: 1, name: ROLE }).waitFor();
    await page.getByTestId('booking-status').getByText('Offer').waitFor();
    await page.getByRole('button', { name: 'Withdraw offer' }).waitFor();
    joApp.assertNoErrors();
  } catch (error) {
    throw await joApp.explain(error);
  } finally {
    await joApp.close();
  }

  // Sam's bell says so (social hears the booking's event); the line opens the booking, which he accepts.
  await until(async () => {
    const { json: lines } = await fetchJson(baseUrl, '/api/notifications', sam);
    return Array.isArray(lines) && lines.some((line) => line.subtype === 'booking' && line.relatedId === bookingId);
  }, 'the booking offer to reach the bell');
  const samApp = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce', viewport: { width: 1440, height: 1000 } });
  try {
    const page = samApp.page;
    await page.goto('/dashboard');
    await page.getByRole('banner').getByTestId('notification-bell').click();
    await page.getByTestId('notification-item').filter({ hasText: 'offered you a booking' }).click();
    await page.waitForURL((url) => url.pathname === `/bookings/${bookingId}`);
    await page.getByRole('heading', { level: 1, name: ROLE }).waitFor();
    const terms = page.getByTestId('booking-terms');
    await terms.getByText('£275.00 per gig').waitFor();
    await terms.getByText('Includes travel, meals').waitFor();
    await terms.getByText('Set 1: 19:30–20:30').waitFor();
    await terms.getByText('YO1 9XD', { exact: false }).waitFor();
    await page.getByTestId('booking-cancellation-terms').getByText('Full fee due once confirmed (Musicians’ Union standard)').waitFor();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectToast(page, 'Booking accepted');
    // A deposit is due: accepted until the hirer pays it, which Stripe can't do before Sam has a payouts account.
    await page.getByTestId('booking-status').getByText('Accepted').waitFor();
    await page.getByTestId('booking-charge-deposit').getByText('£75.00 to you').waitFor();
    await page.getByRole('link', { name: 'Set up payouts' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/payouts');
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    // Stripe's onboarding page (the Stripe test server's), then back to Stave, which asks Stripe.
    await page.getByRole('button', { name: 'Complete onboarding' }).waitFor();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Adeyemi');
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/payouts' && url.origin === new URL(baseUrl).origin);
    await page.getByText('You can be paid through Stave.').waitFor();
    await page.goto(`/bookings/${bookingId}`);
    await page.getByTestId('booking-charge-deposit').getByText('Waiting for the hirer to pay').waitFor();
    // Bookings joined the top navigation: at 1024 px its eight items still fit beside the header's buttons.
    await page.setViewportSize({ width: 1024, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Bookings', exact: true }).getAttribute('aria-current'), 'page');
    const lastItem = await nav.getByRole('link', { name: 'Marketplace', exact: true }).boundingBox();
    const bell = await page.getByRole('banner').getByTestId('notification-bell').boundingBox();
    const signOut = await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).boundingBox();
    assert.ok(lastItem.x + lastItem.width <= bell.x, `the navigation (to ${lastItem.x + lastItem.width}) runs into the bell (at ${bell.x})`);
    assert.ok(signOut.x + signOut.width <= 1024, `Sign out ends at ${signOut.x + signOut.width}, past 1024 px`);
    samApp.assertNoErrors();
  } catch (error) {
    throw await samApp.explain(error);
  } finally {
    await samApp.close();
  }

  // Jo pays the deposit on Stripe's page: Stave reads the payment back from Stripe and the booking is confirmed.
  const joDesk = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce', viewport: { width: 1440, height: 1000 } });
  const timings = {};
  try {
    const page = joDesk.page;
    // Through Stripe's page: the Stripe test server's Checkout, its Pay button, and back to the booking.
    const payOnStripe = async (label, what) => {
      const started = Date.now();
      await page.getByRole('button', { name: label }).click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/bookings/${bookingId}` && url.origin === new URL(baseUrl).origin);
      await expectToast(page, 'Payment received');
      timings[what] = Date.now() - started;
    };
    await page.goto(`/bookings/${bookingId}`);
    const deposit = page.getByTestId('booking-charge-deposit');
    await deposit.getByText('£75.00 to Sam Adeyemi + £3.00 Stave booking fee').waitFor();
    await payOnStripe('Pay deposit · £78.00', 'deposit: Pay → Stripe’s page → back, read from Stripe');
    let started = Date.now();
    await page.getByTestId('booking-status').getByText('Confirmed').waitFor({ timeout: 15_000 });
    timings['deposit paid → booking confirmed on the page'] = Date.now() - started;
    await page.getByTestId('booking-timeline').getByText('Confirmed by Stave').waitFor();
    await deposit.getByText(/^Paid /).waitFor();

    // The engagement is over: its dates moved back a month (as the integration tests move the clock), and the
    // bookings sweeper completes it on its next minute.
    await withServiceDatabase(dataDir, 'jobs-events', (db) =>
      db.query(`UPDATE bookings SET date = date - 30, starts_at = starts_at - interval '30 days', ends_at = ends_at - interval '30 days' WHERE id = $1`, [
        bookingId,
      ]),
    );
    started = Date.now();
    await until(
      async () => (await fetchJson(baseUrl, `/api/bookings/${bookingId}`, jo)).json?.status === 'completed',
      'the sweeper to complete the engagement',
      90_000,
    );
    timings['engagement end → completed (the sweeper, every minute)'] = Date.now() - started;
    started = Date.now();
    await until(
      async () => (await fetchJson(baseUrl, `/api/billing/bookings/${bookingId}/payment`, jo)).json?.charges?.some((c) => c.kind === 'balance'),
      'billing to schedule the balance',
    );
    timings['completed → balance scheduled in billing'] = Date.now() - started;
    await page.reload();
    const balance = page.getByTestId('booking-charge-balance');
    await balance.getByText('Taken from the card saved with the deposit on', { exact: false }).waitFor();
    // Jo pays it now rather than waiting for the saved card to be charged three days after the end.
    await payOnStripe('Pay balance · £208.00', 'balance: Pay → Stripe’s page → back, read from Stripe');
    started = Date.now();
    await page.getByTestId('booking-status').getByText('Paid').waitFor({ timeout: 15_000 });
    timings['balance paid → booking paid on the page'] = Date.now() - started;
    await page.getByTestId('booking-timeline').getByText('Fee of £200.00 paid').waitFor();
    started = Date.now();
    await page.getByTestId('booking-invoice-link').waitFor({ timeout: 15_000 });
    timings['paid → invoice shown'] = Date.now() - started;
    assert.match(await page.getByTestId('booking-invoice-link').innerText(), new RegExp(`Download invoice STV-${sam.user.id}-0001`));
    // The page as Jo finds it later (no toast over it).
    await page.reload();
    await page.getByTestId('booking-invoice-link').waitFor();
    await settled(page);
    await page.mouse.move(0, 0);
    await settleForScreenshot(page);
    await screenshot(page, 'bookings-booking-desktop-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the booking page');
    console.log(`    66 timings (ms): ${JSON.stringify(timings)}`);
    joDesk.assertNoErrors();
  } catch (error) {
    throw await joDesk.explain(error);
  } finally {
    await joDesk.close();
  }

  // Jo finds it under Past, paid, on a phone.

  const joPhone = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce', viewport: { width: 360, height: 780 } });
  try {
    const page = joPhone.page;
    await page.goto('/bookings?as=hirer&view=past');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    assert.equal(await page.getByRole('tab', { name: 'As a hirer' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected'), 'true');
    const card = page.getByTestId('booking-card').filter({ hasText: ROLE });
    await card.getByTestId('booking-status').getByText('Paid').waitFor();
    await card.getByText('Sam Adeyemi').waitFor();
    await card.getByText('£275.00 per gig').waitFor();
    assert.equal(await hasHorizontalScroll(page), false, 'no sideways scroll at 360 px');
    await settled(page);
    await settleForScreenshot(page);
    await screenshot(page, 'bookings-list-mobile-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the Bookings list');
    // The offers tab is in the URL.
    await page.getByRole('tab', { name: 'Offers' }).click();
    await page.waitForURL((url) => url.search === '?as=hirer&view=offers');
    joPhone.assertNoErrors();
  } catch (error) {
    throw await joPhone.explain(error);
  } finally {
    await joPhone.close();
  }
}
