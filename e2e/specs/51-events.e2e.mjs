import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { makePng } from '../lib/png.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'events: a member creates an event through the dialog (defaults, required texts, an uploaded image, Event Created, under its month), a second member RSVPs going and the organiser sees them among the attendees; tabs, region and search live in the URL; Add to calendar downloads an .ics; a shared link opens the event; the calendar feed; a cancelled event; the Events screen at desktop, 360 px and dark (screenshots)';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n) => String(n).padStart(2, '0');
const localDay = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
// A date some days ahead at a local time, as an ISO timestamp (the browser shares this machine's zone).
const at = (days, hours, minutes = 0) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setHours(hours, minutes, 0, 0);
  return date;
};
const monthHeading = (date) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(date);

const SEEDED = [
  {
    title: 'Folk session at The Crescent',
    location: 'The Crescent, Glasgow',
    region: 'Scotland',
    description: 'An open folk session in the back room: bring an instrument or just a voice. Tunes from 8, singers from 9.',
    startDate: at(20, 19, 30).toISOString(),
    endDate: at(20, 23).toISOString(),
  },
  {
    title: 'Producer meetup: mixing low end',
    location: 'Hackney Wick, London',
    region: 'London',
    description: 'Two producers walk through their low-end chains, then an hour of feedback on your own tracks. Bring headphones and a bounce.',
    startDate: at(45, 18).toISOString(),
    endDate: at(45, 21).toISOString(),
    ticketPrice: '£8 advance',
    ticketUrl: 'https://tickets.example/producer-meetup',
  },
  {
    title: 'Songwriters showcase (postponed)',
    location: 'Cardiff',
    region: 'Wales',
    startDate: at(30, 19).toISOString(),
    endDate: at(30, 22).toISOString(),
  },
];
const CREATED_IN_UI = 'Jazz jam at the Night Owl';

async function api(baseUrl, member, method, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${member.token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return { status: res.status, headers: res.headers, body: res.status === 204 ? null : await res.json() };
}

async function serverTotal(baseUrl, member, query = '') {
  const { headers } = await api(baseUrl, member, 'GET', `/api/events?limit=1${query ? `&${query}` : ''}`);
  return Number(headers.get('x-total-count'));
}

// The count line reads '{Tab}: N events' for what the server answers to the same query.
async function expectCount(page, baseUrl, member, tab, query = '') {
  const total = await serverTotal(baseUrl, member, query);
  const text = `${tab}: ${total === 1 ? '1 event' : `${total} events`}`;
  try {
    await page.getByTestId('event-count').getByText(text, { exact: true }).waitFor();
  } catch (error) {
    // Say what the page showed instead (a count, 'Loading events...', or an error state), not only that it timed out.
    const shown = await page
      .getByTestId('event-count')
      .innerText({ timeout: 1000 })
      .catch(() => '(no count line)');
    const failed = await page
      .getByText("Events couldn't be loaded.")
      .isVisible()
      .catch(() => false);
    throw new Error(
      `expected '${text}' (the server's total now: ${await serverTotal(baseUrl, member, query)}), the page shows '${shown}'${failed ? ' and the load error' : ''}`,
      { cause: error },
    );
  }
  return total;
}

// By id: a rerun against the same server finds its own events, not an earlier run's namesakes.
const card = (page, event) => page.locator(`[data-testid=event-card][data-event-id="${event.id}"]`);

async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
  // Card images load lazily: scrolled into view once, so a full-page screenshot shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await settleForScreenshot(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
}

