import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from '../lib/axe.mjs';
import { buyThroughCheckout, until } from '../lib/billing.mjs';
import { hasHorizontalScroll, openApp, settleForScreenshot, useTheme } from '../lib/identity.mjs';
import { fetchJson, settleAchievements, socialMember } from '../lib/social.mjs';
import { okAs, settled } from '../lib/api.mjs';

export const name =
  "insights: five members each post a job asking for Mixing, an event in London and a guitar for sale; a Business member (bought through the Stripe test server's Checkout) follows the profile's link to /insights, sees the current month so far with its partial banner, the privacy note, the headline figures, the Mixing bar in Most-wanted skills (a skill from fewer than 5 posters left out), London in Events by region and Guitars & Basses priced; downloads the CSV (its header row) and the PDF (%PDF); the page on a phone in the dark (the mobile menu's link); a free member sees the way to Business and never asks for a report; screenshots light and mobile dark";

// This run's figures are counted on top of whatever an earlier run against the same server left in the month.
const RUN = Date.now().toString(36);
const CSV_HEADER = 'month,section,item,count,share,previous,change,sold,p25_price_gbp,median_price_gbp,p75_price_gbp,previous_median_price_gbp,median_change';
// The current month in London, as the reports key it.
const londonMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
const monthLabel = (month) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const POSTERS = [
  { name: 'Ash Mensah', location: 'London', price: 450 },
  { name: 'Bryony Kell', location: 'Brighton', price: 620 },
  { name: 'Cal Dunmore', location: 'Glasgow', price: 780 },
  { name: 'Dee Okoro', location: 'Leeds', price: 1150 },
  { name: 'Eli Varga', location: 'Cardiff', price: 300 },
];

// An hour from now: in the current month unless the run starts in its last hour.
function eventTimes() {
  const start = new Date(Date.now() + 60 * 60 * 1000);
  return { startDate: start.toISOString(), endDate: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString() };
}

// Five members, each a job asking for Mixing and Live sound, an event in London and a guitar for sale: every figure
// of the month comes from at least five members. Two of them also ask for Mastering, which stays out of the report.
async function seed(baseUrl) {
  const members = [];
  for (const [index, poster] of POSTERS.entries()) {
    const member = await socialMember(baseUrl, { name: poster.name, type: 'producer', location: poster.location });
    await settleAchievements(baseUrl, member);
    members.push(member);
    await okAs(baseUrl, 'POST', '/api/jobs', member, {
      body: {
        title: `Mix engineer for an EP ${RUN}-${index}`,
        description: 'Five tracks, stems ready. Looking for someone with a warm, punchy sound.',
        location: poster.location,
        type: 'freelance',
        skills: index < 2 ? ['Mixing', 'Live sound', 'Mastering'] : ['Mixing', 'Live sound'],
      },
    });
    await okAs(baseUrl, 'POST', '/api/events', member, {
      body: {
        title: `Producers' night ${RUN}-${index}`,
        location: 'Dalston, London',
        region: 'London',
        description: 'Bring a bounce and a pair of headphones.',
        ...eventTimes(),
      },
    });
    await okAs(baseUrl, 'POST', '/api/marketplace/listings', member, {
      body: {
        title: `Electric guitar ${RUN}-${index}`,
        description: 'Well looked after, plays beautifully. Collection preferred; can post at the buyer’s cost.',
        price: poster.price,
        categoryId: 101,
        condition: 'good',
        location: poster.location,
      },
    });
    // A second category from the same five sellers: the whole lane's other listings come from too few sellers to be
    // shown apart, so the floor folds the smallest published category into Other with them — this one, not the guitars.
    await okAs(baseUrl, 'POST', '/api/marketplace/listings', member, {
      body: {
        title: `Analogue synth ${RUN}-${index}`,
        description: 'Serviced last year, all keys and knobs work. Comes with its power supply.',
        price: poster.price / 2,
        categoryId: 301,
        condition: 'good',
        location: poster.location,
      },
    });
  }
  // And a second guitar, so the guitars outnumber the synths.
  await okAs(baseUrl, 'POST', '/api/marketplace/listings', members[0], {
    body: {
      title: `Bass guitar ${RUN}`,
      description: 'Short scale, light and easy to play. Gig bag included.',
      price: 380,
      categoryId: 103,
      condition: 'good',
      location: POSTERS[0].location,
    },
  });
  // One of them asks for Mixing twice: the skill counts jobs, its floor counts posters.
  await okAs(baseUrl, 'POST', '/api/jobs', members[0], {
    body: {
      title: `Mix engineer, second EP ${RUN}`,
      description: 'Four more tracks in the same style.',
      type: 'freelance',
      skills: ['mixing'],
    },
  });
  return members;
}

