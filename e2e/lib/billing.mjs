// Helpers for the premium specs (55-58): a plan bought through the Stripe test server's Checkout, as a
// member's browser would (e2e/run.mjs starts Stave with STRIPE_FAKE=true).
import assert from 'node:assert/strict';

// Until `check` answers true (events travel between services); the last other answer is in the error.
export async function until(check, label, ms = 15_000) {
  const deadline = Date.now() + ms;
  let last;
  while (Date.now() < deadline) {
    last = await check();
    if (last === true) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${label}${last === undefined || last === false ? '' : ` (last: ${JSON.stringify(last).slice(0, 200)})`}`);
}

// Checkout for `tier` and the test server's pay button; resolves once identity holds the tier.
export async function buyThroughCheckout(baseUrl, member, tier = 'pro') {
  const checkout = await fetch(`${baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ subscriptionTier: tier }),
  });
  const { url } = await checkout.json();
  assert.equal((await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' })).status, 303);
  await until(async () => {
    const self = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${member.token}` } });
    return (await self.json()).subscriptionTier === tier;
  }, `${tier} to reach the member`);
}
