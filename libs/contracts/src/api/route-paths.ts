import { ADVERTISING } from '../advertising/advertising.routes';
import { ANALYTICS } from '../analytics/analytics.routes';
import { BILLING } from '../billing/billing.routes';
import { BOOST } from '../boosts/boosts.routes';
import { DASHBOARD } from '../dashboard/dashboard.routes';
import { FORUM } from '../forum/forum.routes';
import { IDENTITY } from '../identity/identity.routes';
import { INSIGHTS } from '../insights/insights.routes';
import { MEMBER_AVAILABILITY } from '../availability/availability.routes';
import { BOOKINGS } from '../bookings/bookings.routes';
import { INVOICES } from '../billing/invoices.routes';
import { COLLABORATIONS } from '../jobs/collaborations.routes';
import { EVENTS } from '../jobs/events.routes';
import { JOBS } from '../jobs/jobs.routes';
import { MARKETPLACE } from '../marketplace/marketplace.routes';
import { MATCHING } from '../matching/matching.routes';
import { MESSAGING } from '../messaging/messaging.routes';
import { MODERATION } from '../moderation/moderation.routes';
import { PRIVACY } from '../privacy/privacy.routes';
import { SEARCH } from '../search/search.routes';
import { SOCIAL } from '../social/social.routes';
import { SUPPORT } from '../support/support.routes';
import { TEAMS } from '../teams/teams.routes';
import { isRouteContract, routePathOf, type RouteGroup } from './route-contract';
import { GATEWAY } from './routes';

// The route tables the web app calls with (src/paths/<area>.ts): for each keyed route, its `'METHOD /path'` string,
// typed with its contract. They are generated from the contracts below (scripts/generate-paths.mjs) and a unit test
// fails when one is stale (route-paths.spec.ts). Why strings and not the contracts: docs/web.md#calling-the-api.
export const PATH_AREAS: readonly { name: string; module: string; routes: RouteGroup }[] = [
  { name: 'GATEWAY', module: 'api/routes', routes: GATEWAY },
  { name: 'IDENTITY', module: 'identity/identity.routes', routes: IDENTITY },
  { name: 'SOCIAL', module: 'social/social.routes', routes: SOCIAL },
  { name: 'DASHBOARD', module: 'dashboard/dashboard.routes', routes: DASHBOARD },
  { name: 'MESSAGING', module: 'messaging/messaging.routes', routes: MESSAGING },
  { name: 'JOBS', module: 'jobs/jobs.routes', routes: JOBS },
  { name: 'EVENTS', module: 'jobs/events.routes', routes: EVENTS },
  { name: 'COLLABORATIONS', module: 'jobs/collaborations.routes', routes: COLLABORATIONS },
  { name: 'MARKETPLACE', module: 'marketplace/marketplace.routes', routes: MARKETPLACE },
  { name: 'BILLING', module: 'billing/billing.routes', routes: BILLING },
  { name: 'ANALYTICS', module: 'analytics/analytics.routes', routes: ANALYTICS },
  { name: 'BOOST', module: 'boosts/boosts.routes', routes: BOOST },
  { name: 'MATCHING', module: 'matching/matching.routes', routes: MATCHING },
  { name: 'SEARCH', module: 'search/search.routes', routes: SEARCH },
  { name: 'MODERATION', module: 'moderation/moderation.routes', routes: MODERATION },
  { name: 'PRIVACY', module: 'privacy/privacy.routes', routes: PRIVACY },
  { name: 'FORUM', module: 'forum/forum.routes', routes: FORUM },
  { name: 'ADVERTISING', module: 'advertising/advertising.routes', routes: ADVERTISING },
  { name: 'SUPPORT', module: 'support/support.routes', routes: SUPPORT },
  { name: 'TEAMS', module: 'teams/teams.routes', routes: TEAMS },
  { name: 'INSIGHTS', module: 'insights/insights.routes', routes: INSIGHTS },
  { name: 'BOOKINGS', module: 'bookings/bookings.routes', routes: BOOKINGS },
  { name: 'MEMBER_AVAILABILITY', module: 'availability/availability.routes', routes: MEMBER_AVAILABILITY },
  { name: 'INVOICES', module: 'billing/invoices.routes', routes: INVOICES },
];

// The words a binding may not be named (JOBS.delete).
const RESERVED = new Set(
  `await break case catch class const continue debugger default delete do else enum export extends false finally for function
   if implements import in instanceof interface let new null package private protected public return static super switch
   this throw true try typeof var void while with yield`.split(/\s+/),
);

const HEADER = (source: string) => `// Generated from ${source}.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).\n`;

// One module per area (and per group of routes within it, as a namespace of its area's module): every export is a
// string constant, so the web build inlines it where it is called and no table reaches the browser.
export function renderPathFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const render = (file: string, name: string, module: string, group: RouteGroup, keys: string[]) => {
    const lines: string[] = [];
    const groups: string[] = [];
    for (const [key, entry] of Object.entries(group)) {
      if (isRouteContract(entry)) {
        const type = [...keys, key].map((k) => `['${k}']`).join('');
        const value = `'${routePathOf(entry)}' as RoutePath<(typeof ${name})${type}>`;
        // A key that is a reserved word (JOBS.delete) is exported under its name from a binding that is not.
        lines.push(RESERVED.has(key) ? `const ${key}_ = ${value};\nexport { ${key}_ as ${key} };` : `export const ${key} = ${value};`);
      } else {
        const child = `${file}.${key}`;
        groups.push(`export * as ${key} from './${child}';`);
        render(child, name, module, entry, [...keys, key]);
      }
    }
    const imports = lines.length ? [`import type { RoutePath } from '../api/route-contract';`, `import type { ${name} } from '../${module}';`] : [];
    files[`${file}.ts`] = [HEADER(module) + [...imports, ...groups].join('\n'), lines.join('\n')].filter(Boolean).join('\n\n') + '\n';
  };
  for (const area of PATH_AREAS) render(area.name.toLowerCase(), area.name, area.module, area.routes, []);
  files['index.ts'] =
    HEADER('api/route-paths') + '\n' + PATH_AREAS.map((area) => `export * as ${area.name} from './${area.name.toLowerCase()}';`).join('\n') + '\n';
  return files;
}