export async function run({ browser, baseUrl, screenshot }) {
  const month = londonMonth();
  const label = monthLabel(month);
  await seed(baseUrl);

  // A member on Business, bought the way a member's browser buys it; the plan reaches both services.
  const bea = await socialMember(baseUrl, { name: 'Bea Brightwell', type: 'record_label', location: 'Bristol' });
  await settleAchievements(baseUrl, bea);
  await buyThroughCheckout(baseUrl, bea, 'business');
  await until(async () => (await fetchJson(baseUrl, '/api/insights/reports', bea)).status === 200 || 'not yet', 'the reports to open to the Business member');
  const report = await okAs(baseUrl, 'GET', `/api/insights/reports/${month}`, bea);
  assert.deepEqual(report.degraded, [], 'every section answered');
  const mixing = report.jobs.topSkills.find((row) => row.skill.toLowerCase() === 'mixing');
  assert.ok(mixing && mixing.jobs >= 6, `Mixing is among the top skills: ${JSON.stringify(report.jobs.topSkills)}`);

  const member = await openApp(browser, baseUrl, { member: bea, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = member;
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Insight reports' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Insight reports' }).waitFor();
    await settled(page);

    // The current month, so far.
    const picker = page.getByLabel('Month', { exact: true });
    assert.equal(await picker.inputValue(), month, 'the newest month is shown');
    assert.equal(await picker.locator('option:checked').textContent(), `${label} (so far)`);
    await page.getByTestId('insights-partial').getByText('This month so far — the report is final on the 1st').waitFor();
    await page
      .getByTestId('insights-privacy')
      .getByText(/^Built from Stave's own activity\. Groups with fewer than 5 members are folded into Other or withheld; no member is ever identifiable\.$/)
      .waitFor();

    // The headline figures are the report's.
    const jobsCard = page.getByTestId('insights-headline-jobs');
    await jobsCard.getByText(report.jobs.total.toLocaleString('en-GB'), { exact: true }).waitFor();
    await page.getByTestId('insights-headline-events').getByText(report.events.total.toLocaleString('en-GB'), { exact: true }).waitFor();
    await page.getByTestId('insights-headline-gear').getByText(report.gear.total.toLocaleString('en-GB'), { exact: true }).waitFor();

    // Most-wanted skills: the Mixing bar with its jobs; Mastering (two posters) is not there.
    const skills = page.getByRole('list', { name: 'Most-wanted skills' });
    const bar = skills.locator(`[data-testid=insights-skill][data-item="${mixing.skill}"]`);
    await bar.getByText(`${mixing.jobs} jobs`, { exact: true }).waitFor();
    await bar.getByText(`${Math.round(mixing.share * 100)}%`, { exact: true }).waitFor();
    assert.equal(await skills.getByTestId('insights-skill').count(), report.jobs.topSkills.length, 'a bar for each skill the report publishes');
    if (!report.jobs.topSkills.some((row) => row.skill.toLowerCase() === 'mastering')) {
      assert.equal(await skills.locator('[data-testid=insights-skill][data-item="Mastering"]').count(), 0, 'a skill from fewer than 5 posters is left out');
    }
    const width = await bar.locator('span[aria-hidden=true] > span').evaluate((element) => element.getBoundingClientRect().width);
    assert.ok(width > 20, `the Mixing bar is drawn (${width}px)`);

    // Events by region and the gear table.
    await page.getByRole('list', { name: 'Events by region' }).locator('[data-testid=insights-region][data-item="London"]').waitFor();
    // Guitars & Basses, or (should the lane's other listings outnumber them) the priced category the report publishes.
    const gearRow =
      report.gear.byCategory.find((row) => row.category === 'Guitars & Basses' && row.medianPrice !== null) ??
      report.gear.byCategory.find((row) => row.medianPrice !== null);
    assert.ok(gearRow, `the report prices some gear: ${JSON.stringify(report.gear)}`);
    const guitars = page.locator(`[data-testid=insights-gear-row][data-item="${gearRow.category}"]`);
    await guitars.getByRole('rowheader', { name: gearRow.category }).waitFor();
    await guitars
      .getByText(/^£[\d,]+(\.\d\d)?$/)
      .first()
      .waitFor();

    // The CSV: downloaded through the member's token, its header row first.
    const csvButton = page.getByRole('button', { name: 'Download CSV' });
    const [csv] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
    assert.equal(csv.suggestedFilename(), `stave-insights-${month}.csv`);
    const csvText = (await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '');
    assert.equal(csvText.split(/\r?\n/)[0], CSV_HEADER, 'the CSV starts with its header row');
    assert.match(csvText, new RegExp(`^${month},jobs_top_skills,${mixing.skill},${mixing.jobs},`, 'm'), 'the Mixing row is in the CSV');
    await csvButton.waitFor();

    // The PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    assert.equal(pdf.suggestedFilename(), `stave-insights-${month}.pdf`);
    const pdfBytes = await readFile(await pdf.path());
    assert.equal(pdfBytes.subarray(0, 5).toString('latin1'), '%PDF-', 'the download is a PDF');
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    // Off the button just clicked, so the screenshot shows it at rest.
    await page.mouse.move(0, 0);
    await settleForScreenshot(page);
    await screenshot(page, 'insights-light', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the insight reports');
    await page.setViewportSize({ width: 360, height: 780 });
    assert.equal(await hasHorizontalScroll(page), false, 'the reports scroll sideways at 360 px');
    member.assertNoErrors();
  } catch (error) {
    throw await member.explain(error);
  } finally {
    await member.close();
  }

  // On a phone, in the dark, through the mobile menu.
  const phone = await openApp(browser, baseUrl, { member: bea, viewport: { width: 390, height: 844 }, colorScheme: 'dark', reducedMotion: 'reduce' });
  try {
    const { page, context } = phone;
    await useTheme(context, 'dark');
    await page.goto('/dashboard');
    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByRole('dialog').getByRole('link', { name: 'Insight reports' }).click();
    await page.waitForURL((url) => url.pathname === '/insights');
    await page.getByRole('heading', { level: 1, name: 'Insight reports' }).waitFor();
    await settled(page);
    await page.locator(`[data-testid=insights-skill][data-item="${mixing.skill}"]`).waitFor();
    assert.equal(await hasHorizontalScroll(page), false, 'the reports scroll sideways at 390 px');
    await settleForScreenshot(page);
    await screenshot(page, 'insights-mobile-dark', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the insight reports on a phone, dark');
    phone.assertNoErrors();
  } catch (error) {
    throw await phone.explain(error);
  } finally {
    await phone.close();
  }

  // A free member: the way to Business, and no report asked for.
  const finn = await socialMember(baseUrl, { name: 'Finn Free', type: 'musician', location: 'Leeds' });
  await settleAchievements(baseUrl, finn);
  const refused = await fetchJson(baseUrl, '/api/insights/reports', finn);
  assert.equal(refused.status, 403);
  assert.equal(refused.json?.code, 'INSIGHTS_BUSINESS_ONLY');
  const free = await openApp(browser, baseUrl, { member: finn, viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  try {
    const { page } = free;
    const asked = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/insights')) asked.push(request.url());
    });
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: 'Insight reports' }).count(), 0, 'no link for a free member');
    await page.goto('/insights');
    await page.getByRole('heading', { level: 1, name: 'Insight reports' }).waitFor();
    const upgrade = page.getByTestId('insights-upgrade');
    await upgrade.getByRole('heading', { name: 'Industry insight reports come with Business' }).waitFor();
    assert.equal(await upgrade.getByRole('link', { name: 'Upgrade to Business' }).getAttribute('href'), '/subscription');
    assert.equal(await page.getByRole('button', { name: 'Download PDF' }).count(), 0);
    assert.deepEqual(asked, [], 'the page never asks for a report');
    await expectNoSeriousA11yViolations(page, 'the insight reports, free member');
    free.assertNoErrors();
  } catch (error) {
    throw await free.explain(error);
  } finally {
    await free.close();
  }
}
