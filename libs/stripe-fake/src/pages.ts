import type { FakeAccount, FakeCheckoutSession, FakePortalSession, FakePrice, FakeSubscription } from './objects';

// The two pages a browser sees on the Stripe test server: Checkout (pay or cancel) and the billing
// portal (see the plan, cancel at period end or keep it). Plain HTML forms, so a browser test clicks
// them like Stripe's own; every value is escaped.

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (amount: number | null, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format((amount ?? 0) / 100);
const date = (unixSeconds: number) => new Date(unixSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f8fa; color: #1a1f36; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; width: min(420px, 90vw); }
  .badge { display: inline-block; font-size: 12px; font-weight: 600; background: #fff4e5; color: #8a4b00; padding: 2px 8px; border-radius: 99px; }
  h1 { font-size: 20px; margin: 12px 0 4px; } .price { font-size: 32px; font-weight: 700; margin: 8px 0; } .muted { color: #5c6370; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 8px; font-size: 16px; font-weight: 600; cursor: pointer; margin-top: 12px; }
  .primary { background: #635bff; color: #fff; } .secondary { background: #eef0f4; color: #1a1f36; }
  .error { background: #fdecea; color: #a4161a; padding: 8px 12px; border-radius: 8px; } .plan { border-top: 1px solid #eef0f4; padding-top: 12px; margin-top: 12px; }
</style></head><body><main><span class="badge">TEST MODE</span>${body}</main></body></html>`;
}

export function checkoutPage(session: FakeCheckoutSession | null, price: FakePrice | null, error: string | null): string {
  if (!session || !price) return layout('Checkout', `<h1>Checkout</h1><p class="error" role="alert">${escape(error ?? 'Not found')}</p>`);
  const amount = money(price.unit_amount, price.currency);
  const trial = session.trial_period_days;
  const open = session.status === 'open';
  return layout(
    `Subscribe to ${price.nickname ?? 'plan'}`,
    `<h1>Subscribe to ${escape(price.nickname ?? 'plan')}</h1>
     <div class="price">${trial ? `${trial} days free` : escape(amount)}</div>
     <p class="muted">${trial ? `Then ${escape(amount)} per month` : 'Per month'}</p>
     ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
     ${
       open
         ? `<form method="post" action="/checkout/${escape(session.id)}/pay"><button class="primary" type="submit">${trial ? 'Start trial' : 'Subscribe'}</button></form>
            <form method="post" action="/checkout/${escape(session.id)}/cancel"><button class="secondary" type="submit">Cancel</button></form>`
         : ''
     }`,
  );
}

export function portalPage(portal: FakePortalSession | null, subscriptions: FakeSubscription[], error: string | null): string {
  if (!portal) return layout('Billing', `<h1>Billing</h1><p class="error" role="alert">${escape(error ?? 'Not found')}</p>`);
  const plans = subscriptions
    .map((subscription) => {
      const item = subscription.items.data[0]!;
      const renews = subscription.cancel_at_period_end
        ? `Cancels on ${date(item.current_period_end)}`
        : subscription.status === 'trialing' && subscription.trial_end
          ? `Trial ends on ${date(subscription.trial_end)}`
          : `Renews on ${date(item.current_period_end)}`;
      return `<div class="plan"><strong>${escape(item.price.nickname ?? 'Plan')}</strong> · ${escape(money(item.price.unit_amount, item.price.currency))} per month
        <p class="muted">${escape(renews)} (${escape(subscription.status)})</p>
        <form method="post" action="/portal/${escape(portal.id)}/${subscription.cancel_at_period_end ? 'renew' : 'cancel'}">
          <input type="hidden" name="subscription" value="${escape(subscription.id)}">
          <button class="secondary" type="submit">${subscription.cancel_at_period_end ? 'Renew plan' : 'Cancel plan'}</button>
        </form></div>`;
    })
    .join('');
  return layout(
    'Billing',
    `<h1>Billing</h1>${plans || '<p class="muted">No current plan.</p>'}
     ${portal.return_url ? `<p><a href="${escape(portal.return_url)}">Return to Stave</a></p>` : ''}`,
  );
}

// ---- Connect: onboarding, paying a PaymentIntent, 3-D Secure --------------------------------------------

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escape(title)}</h1><p role="status">${escape(message)}</p>`);
}

export function onboardingPage(token: string, account: FakeAccount, returnUrl: string): string {
  return layout(
    'Set up payouts',
    `<h1>Set up payouts with Stave</h1>
     <p class="muted">${escape(account.email ?? account.id)} · Express account</p>
     <form method="post" action="/connect/onboarding/${escape(token)}/complete">
       <p><label>First name <input name="first_name" autocomplete="given-name"></label></p>
       <p><label>Last name <input name="last_name" autocomplete="family-name"></label></p>
       <p class="muted">Test mode: the bank account 00012345 and sort code 10-88-00 are used.</p>
       <button class="primary" type="submit">Complete onboarding</button>
     </form>
     <p><a href="${escape(returnUrl)}">Leave</a></p>`,
  );
}

export function paymentPage(page: { title: string; amount: number; currency: string; base: string; error: string | null; open: boolean }): string {
  const base = escape(page.base);
  return layout(
    `Pay ${page.title}`,
    `<h1>${escape(page.title)}</h1>
     <div class="price">${escape(money(page.amount, page.currency))}</div>
     ${page.error ? `<p class="error" role="alert">${escape(page.error)}</p>` : ''}
     ${
       page.open
         ? `<form method="post" action="${base}/pay"><button class="primary" type="submit">Pay</button></form>
            <form method="post" action="${base}/pay-3ds"><button class="secondary" type="submit">Pay (3-D Secure)</button></form>
            <form method="post" action="${base}/decline"><button class="secondary" type="submit">Decline</button></form>
            ${base.startsWith('/checkout/') ? `<form method="post" action="${base}/cancel"><button class="secondary" type="submit">Cancel</button></form>` : ''}`
         : ''
     }`,
  );
}

export function authenticationPage(paymentIntentId: string, amount: number, currency: string, open: boolean): string {
  const base = `/pay/${escape(paymentIntentId)}/authenticate`;
  return layout(
    '3D Secure authentication',
    `<h1>Confirm your payment</h1>
     <p class="muted">Your bank asks you to authenticate a payment of ${escape(money(amount, currency))}.</p>
     ${
       open
         ? `<form method="post" action="${base}/complete"><button class="primary" type="submit">Complete authentication</button></form>
            <form method="post" action="${base}/fail"><button class="secondary" type="submit">Fail authentication</button></form>`
         : '<p class="error" role="alert">Nothing to authenticate.</p>'
     }`,
  );
}
