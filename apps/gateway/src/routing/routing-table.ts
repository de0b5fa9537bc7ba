import type { ServiceName } from '@stave/contracts';

// ARCHITECTURE §3. Order matters: the first match wins, so the more specific paths under
// /api/users and /api/user come before identity's general ones.
const TABLE: Array<[RegExp, ServiceName]> = [
  [/^\/api\/users\/recommendations\/?$/, 'social'],
  [/^\/api\/users\/[^/]+\/follow\/?$/, 'social'],
  [/^\/api\/user\/network-stats\/?$/, 'social'],
  [/^\/api\/user\/subscription\/?$/, 'billing'],
  [/^\/api\/user(\/profile(\/.*)?|\/profile-picture)?\/?$/, 'identity'],
  [/^\/api\/(login|register|logout|forgot-password|reset-password)\/?$/, 'identity'],
  [/^\/api\/referrals(\/.*)?$/, 'identity'],
  [/^\/api\/users(\/[^/]+)?\/?$/, 'identity'],
  [/^\/api\/(portfolio|experience|education)(\/.*)?$/, 'identity'],
  [/^\/uploads\/.+$/, 'identity'],
  [/^\/media\/.+$/, 'social'],
  [/^\/api\/(posts|feed|notifications|connections|connection-requests|achievements|boosted-posts)(\/.*)?$/, 'social'],
  [/^\/api\/(ai-matching|analytics)\/.+$/, 'social'],
  [/^\/api\/messages(\/.*)?$/, 'messaging'],
  [/^\/ws\/?$/, 'messaging'],
  [/^\/api\/(jobs|events|collaborations)(\/.*)?$/, 'jobs-events'],
  [/^\/api\/marketplace\/.+$/, 'marketplace'],
  [/^\/api\/create-checkout-session\/?$/, 'billing'],
  [/^\/api\/billing\/.+$/, 'billing'],
];

export function resolveService(path: string): ServiceName | null {
  const pathname = path.split('?')[0] ?? '';
  for (const [pattern, service] of TABLE) if (pattern.test(pathname)) return service;
  return null;
}
