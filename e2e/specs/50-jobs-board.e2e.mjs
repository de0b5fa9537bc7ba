import assert from 'node:assert/strict';
/* global Event */
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { expectToast, expectToastOverDialog, hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { settleAchievements, socialMember } from '../lib/social.mjs';

export const name =
  'jobs: a member posts a job (form texts), filters and sort live in the URL, a free member applies five times and the sixth meets the limit, saves a job, sees their applications; the poster shortlists the applicant; offline banners; the Jobs screen at desktop, 360 px and dark (screenshots)';

// Five postings made through the API; the sixth is posted through the dialog below.
const SEEDED = [
  {
    title: 'Touring drummer for a UK spring run',
    companyName: 'Velvet Hours',
    location: 'Leeds, UK',
    type: 'contract',
    salaryRange: '£180 a show',
    description: 'Twelve dates across the north in April. Soul and funk set, click-track friendly, own kit preferred. Rehearsals in Leeds the week before.',
    skills: ['Drums', 'Click-track sessions', 'Sight-reading', 'Percussion'],
  },
  {
    title: 'Assistant mix engineer',
    companyName: 'Chapel Studios',
    location: 'Bristol, UK',
    type: 'full-time',
    salaryRange: '£26,000 – £30,000',
    description: 'Prep sessions, print stems and keep the recall notes tidy for a busy mix room. Pro Tools fluency essential.',
    skills: ['Pro Tools', 'Mixing', 'Recall'],
    contactEmail: 'jobs@chapelstudios.example',
  },
  {
    title: 'Remote session bassist (Motown covers album)',
    companyName: 'Northbank Records',
    remote: true,
    type: 'freelance',
    salaryRange: '£250 a track',
    description: 'Ten tracks recorded at home to a click; DI and amp tracks. Turnaround two weeks.',
    skills: ['Bass guitar', 'Home recording'],
  },
  {
    title: 'Front of house engineer, 350-cap venue',
    companyName: 'The Crescent',
    location: 'Glasgow, UK',
    type: 'part-time',
    description: 'Three nights a week on a Midas desk. Indie, folk and jazz bills.',
    skills: ['FOH mixing', 'Live sound'],
  },
  {
    title: 'Music production intern',
    companyName: 'Bassline Academy',
    location: 'Manchester, UK',
    type: 'internship',
    description: 'Six months supporting our production tutors: session prep, sample libraries, student projects.',
    skills: ['Ableton Live', 'Logic Pro'],
  },
];
const POSTED_IN_UI = 'Keys player for a London residency';

async function postJob(baseUrl, member, job) {
  const res = await fetch(`${baseUrl}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify(job),
  });
  if (res.status !== 201) throw new Error(`POST /api/jobs answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const card = (page, title) => page.getByTestId('job-card').filter({ hasText: title });

// The board may hold other specs' postings: the count the page shows is checked against what the
// server answers for the same query (the filtering itself is the integration tests' to prove).
async function serverJobs(baseUrl, member, query = '') {
  const res = await fetch(`${baseUrl}/api/jobs?limit=1${query ? `&${query}` : ''}`, { headers: { authorization: `Bearer ${member.token}` } });
  if (res.status !== 200) throw new Error(`GET /api/jobs?${query} answered ${res.status}`);
  const [first] = await res.json();
  return { total: Number(res.headers.get('x-total-count')), first };
}

async function expectCount(page, baseUrl, member, query = '') {
  const { total } = await serverJobs(baseUrl, member, query);
  await page
    .getByTestId('job-count')
    .getByText(total === 1 ? '1 job' : `${total.toLocaleString('en-GB')} jobs`, { exact: true })
    .waitFor();
  return total;
}

async function ready(page) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout: 15_000 });
  await settleForScreenshot(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
}

async function applyTo(page, title, { message } = {}) {
  await card(page, title)
    .getByRole('button', { name: `Apply: ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
  if (message) await dialog.getByLabel(/Cover message/).fill(message);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  return dialog;
}

export async function run({ browser, baseUrl, screenshot }) {
  const jo = await socialMember(baseUrl, { name: 'Jo Whitfield', type: 'producer', location: 'Bristol, UK', skills: ['Mixing'] });
  const sam = await socialMember(baseUrl, {
    name: 'Sam Adeyemi',
    type: 'musician',
    location: 'Leeds',
    skills: ['Drums', 'Keys', 'Percussion'],
    picture: { from: [60, 90, 160], to: [240, 200, 120] },
  });
  for (const job of SEEDED) await postJob(baseUrl, jo, job);
  // The first posting awards First Job Posting: marked seen so its panel stays out of the way.
  await Promise.all([jo, sam].map((member) => settleAchievements(baseUrl, member)));

  // Jo posts the sixth job through the dialog: the title is required, the spec's defaults hold.
  const joApp = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  try {
    const page = joApp.page;
    await page.goto('/jobs');
    await card(page, SEEDED[0].title).waitFor();
    await page.getByRole('button', { name: 'Post a Job' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post a Job' });
    assert.equal(await dialog.getByLabel('Job type').inputValue(), 'full-time', 'type defaults to full-time');
    assert.equal(await dialog.getByLabel('Remote work possible').isChecked(), false, 'remote defaults to off');
    await dialog.getByLabel('Job title').fill('   ');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await dialog.getByText('Job title is required').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'jobs-post-dialog-light');
    await expectNoSeriousA11yViolations(page, 'the Post a Job dialog');
    await dialog.getByLabel('Job title').fill(POSTED_IN_UI);
    await dialog.getByLabel(/Company/).fill('Night Owl Jazz Club');
    await dialog.getByLabel(/^Location/).fill('London, UK');
    await dialog.getByLabel('Job type').selectOption('part-time');
    await dialog.getByLabel(/Salary/).fill('£150 a night');
    await dialog.getByLabel(/Description/).fill('Thursday to Saturday residency with a jazz trio. Standards, some soul, a lot of listening.');
    await dialog.getByLabel(/Skills/).fill('Keys, Jazz standards, , Hammond organ, Sight-reading');
    await dialog.getByRole('button', { name: 'Post Job' }).click();
    await expectToast(page, 'Job Posted');
    await dialog.waitFor({ state: 'detached' });
    const posted = card(page, POSTED_IN_UI);
    await posted.getByText('New', { exact: true }).waitFor();
    await posted.getByText('Part-time').waitFor();
    // Three skills on a card, then +N.
    assert.deepEqual(await posted.getByRole('list', { name: 'Skills' }).getByRole('listitem').allInnerTexts(), [
      'Keys',
      'Jazz standards',
      'Hammond organ',
      '+1',
    ]);
    await posted.getByRole('button', { name: 'Applicants (0)' }).waitFor();
    await expectCount(page, baseUrl, jo);
    joApp.assertNoErrors();
  } finally {
    await joApp.close();
  }

  const samApp = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce', expected: [{ status: 403, path: /^\/api\/jobs\/apply$/ }] });
  try {
    const { page, context } = samApp;
    await page.goto('/jobs');
    const all = await expectCount(page, baseUrl, sam);
    assert.ok(all >= 6, 'the six postings are listed');

    // Filters and sort are the server's and live in the URL: Back undoes a choice, a link keeps it.
    await page.getByLabel('Job type').selectOption('contract');
    await page.waitForURL((url) => url.searchParams.get('type') === 'contract');
    await expectCount(page, baseUrl, sam, 'type=contract');
    await card(page, SEEDED[0].title).waitFor();
    await page.goBack();
    await expectCount(page, baseUrl, sam);
    await page.getByRole('searchbox', { name: 'Search' }).fill('mix');
    await page.waitForURL((url) => url.searchParams.get('q') === 'mix');
    await card(page, 'Assistant mix engineer').waitFor();
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'relevance', 'a search is ranked by relevance');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expectCount(page, baseUrl, sam);
    await page.getByLabel('Sort by').selectOption('title-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title-asc');
    const { first } = await serverJobs(baseUrl, sam, 'sort=title-asc');
    await page.waitForFunction((title) => document.querySelector('[data-testid=job-card] h3')?.textContent === title, first.title);
    await page.getByLabel('Remote', { exact: true }).selectOption('true');
    await expectCount(page, baseUrl, sam, 'remote=true');
    await card(page, SEEDED[2].title).waitFor();
    await page.reload();
    await expectCount(page, baseUrl, sam, 'remote=true');
    assert.equal(await page.getByLabel('Remote', { exact: true }).inputValue(), 'true', 'the remote filter survives a reload');
    assert.equal(await page.getByLabel('Sort by').inputValue(), 'title-asc', 'the sort survives a reload');
    await page.goto('/jobs?location=Glasgow');
    await expectCount(page, baseUrl, sam, 'location=Glasgow');
    assert.equal(await page.getByLabel('Location', { exact: true }).inputValue(), 'Glasgow', 'a shared link keeps its location');
    await card(page, 'Front of house engineer').waitFor();
    await page.goto('/jobs');
    await expectCount(page, baseUrl, sam);

    // Nothing found: 'No jobs found' with Post a Job (and a way out of the filters).
    await page.goto('/jobs?q=zqxwvy');
    const empty = page.getByText('No jobs found');
    await empty.waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).nth(1).waitFor();
    await ready(page);
    await screenshot(page, 'jobs-empty-light');

    // Loading shows skeletons; a failed list is an empty list with Retry above it.
    const jobsList = /\/api\/jobs\?/;
    await page.route(jobsList, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    await page.goto('/jobs');
    await page.locator('[aria-busy=true]').first().waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'jobs-loading-light');
    await expectCount(page, baseUrl, sam);
    await page.unroute(jobsList);
    await page.route(jobsList, (route) => route.abort());
    await page.goto('/jobs');
    await page.getByText("Jobs couldn't be loaded.").waitFor();
    await empty.waitFor();
    await ready(page);
    await screenshot(page, 'jobs-error-light');
    await page.unroute(jobsList);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectCount(page, baseUrl, sam);

    // Save: the bookmark toggles and the Saved view lists it.
    await card(page, SEEDED[3].title)
      .getByRole('button', { name: `Save: ${SEEDED[3].title}` })
      .click();
    await expectToast(page, 'Job saved successfully!');
    await card(page, SEEDED[3].title)
      .getByRole('button', { name: `Saved: ${SEEDED[3].title}` })
      .waitFor();

    // Five applications; the first with a cover message, the second to a job with a contact email.
    let dialog = await applyTo(page, POSTED_IN_UI, { message: 'Eight years playing jazz residencies in Leeds; I read well and bring my own Nord.' });
    await dialog.getByText('Contact Information Unavailable').waitFor();
    await expectToastOverDialog(page, 'Application Recorded', '1/5 applications used this month');
    // Said once: the toast; the dialog goes on to the next step (it repeated 'Application Recorded').
    assert.equal(await dialog.getByText('Application Recorded').count(), 0, 'the success is shown twice');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await card(page, POSTED_IN_UI).getByTestId('applied').waitFor();

    dialog = await applyTo(page, SEEDED[1].title);
    await expectToastOverDialog(page, 'Application Recorded', '2/5 applications used this month');
    const mail = dialog.getByRole('link', { name: /Email jobs@chapelstudios\.example/ });
    assert.match(await mail.getAttribute('href'), /^mailto:jobs%40chapelstudios\.example\?subject=Application%3A%20Assistant%20mix%20engineer/);
    await settleForScreenshot(page);
    await screenshot(page, 'jobs-apply-recorded-light');
    await dialog.getByRole('button', { name: 'Done' }).click();

    for (const [i, job] of [SEEDED[0], SEEDED[2], SEEDED[3]].entries()) {
      dialog = await applyTo(page, job.title);
      await expectToastOverDialog(page, 'Application Recorded', `${i + 3}/5 applications used this month`);
      await dialog.getByRole('button', { name: 'Done' }).click();
    }
    await page.getByTestId('application-usage').getByText('5/5 used · 0 left').waitFor();

    // The sixth: refused at the limit, with the upgrade.
    await applyTo(page, SEEDED[4].title);
    await expectToast(page, 'Application Limit Reached');
    const toast = page.getByRole('region', { name: /Notifications/ });
    await toast.getByText(/You have used your 5 free job applications this month\. Upgrade to Pro \(£14\.99\/month\) for unlimited applications/).waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'jobs-limit-reached-light');
    await toast.getByRole('button', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription');

    // My applications: five, each submitted.
    await page.goto('/jobs?view=applications');
    await page.getByTestId('my-application').nth(4).waitFor();
    assert.equal(await page.getByTestId('my-application').count(), 5);
    await page.getByRole('tab', { name: 'Saved' }).click();
    await card(page, SEEDED[3].title).waitFor();

    // Offline and back: the banner with Try Again, then green for 3 s (docs/product-rules.md § Texts, formats and timings).
    await page.getByRole('tab', { name: 'All jobs' }).click();
    await expectCount(page, baseUrl, sam);
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.getByTestId('offline-banner').getByText('You are currently offline. Some content may not be available.').waitFor();
    await page.getByTestId('offline-banner').getByRole('button', { name: 'Try Again' }).waitFor();
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByTestId('online-banner').getByText("You're back online! Content is now up to date.").waitFor();
    await page.getByTestId('online-banner').waitFor({ state: 'detached', timeout: 6_000 });
    samApp.assertNoErrors();
  } finally {
    await samApp.close();
  }

  // Jo sees Sam among the applicants of the job posted in the dialog and shortlists him.
  const joAgain = await openApp(browser, baseUrl, { member: jo, reducedMotion: 'reduce' });
  try {
    const page = joAgain.page;
    await page.goto('/jobs?view=mine');
    await card(page, POSTED_IN_UI).getByRole('button', { name: 'Applicants (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicants' });
    const applicant = dialog.getByTestId('applicant').filter({ hasText: 'Sam Adeyemi' });
    await applicant.getByText('Eight years playing jazz residencies').waitFor();
    await applicant.getByTestId('application-status').getByText('Submitted').waitFor();
    await applicant.getByRole('button', { name: 'Shortlist Sam Adeyemi' }).click();
    await applicant.getByTestId('application-status').getByText('Shortlisted').waitFor();
    await settleForScreenshot(page);
    await screenshot(page, 'jobs-applicants-light');
    await expectNoSeriousA11yViolations(page, 'the applicant list');
    joAgain.assertNoErrors();
  } finally {
    await joAgain.close();
  }

  // The Jobs screen as Sam sees it now: desktop light, 360 px, dark; his shortlisting shows.
  for (const [label, options] of [
    ['desktop-light', { viewport: { width: 1440, height: 1000 }, colorScheme: 'light' }],
    ['mobile-light', { viewport: { width: 360, height: 780 }, colorScheme: 'light' }],
    ['desktop-dark', { viewport: { width: 1440, height: 1000 }, colorScheme: 'dark' }],
  ]) {
    const app = await openApp(browser, baseUrl, { member: sam, reducedMotion: 'reduce', ...options });
    try {
      const { page, context } = app;
      await useTheme(context, options.colorScheme);
      await page.goto('/jobs');
      await expectCount(page, baseUrl, sam);
      assert.equal(await hasHorizontalScroll(page), false, `no sideways scroll (${label})`);
      await ready(page);
      await screenshot(page, `jobs-${label}`, { fullPage: true });
      await expectNoSeriousA11yViolations(page, `the Jobs screen (${label})`);
      if (label === 'desktop-light') {
        await page.getByRole('tab', { name: 'My applications' }).click();
        await page.getByTestId('my-application').filter({ hasText: POSTED_IN_UI }).getByText('Shortlisted').waitFor();
        await ready(page);
        await screenshot(page, 'jobs-my-applications-light');
      }
      app.assertNoErrors();
    } finally {
      await app.close();
    }
  }
}
