// The API as a spec's member calls it, beside what they do in the browser: seeding, moderating, checking what the
// server kept. `headers` adds to the bearer token (e.g. x-act-as, to act as a business).

export async function callAs(baseUrl, method, path, member, { body, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${member.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

// The answer's body, or an error naming the call and what the server said.
export async function okAs(baseUrl, method, path, member, options) {
  const answer = await callAs(baseUrl, method, path, member, options);
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json;
}

// Nothing on the page is loading (no aria-busy="true" left).
export async function settled(page, timeout = 20_000) {
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy=true]').length === 0, undefined, { timeout });
}
