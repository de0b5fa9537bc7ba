import assert from 'node:assert/strict';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { expectToast, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { ensureModerator } from '../lib/moderation.mjs';
import { makePng } from '../lib/png.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';
import { callAs, okAs, settled } from '../lib/api.mjs';
/* global Blob, FormData */

export const name =
  "storefront: a Business member (bought through the Stripe test server's Checkout) follows 'Set up storefront' from their listings to the editor, is told the name is needed, types a website without https:// (added), creates the storefront, is refused a text file as a logo in the browser and a fake PNG by the server, uploads a logo and a banner (previews from the server), is refused a short company number, asks for verification (waiting) and withdraws it, asks again and is declined by a moderator (the reason shown), asks again with the numbers kept; member 1 (MARKETPLACE_MODERATORS) finds it on the marketplace's Verifications tab with the Companies House link (new tab, noopener), is asked for a reason to decline, and approves it; the owner's bell says so and leads to the editor, which says verified; a signed-out visitor opens the storefront: the Verified badge and what it means, the contact links, the listing, the job and the event; the listing's page leads back to it; an unknown storefront is a friendly 404; a free member reads that storefronts come with Business; screenshots of the storefront (desktop light, phone dark) and of the queue";

// This run's business, told apart from any an earlier run against the same server left behind.
const RUN = Date.now().toString(36);
const BUSINESS = `Larkspur Guitars ${RUN}`;
const DESCRIPTION =
  'Independent guitar shop and repair bench in Bristol since 2009. We buy, sell and set up vintage and modern guitars, basses and amps, and run a monthly open-mic night upstairs.';
const ADDRESS = 'Unit 4, Cheese Lane, Bristol BS2 0JJ';
const LISTING_TITLE = `1978 Fender Stratocaster, sunburst ${RUN}`;
const JOB_TITLE = `Guitar tech, Saturdays ${RUN}`;
const EVENT_TITLE = `Open mic upstairs ${RUN}`;
const NOTE = 'Our company number is in the footer of our website.';
const DECLINE_REASON = 'Use an email address at your own domain, then ask again.';
const STOREFRONT_PATH = /^\/api\/marketplace\/storefronts\/\d+$/;

// The lane's first member moderates the marketplace (run.mjs: MARKETPLACE_MODERATORS=1).
async function marketplaceModerator(baseUrl) {
  const member = await ensureModerator(baseUrl);
  const role = await fetchJson(baseUrl, '/api/marketplace/moderation', member);
  if (role.json?.moderator !== true) {
    throw new Error(
      `member ${member.user.id} does not moderate the marketplace (${JSON.stringify(role.json)}): start Stave on a fresh data dir with MARKETPLACE_MODERATORS=${member.user.id}, as e2e/run.mjs does`,
    );
  }
  return member;
}

// What the business has on Stave besides its storefront: a listing with a photo, a job and an event.
async function seedPostings(baseUrl, owner) {
  const listing = await okAs(baseUrl, 'POST', '/api/marketplace/listings', owner, {
    body: {
      title: LISTING_TITLE,
      description: 'All original except the frets, which we replaced in 2023. Plays beautifully, with a hard case.',
      price: 2450,
      categoryId: 101,
      condition: 'good',
      brand: 'Fender',
      model: 'Stratocaster',
      year: 1978,
      location: 'Bristol',
    },
  });
  const form = new FormData();
  form.append('images', new Blob([makePng(900, 600, { from: [120, 50, 30], to: [240, 190, 110] })], { type: 'image/png' }), 'strat.png');
  const photo = await fetch(`${baseUrl}/api/marketplace/listings/${listing.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  assert.ok(photo.ok, `the listing's photo was uploaded (${photo.status})`);
  await okAs(baseUrl, 'POST', '/api/jobs', owner, {
    body: {
      title: JOB_TITLE,
      type: 'part-time',
      location: 'Bristol',
      description: 'Restrings, setups and basic electronics on Saturdays, with the shop’s luthier.',
      salaryRange: '£14 an hour',
    },
  });
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(19, 0, 0, 0);
  await okAs(baseUrl, 'POST', '/api/events', owner, {
    body: {
      title: EVENT_TITLE,
      location: 'Larkspur Guitars, Bristol',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      ticketPrice: 'Free',
    },
  });
  return listing;
}

// Sends the verification form; the request's answer.
async function askForVerification(page, form) {
  const asked = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/marketplace/storefront/verification' && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Ask for verification' }).click();
  const answer = await asked;
  assert.equal(answer.status(), 201, 'verification was requested');
  await expectToast(page, 'Verification requested');
  return answer.json();
}

