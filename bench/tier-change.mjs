#!/usr/bin/env node
// bench/tier-change (T1, docs/performance.md#tier-change): how soon a plan change is enforced everywhere. Identity, billing, messaging
// and jobs-events as in the cluster (each its own database, Kafka between them, built dist), billing on the
// Stripe test server. Per round, a member completes Checkout for Pro (the webhook goes at once), then the
// subscription is cancelled; the time from Stripe sending its events to the new tier standing in both
// messaging's and jobs-events' member projections (which their limits read) is polled every 2 ms.
// The path: webhook → billing (Stripe read, outbox) → Kafka → identity (member updated, outbox) → Kafka →
// each projection. Target: within a second.
// Usage: npm run build && eval "$(node deploy/local/infra.mjs env --sh)" && node bench/tier-change.mjs [--no-save]
//   BENCH_ROUNDS (default 20).
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ms, percentile, saveResults } from './lib/common.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startServiceUnderTest, callApi } = require(join(root, 'libs/platform/dist/testing/index.js'));
const { StripeFake } = require(join(root, 'libs/stripe-fake/dist/index.js'));
const Stripe = require(join(root, 'node_modules/stripe'));
const service = (name, exportName) => require(join(root, `apps/${name}/dist/app.module.js`))[exportName];

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_MS = 1_000;
const log = (message) => console.log(`[tier-change] ${message}`);
if (!process.env.KAFKA_BROKERS) {
  console.error('KAFKA_BROKERS is not set: eval "$(node deploy/local/infra.mjs env --sh)" first');
  process.exit(1);
}

const fake = await StripeFake.start({
  prices: [
    { id: 'price_pro_bench', lookupKey: 'pro', unitAmount: 1499 },
    { id: 'price_business_bench', lookupKey: 'business', unitAmount: 2499 },
  ],
  webhookSecret: 'whsec_bench',
});
const quiet = { LOG_LEVEL: 'warn', EXPOSE_DB_QUERY_COUNT: 'false' };
const identity = await startServiceUnderTest(service('identity', 'identityService'), { ...quiet, ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${1_000_000_000 + Math.floor(Math.random() * 1_000_000_000)}`);
const jwks = { ...quiet, JWKS_URL: `${identity.url}/.well-known/jwks.json` };
const [billing, messaging, jobs] = await Promise.all([
  startServiceUnderTest(service('billing', 'billingService'), {
    ...jwks,
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_PRICE_PRO: 'price_pro_bench',
    STRIPE_PRICE_BUSINESS: 'price_business_bench',
    STRIPE_API_URL: fake.url,
  }),
  startServiceUnderTest(service('messaging', 'messagingService'), jwks),
  startServiceUnderTest(service('jobs-events', 'jobsEventsService'), jwks),
]);
fake.webhookUrl = `${billing.url}/api/billing/webhook`;
const stripe = new Stripe('sk_test_bench', fake.sdkOptions());

const tierIn = async (db, id) => (await db.query(`SELECT subscription_tier AS tier FROM user_summaries WHERE id = $1`, [id])).rows[0]?.tier;
// Milliseconds from `t0` until both projections hold `tier` (polled every 2 ms; 10 s at most).
async function until(id, tier, t0) {
  const seen = {};
  for (;;) {
    const [m, j] = await Promise.all([tierIn(messaging.db, id), tierIn(jobs.db, id)]);
    const now = performance.now();
    if (m === tier) seen.messaging ??= now - t0;
    if (j === tier) seen.jobs ??= now - t0;
    if (seen.messaging !== undefined && seen.jobs !== undefined) return Math.max(seen.messaging, seen.jobs);
    if (now - t0 > 10_000) throw new Error(`member ${id} did not become ${tier} within 10 s (${JSON.stringify({ m, j })})`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

const results = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  cpu: cpus()[0]?.model,
  rounds: ROUNDS,
  targetMs: TARGET_MS,
  load: {},
};
try {
  const members = [];
  for (let i = 0; i < ROUNDS; i++) {
    const tag = `${Date.now().toString(36)}${i}`;
    const answer = await callApi(`${identity.url}/api/register`, 'POST', {
      body: { username: `tier_${tag}`, email: `tier_${tag}@example.test`, password: `a long passphrase ${tag}`, name: `Bench ${i}`, type: 'musician' },
    });
    members.push({ id: answer.body.user.id, token: answer.body.token });
  }
  for (const member of members) await until(member.id, 'free', performance.now());
  results.load.start = +loadavg()[0].toFixed(2);
  const upgrade = [];
  const downgrade = [];
  for (const member of members) {
    const checkout = await callApi(`${billing.url}/api/create-checkout-session`, 'POST', { token: member.token, body: { subscriptionTier: 'pro' } });
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop();
    let t0 = performance.now();
    const subscription = await fake.completeCheckout(sessionId);
    upgrade.push(await until(member.id, 'pro', t0));
    t0 = performance.now();
    await stripe.subscriptions.cancel(subscription.id);
    downgrade.push(await until(member.id, 'free', t0));
  }
  results.load.end = +loadavg()[0].toFixed(2);
  const summary = (values) => ({ p50: ms(percentile(values, 0.5)), p95: ms(percentile(values, 0.95)), max: ms(Math.max(...values)) });
  results.upgrade = summary(upgrade);
  results.downgrade = summary(downgrade);
  results.met = results.upgrade.max <= TARGET_MS && results.downgrade.max <= TARGET_MS;
  log(`upgrade to pro, enforced in messaging and jobs-events: p50 ${results.upgrade.p50} ms, p95 ${results.upgrade.p95} ms, max ${results.upgrade.max} ms`);
  log(`cancel to free: p50 ${results.downgrade.p50} ms, p95 ${results.downgrade.p95} ms, max ${results.downgrade.max} ms`);
  log(`target ≤ ${TARGET_MS} ms: ${results.met ? 'met' : 'MISSED'}; 1-minute load ${results.load.start} → ${results.load.end} (2 cores)`);
  if (!process.argv.includes('--no-save')) log(`wrote ${saveResults('tier-change', results, results.at)}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await fake.close();
  await Promise.all([billing.stop(), messaging.stop(), jobs.stop()]);
  await identity.stop();
  process.exit(process.exitCode ?? 0);
}