export async function run({ browser, baseUrl, screenshot }) {
  const jo = await socialMember(baseUrl, { name: 'Jo Whitfield', type: 'producer', location: 'London, UK' });
  const sam = await socialMember(baseUrl, { name: 'Sam Adeyemi', type: 'musician', location: 'Leeds', picture: { from: [60, 90, 160], to: [240, 200, 120] } });
  const seeded = [];
  for (const event of SEEDED) seeded.push((await api(baseUrl, jo, 'POST', '/api/events', event)).body);
  await api(baseUrl, jo, 'PATCH', `/api/events/${seeded[2].id}`, { status: 'cancelled' });
  // The first event awards First Event: marked seen so its panel stays out of the way.
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));

  const startsAt = at(10, 20);
  let createdEvent;
  const joApp = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  try {
    const { page } = joApp;
    await page.goto('/events');
    await card(page, seeded[0]).waitFor();
    await page.getByRole('button', { name: 'Create Event' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Event' });

    // Defaults: both dates today, 18:00–21:00, the organiser's name; past days disabled.
    const today = localDay(new Date());
    assert.equal(await dialog.getByLabel('Start date').inputValue(), today);
    assert.equal(await dialog.getByLabel('End date').inputValue(), today);
    assert.equal(await dialog.getByLabel('Start time').inputValue(), '18:00');
    assert.equal(await dialog.getByLabel('End time').inputValue(), '21:00');
    assert.equal(await dialog.getByLabel(/^Organizer/).inputValue(), 'Jo Whitfield');
    assert.equal(await dialog.getByLabel('Start date').getAttribute('min'), today, 'days before today cannot be picked');
    assert.equal(
      (
        await dialog
          .getByLabel(/^Region/)
          .locator('option')
          .allInnerTexts()
      ).length,
      13,
      'a placeholder and the 12 regions',
    );

    // The spec's required texts.
    await dialog.getByLabel('Start time').fill('');
    await dialog.getByLabel('End time').fill('');
    await dialog.getByRole('button', { name: 'Create Event' }).click();
    await dialog.getByText('Event title is required').waitFor();
    await dialog.getByText('Start time is required').waitFor();
    await dialog.getByText('End time is required').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'events-create-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the Create Event dialog');

    await dialog.getByLabel('Event title').fill(CREATED_IN_UI);
    await dialog.getByLabel('Start date').fill(localDay(startsAt));
    await dialog.getByLabel('Start time').fill('20:00');
    await dialog.getByLabel('End date').fill(localDay(startsAt));
    await dialog.getByLabel('End time').fill('23:30');
    await dialog.getByLabel(/^Region/).selectOption('London');
    await dialog.getByLabel(/^Location/).fill('Night Owl, Dalston');
    await dialog.getByLabel(/^Description/).fill('House trio until 9, then the stage is open. Standards and soul; a Nord and a kit on stage.');
    await dialog
      .getByLabel('Event image file')
      .setInputFiles({ name: 'jam.png', mimeType: 'image/png', buffer: makePng(640, 360, { from: [40, 30, 90], to: [240, 170, 60] }) });
    await dialog.getByRole('img', { name: 'Event image preview' }).waitFor();
    assert.match(await dialog.getByLabel(/^Image/).inputValue(), /^\/event-images\//);
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/events'),
      dialog.getByRole('button', { name: 'Create Event' }).click(),
    ]);
    createdEvent = await response.json();
    const sent = response.request().postDataJSON();
    assert.equal(sent.startDate, startsAt.toISOString(), 'date and time combined into an ISO timestamp');
    assert.equal(sent.ticketPrice, null, 'a blank ticket price is sent as null');
    assert.equal(sent.ticketUrl, null, 'a blank ticket link is sent as null');
    await expectToast(page, 'Event Created');
    await dialog.waitFor({ state: 'detached' });

    // Under its month heading, free, with the uploaded image.
    const month = page.getByTestId('event-month').filter({ has: page.getByRole('heading', { name: monthHeading(startsAt), exact: true }) });
    const created = month.locator(`[data-testid=event-card][data-event-id="${createdEvent.id}"]`);
    await created.waitFor();
    await created.getByText('Free', { exact: true }).waitFor();
    assert.match(await created.locator('img').getAttribute('src'), /\/event-images\//);
    await created.getByRole('button', { name: 'Attendees (0 going · 0 interested)' }).waitFor();
    await card(page, seeded[1]).getByText('Limited spots available').waitFor();
    joApp.assertNoErrors();
  } finally {
    await joApp.close();
  }

  const samApp = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce' });
  try {
    const { page, context } = samApp;
    await page.goto('/events');
    await expectCount(page, baseUrl, sam, 'Upcoming');
    await page.getByTestId('featured-event').first().waitFor();
    assert.ok((await page.getByTestId('featured-event').count()) <= 3, 'at most 3 featured');

    // RSVP: going, withdrawn by pressing it again, going again.
    const created = card(page, createdEvent);
    const going = created.getByTestId('rsvp-going');
    const goingCount = (count) => going.getByTestId('rsvp-count').getByText(String(count), { exact: true }).waitFor();
    await goingCount(0);
    await going.click();
    await goingCount(1);
    assert.equal(await going.getAttribute('aria-pressed'), 'true');
    await going.click();
    await goingCount(0);
    assert.equal(await going.getAttribute('aria-pressed'), 'false', 'pressing it again withdraws');
    await going.click();
    await goingCount(1);
    await created.getByTestId('rsvp-interested').waitFor();

    // Add to calendar: an .ics file.
    const [download] = await Promise.all([page.waitForEvent('download'), created.getByRole('button', { name: `Add to calendar: ${CREATED_IN_UI}` }).click()]);
    assert.match(download.suggestedFilename(), /\.ics$/);
    const ics = readFileSync(await download.path(), 'utf8');
    assert.match(ics, /BEGIN:VCALENDAR/);
    assert.match(ics, /Jazz jam at the Night Owl/);

    // RSVP Now opens the ticket link in a new tab.
    const tickets = card(page, seeded[1]).getByRole('link', { name: /RSVP Now/ });
    assert.equal(await tickets.getAttribute('href'), SEEDED[1].ticketUrl);
    assert.equal(await tickets.getAttribute('target'), '_blank');

    // Share Event copies /events?event=<id>; the link opens that event.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await card(page, seeded[0])
      .getByRole('button', { name: `Share Event: ${SEEDED[0].title}` })
      .click();
    await expectToast(page, 'Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, `${baseUrl}/events?event=${seeded[0].id}`);
    await page.goto(link);
    const details = page.getByTestId('event-details');
    await details.getByRole('heading', { name: SEEDED[0].title }).waitFor();
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    await settleForScreenshot(page);
    await screenshot(page, 'events-details-light');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).searchParams.get('event'), null, 'closing drops the event from the URL');

    // Tabs and filters live in the URL: Back undoes a choice, a link and a reload keep it.
    await page.getByRole('tab', { name: 'Past' }).click();
    await page.waitForURL((url) => url.searchParams.get('when') === 'past');
    await expectCount(page, baseUrl, sam, 'Past', 'when=past');
    await page.goBack();
    await expectCount(page, baseUrl, sam, 'Upcoming');
    await page.goto('/events?when=all');
    await page.getByRole('tab', { name: 'All', selected: true }).waitFor();
    await expectCount(page, baseUrl, sam, 'All', 'when=all');
    await page.goto('/events');
    await page.getByLabel('Region').selectOption('Scotland');
    await page.waitForURL((url) => url.searchParams.get('region') === 'Scotland');
    await expectCount(page, baseUrl, sam, 'Upcoming', 'region=Scotland');
    await card(page, seeded[0]).waitFor();
    assert.equal(await card(page, seeded[1]).count(), 0, 'London events are filtered out');
    await page.reload();
    assert.equal(await page.getByLabel('Region').inputValue(), 'Scotland', 'the region survives a reload');
    await page.goBack();
    await expectCount(page, baseUrl, sam, 'Upcoming');
    await page.getByRole('searchbox', { name: 'Search' }).fill('meetup');
    await page.waitForURL((url) => url.searchParams.get('q') === 'meetup');
    await expectCount(page, baseUrl, sam, 'Upcoming', 'search=meetup');
    await card(page, seeded[1]).waitFor();
    await page.goto('/events?location=Glasgow');
    await expectCount(page, baseUrl, sam, 'Upcoming', 'location=Glasgow');
    assert.equal(await page.getByLabel('Location', { exact: true }).inputValue(), 'Glasgow');

    // Nothing found: 'No events found' with Create Event.
    await page.goto('/events?q=zqxwvy');
    await page.getByText('No events found').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Create Event' }).nth(1).waitFor();
    await ready(page);
    await screenshot(page, 'events-empty-light');
    samApp.assertNoErrors();
  } finally {
    await samApp.close();
  }

  // Jo sees Sam going; the cancelled event shows among Jo's own; the calendar feed.
  const joAgain = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  try {
    const { page } = joAgain;
    await page.goto('/events');
    await card(page, createdEvent).getByRole('button', { name: 'Attendees (1 going · 0 interested)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendees' });
    await dialog.getByTestId('attendee').filter({ hasText: 'Sam Adeyemi' }).getByText('Going', { exact: true }).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'events-attendees-light');
    await expectNoSeriousA11yViolations(page, 'the attendee list');
    await page.keyboard.press('Escape');

    await page.goto('/events?mine=true');
    await card(page, seeded[2]).getByText('Cancelled', { exact: true }).waitFor();

    const feed = page.getByTestId('calendar-feed');
    await feed.getByRole('button', { name: 'Get feed link' }).click();
    const address = await feed.getByRole('textbox', { name: 'Calendar feed address' }).inputValue();
    assert.match(address, new RegExp(`^${baseUrl}/api/events/feed/[A-Za-z0-9_-]{43}$`));
    assert.equal(await feed.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'), address.replace(/^http:/, 'webcal:'));
    await feed.getByText(/shown only once/).waitFor();
    const calendar = await fetch(address);
    assert.equal(calendar.status, 200);
    assert.match(await calendar.text(), /Jazz jam at the Night Owl/);
    joAgain.assertNoErrors();
  } finally {
    await joAgain.close();
  }

  // The Events screen as Sam sees it: desktop light, 360 px, dark.
  for (const [label, options] of [
    ['desktop-light', { viewport: { width: 1440, height: 1000 }, colorScheme: 'light' }],
    ['mobile-light', { viewport: { width: 360, height: 780 }, colorScheme: 'light' }],
    ['desktop-dark', { viewport: { width: 1440, height: 1000 }, colorScheme: 'dark' }],
  ]) {
    const app = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce', ...options });
    try {
      const { page, context } = app;
      await useTheme(context, options.colorScheme);
      await page.goto('/events');
      await expectCount(page, baseUrl, sam, 'Upcoming');
      await card(page, createdEvent).waitFor();
      assert.equal(await hasHorizontalScroll(page), false, `no sideways scroll (${label})`);
      await ready(page);
      await screenshot(page, `events-${label}`, { fullPage: true });
      await expectNoSeriousA11yViolations(page, `the Events screen (${label})`);
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }
}