const png = (name, width, height, colours) => ({ name, mimeType: 'image/png', buffer: makePng(width, height, colours) });

export async function run({ browser, baseUrl, screenshot }) {
  const moderator = await marketplaceModerator(baseUrl);
  const ava = await socialMember(baseUrl, { name: 'Ava Lark', type: 'other', location: 'Bristol' });
  await Promise.all([settleAchievements(baseUrl, ava), settleAchievements(baseUrl, moderator)]);
  await buyThroughCheckout(baseUrl, ava, 'business');
  // The marketplace hears of the plan through an event: until then it refuses (403), after it says 'set up first' (404).
  await until(
    async () => (await callAs(baseUrl, 'POST', '/api/marketplace/storefront/verification', ava, { body: { companyNumber: '01234567' } })).status === 404,
    'the Business plan to reach the marketplace',
  );
  const listing = await seedPostings(baseUrl, ava);

  // The owner sets up the storefront from 'Your Listings'.
  const owner = await openApp(browser, baseUrl, {
    member: ava,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    expected: [
      // No storefront yet: the editor's first answer.
      { status: 404, path: STOREFRONT_PATH },
      // Bytes that are not an image, named .png: the server's refusal.
      { status: 415, path: /^\/api\/marketplace\/storefront\/logo$/ },
    ],
  });
  let verificationId;
  try {
    const { page } = owner;
    await page.goto('/marketplace?tab=mine');
    const card = page.getByTestId('storefront-seller-card');
    await card.getByRole('heading', { name: 'Set up your storefront' }).waitFor();
    await card.getByRole('link', { name: 'Set up storefront' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/storefront');
    await page.getByRole('heading', { level: 1, name: 'Your storefront' }).waitFor();
    await settled(page);
    await page.getByTestId('storefront-images').getByText('Create your storefront with its details first', { exact: false }).waitFor();

    // The name is needed (the contract's words, on the field, which takes the focus).
    const form = page.getByTestId('storefront-form');
    const nameField = form.getByLabel('Business name');
    assert.equal(await nameField.inputValue(), 'Ava Lark', 'the member’s name is offered');
    await nameField.fill(' ');
    await form.getByRole('button', { name: 'Create storefront' }).click();
    await form.getByText('Business name must be at least 2 characters', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'businessName');

    await nameField.fill(BUSINESS);
    await form.getByLabel('Description').fill(DESCRIPTION);
    const website = form.getByLabel('Website');
    await website.fill('larkspurguitars.co.uk');
    await website.blur();
    assert.equal(await website.inputValue(), 'https://larkspurguitars.co.uk', 'https:// is added to a bare domain');
    await form.getByLabel('Email').fill('hello@larkspurguitars.co.uk');
    await form.getByLabel('Phone').fill('+44 (0)117 496 0000');
    await form.getByLabel('Address').fill(ADDRESS);
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/marketplace/storefront' && response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Create storefront' }).click();
    const save = await saved;
    assert.equal(save.status(), 200, 'the storefront was created');
    assert.deepEqual(save.request().postDataJSON(), {
      businessName: BUSINESS,
      description: DESCRIPTION,
      websiteUrl: 'https://larkspurguitars.co.uk',
      phone: '+44 (0)117 496 0000',
      email: 'hello@larkspurguitars.co.uk',
      address: ADDRESS,
      isActive: true,
    });
    await expectToast(page, 'Storefront created');
    await page.getByTestId('storefront-status').getByText('Live', { exact: true }).waitFor();

    // The logo: a text file is refused here, before anything is sent; a fake PNG by the server, which reads the bytes.
    const logoField = page.getByTestId('storefront-logo-field');
    let uploads = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/marketplace/storefront/logo' && request.method() === 'POST') uploads += 1;
    });
    await page.getByTestId('storefront-logo-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await logoField.getByText('Logos and banners must be JPEG, PNG, GIF or WebP images', { exact: true }).waitFor();
    assert.equal(uploads, 0, 'a text file is not sent');
    let sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/marketplace/storefront/logo');
    await page
      .getByTestId('storefront-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('plain text dressed as a PNG') });
    assert.equal((await sent).status(), 415, 'the server reads the bytes');
    await logoField.getByText('Logos and banners must be JPEG, PNG, GIF or WebP images', { exact: true }).waitFor();

    sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/marketplace/storefront/logo');
    await page.getByTestId('storefront-logo-input').setInputFiles(png('logo.png', 600, 600, { from: [235, 165, 63], to: [120, 40, 30] }));
    const logo = await sent;
    assert.equal(logo.status(), 200, 'the logo was uploaded');
    const logoUrl = (await logo.json()).logoUrl;
    assert.match(logoUrl, /^\/storefront-images\/[0-9a-f-]+\.webp$/);
    await expectToast(page, 'Logo uploaded');
    await logoField.locator(`img[src$="${logoUrl}"]`).waitFor();
    assert.equal(await logoField.getByTestId('storefront-logo-problem').textContent(), '', 'the refusal is cleared');

    sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/marketplace/storefront/banner');
    await page.getByTestId('storefront-banner-input').setInputFiles(png('banner.png', 1800, 450, { from: [28, 31, 46], to: [235, 165, 63] }));
    const banner = await sent;
    assert.equal(banner.status(), 200, 'the banner was uploaded');
    const bannerUrl = (await banner.json()).bannerUrl;
    await page.getByTestId('storefront-banner-field').locator(`img[src$="${bannerUrl}"]`).waitFor();
    await page.getByTestId('storefront-banner-field').getByRole('button', { name: 'Remove banner' }).waitFor();

    // Verification: a short company number is refused on the field; a good one is sent and waits.
    const verification = page.getByTestId('verification-card');
    assert.equal(await verification.getAttribute('data-state'), 'none');
    const request = verification.getByTestId('verification-form');
    await request.getByLabel('Company number').fill('1234');
    await request.getByRole('button', { name: 'Ask for verification' }).click();
    await request.getByText('Enter a Companies House number: 8 digits, or 2 letters and 6 digits', { exact: true }).waitFor();
    await request.getByLabel('Company number').fill('0123 4567');
    await request.getByLabel('Note for the moderator').fill(NOTE);
    let ask = await askForVerification(page, request);
    await verification.getByRole('heading', { name: 'Waiting for a moderator' }).waitFor();
    await verification.getByText('01234567', { exact: true }).waitFor();

    // Withdrawn, the request is gone and the form is back.
    const withdrawn = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/marketplace/storefront/verification' && response.request().method() === 'DELETE',
    );
    await verification.getByRole('button', { name: 'Withdraw request' }).click();
    assert.equal((await withdrawn).status(), 204, 'the request was withdrawn');
    await expectToast(page, 'Request withdrawn');
    await request.waitFor();
    assert.equal(await verification.getAttribute('data-state'), 'none');

    // Asked again, and declined by a moderator: the business reads why and asks again, the numbers kept.
    await request.getByLabel('Company number').fill('01234567');
    await request.getByLabel('Note for the moderator').fill(NOTE);
    ask = await askForVerification(page, request);
    await verification.getByRole('heading', { name: 'Waiting for a moderator' }).waitFor();
    await okAs(baseUrl, 'PUT', `/api/marketplace/storefront-verifications/${ask.id}`, moderator, { body: { decision: 'decline', reason: DECLINE_REASON } });
    await page.reload();
    await settled(page);
    await verification.getByRole('heading', { name: 'Not verified' }).waitFor();
    assert.equal(await verification.getAttribute('data-state'), 'declined');
    await verification.getByTestId('verification-reason').getByText(DECLINE_REASON, { exact: true }).waitFor();
    await verification.getByRole('button', { name: 'Ask again' }).click();
    assert.equal(await request.getByLabel('Company number').inputValue(), '01234567', 'the number asked with before is kept');
    await request.getByLabel('Note for the moderator').fill(NOTE);
    ask = await askForVerification(page, request);
    verificationId = ask.id;
    await verification.getByRole('heading', { name: 'Waiting for a moderator' }).waitFor();
    await verification.getByRole('button', { name: 'Withdraw request' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the storefront editor');
    owner.assertNoErrors();
  } catch (error) {
    const explained = await owner.explain(error);
    await owner.close();
    throw explained;
  }

  // The moderator finds it on the marketplace's Verifications tab, checks the register's link, and approves it.
  const desk = await openApp(browser, baseUrl, { member: moderator, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = desk;
    await page.goto('/marketplace');
    await page.getByRole('tab', { name: 'Verifications' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'verifications');
    const queue = page.getByTestId('verification-queue');
    await queue.getByRole('heading', { name: 'Storefront verification' }).waitFor();
    const item = queue.locator(`[data-testid="verification-request"][data-verification-id="${verificationId}"]`);
    await item.waitFor();
    await settled(page);
    await item.getByRole('link', { name: BUSINESS }).waitFor();
    await item.getByText(`@${ava.user.username}`, { exact: false }).waitFor();
    await item.getByText(ADDRESS, { exact: true }).waitFor();
    await item.getByText(NOTE, { exact: true }).waitFor();
    const register = item.getByTestId('companies-house-link');
    assert.equal(await register.getAttribute('href'), 'https://find-and-update.company-information.service.gov.uk/company/01234567');
    assert.equal(await register.getAttribute('target'), '_blank');
    assert.match(await register.getAttribute('rel'), /\bnoopener\b/);
    assert.equal(await item.getByRole('link', { name: /^larkspurguitars\.co\.uk/ }).getAttribute('target'), '_blank');
    await settleForScreenshot(page);
    await screenshot(page, 'storefront-verification-queue-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the verification queue');

    // A decline needs a reason.
    await item.getByRole('button', { name: `Decline ${BUSINESS}` }).click();
    await item.getByText('Tell the business why it was declined', { exact: true }).waitFor();
    assert.equal(await item.getByLabel(/^Reason/).getAttribute('aria-invalid'), 'true');

    await item.getByLabel(/^Reason/).fill('Company active on Companies House; name, website, email domain and address match.');
    const decided = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/marketplace/storefront-verifications/${verificationId}` && response.request().method() === 'PUT',
    );
    await item.getByRole('button', { name: `Approve ${BUSINESS}` }).click();
    const decision = await decided;
    assert.equal(decision.status(), 200, 'the request was approved');
    assert.deepEqual(decision.request().postDataJSON(), {
      decision: 'approve',
      reason: 'Company active on Companies House; name, website, email domain and address match.',
    });
    await expectToast(page, `${BUSINESS} is verified`);
    await item.waitFor({ state: 'detached' });
    await queue.getByTestId('verification-tab-approved').click();
    await queue.locator(`[data-testid="verification-request"][data-verification-id="${verificationId}"][data-status="approved"]`).waitFor();
    desk.assertNoErrors();
  } catch (error) {
    const explained = await desk.explain(error);
    await owner.close();
    throw explained;
  } finally {
    await desk.close();
  }

  // The owner's bell says so (social, from the marketplace's event), and its line leads to the editor, which says so too.
  try {
    const { page } = owner;
    await page.goto('/dashboard');
    const bell = page.getByRole('banner').getByTestId('notification-bell');
    await bell.getByTestId('notification-badge').waitFor({ timeout: 20_000 });
    await bell.click();
    await page.getByTestId('notification-item').filter({ hasText: 'is verified: your storefront now shows the verified badge' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/storefront');
    await settled(page);
    const verification = page.getByTestId('verification-card');
    await verification.getByRole('heading', { name: 'Verified business' }).waitFor();
    assert.equal(await verification.getAttribute('data-state'), 'verified');
    owner.assertNoErrors();
  } catch (error) {
    throw await owner.explain(error);
  } finally {
    await owner.close();
  }

  // A signed-out visitor opens the storefront.
  const storefrontPath = `/marketplace/storefronts/${ava.user.id}`;
  const visitor = await openApp(browser, baseUrl, {
    viewport: { width: 1440, height: 1000 },
    reducedMotion: 'reduce',
    expected: [{ status: 404, path: /^\/api\/storefronts\/999999$/ }],
  });
  try {
    const { page } = visitor;
    await page.goto(storefrontPath);
    const header = page.getByTestId('storefront-header');
    await header.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
    await settled(page);
    assert.equal(await page.title(), `${BUSINESS} · Storefront · Stave`);
    await header.locator('[data-testid="storefront-banner"] img').waitFor();
    await header.locator('[data-testid="storefront-logo"] img').waitFor();
    await header.getByTestId('storefront-facts').getByText('1 item for sale · 1 open job · 1 upcoming event', { exact: true }).waitFor();

    // Contact: the website in a new tab, the phone dialled, the email written to.
    const contact = page.getByTestId('storefront-contact');
    const site = contact.getByRole('link', { name: /^larkspurguitars\.co\.uk/ });
    assert.equal(await site.getAttribute('href'), 'https://larkspurguitars.co.uk');
    assert.equal(await site.getAttribute('target'), '_blank');
    assert.match(await site.getAttribute('rel'), /\bnoopener\b/);
    assert.equal(await contact.getByRole('link', { name: '+44 (0)117 496 0000' }).getAttribute('href'), 'tel:+441174960000');
    assert.equal(await contact.getByRole('link', { name: 'hello@larkspurguitars.co.uk' }).getAttribute('href'), 'mailto:hello@larkspurguitars.co.uk');
    await contact.getByText(ADDRESS, { exact: true }).waitFor();
    await page.getByTestId('storefront-about').getByText(DESCRIPTION, { exact: true }).waitFor();

    // The gear: the listing as the marketplace shows it, without repeating who sells it.
    const cardOnPage = page.locator(`[data-testid="listing-card"][data-listing-id="${listing.id}"]`);
    await cardOnPage.getByRole('link', { name: LISTING_TITLE, exact: true }).waitFor();
    assert.equal(await cardOnPage.getByTestId('card-storefront').count(), 0);
    await settleForScreenshot(page);
    await screenshot(page, 'storefront-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'a storefront, signed out');

    // The badge says what it means.
    const badge = header.getByTestId('verified-badge');
    await badge.click();
    assert.equal(await badge.getAttribute('aria-expanded'), 'true');
    await header.getByTestId('verified-explainer').getByText("Stave checked this business's registration", { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await badge.getAttribute('aria-expanded'), 'false');

    // Jobs and events, each its own tab (in the URL), a visitor asked to sign in to act.
    await page.getByRole('tab', { name: /^Jobs/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'jobs');
    const job = page.getByTestId('storefront-job').filter({ hasText: JOB_TITLE });
    await job.getByText('£14 an hour', { exact: true }).waitFor();
    assert.equal(await job.getByRole('link', { name: `Sign in to apply: ${JOB_TITLE}` }).getAttribute('href'), '/login');
    await page.getByRole('tab', { name: /^Events/ }).click();
    await page.getByTestId('storefront-event').filter({ hasText: EVENT_TITLE }).waitFor();

    // The listing's page leads back to the storefront.
    await page.getByRole('tab', { name: /^Gear for sale/ }).click();
    await cardOnPage.getByRole('link', { name: LISTING_TITLE, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/marketplace/listings/${listing.id}`);
    const sold = page.getByTestId('seller-card').getByTestId('listing-storefront');
    await sold.getByText(BUSINESS, { exact: true }).waitFor();
    await sold.getByTestId('verified-tick').waitFor();
    await sold.locator('[data-testid="storefront-logo"] img').waitFor();
    await sold.click();
    await page.waitForURL((url) => url.pathname === storefrontPath);
    await page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();

    // The marketplace's card names the business too.
    await page.goto(`/marketplace?q=${encodeURIComponent(LISTING_TITLE)}`);
    const browsed = page.locator(`[data-testid="listing-card"][data-listing-id="${listing.id}"]`);
    await browsed.getByTestId('card-storefront').getByText(BUSINESS, { exact: true }).waitFor();
    assert.equal(await browsed.getByTestId('card-storefront').getAttribute('href'), storefrontPath);

    // A storefront that isn't there is a page that says so, with a way on.
    await page.goto('/marketplace/storefronts/999999');
    await page.getByRole('heading', { level: 1, name: 'Storefront not found' }).waitFor();
    await page.getByTestId('storefront-not-found').getByRole('link', { name: 'Browse the marketplace' }).waitFor();
    visitor.assertNoErrors();
  } catch (error) {
    throw await visitor.explain(error);
  } finally {
    await visitor.close();
  }

  // On a phone, in the dark.
  const phone = await openApp(browser, baseUrl, { viewport: { width: 390, height: 844 }, colorScheme: 'dark', reducedMotion: 'reduce' });
  try {
    const { page, context } = phone;
    await useTheme(context, 'dark');
    await page.goto(storefrontPath);
    await page.getByRole('heading', { level: 1, name: BUSINESS }).waitFor();
    await settled(page);
    await page.locator(`[data-testid="listing-card"][data-listing-id="${listing.id}"] img`).first().waitFor();
    assert.equal(await hasHorizontalScroll(page), false, 'the storefront scrolls sideways at 390 px');
    await settleForScreenshot(page);
    await screenshot(page, 'storefront-mobile-dark', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'a storefront on a phone, dark');
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  } finally {
    await phone.close();
  }

  // A free member is told storefronts come with Business.
  const finn = await socialMember(baseUrl, { name: 'Finn Free', type: 'musician', location: 'Leeds' });
  await settleAchievements(baseUrl, finn);
  const free = await openApp(browser, baseUrl, {
    member: finn,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    expected: [{ status: 404, path: STOREFRONT_PATH }],
  });
  try {
    const { page } = free;
    await page.goto('/marketplace?tab=mine');
    const card = page.getByTestId('storefront-seller-card');
    await card.getByRole('heading', { name: 'Storefronts come with Business' }).waitFor();
    await card.getByRole('link', { name: 'Find out more' }).click();
    await page.waitForURL((url) => url.pathname === '/marketplace/storefront');
    const upgrade = page.getByTestId('storefront-upgrade');
    await upgrade.getByRole('heading', { name: 'Storefronts come with Business' }).waitFor();
    assert.equal(await upgrade.getByRole('link', { name: 'Upgrade to Business' }).getAttribute('href'), '/subscription');
    assert.equal(await page.getByTestId('storefront-form').count(), 0, 'no editor without Business');
    await expectNoSeriousA11yViolations(page, 'the storefront editor of a free member');
    free.assertNoErrors();
  } catch (error) {
    throw await free.explain(error);
  } finally {
    await free.close();
  }
}
