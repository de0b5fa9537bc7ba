// Generated from api/route-paths.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).

export * as GATEWAY from './gateway';
export * as IDENTITY from './identity';
export * as SOCIAL from './social';
export * as DASHBOARD from './dashboard';
export * as MESSAGING from './messaging';
export * as JOBS from './jobs';
export * as EVENTS from './events';
export * as COLLABORATIONS from './collaborations';
export * as MARKETPLACE from './marketplace';
export * as BILLING from './billing';
export * as ANALYTICS from './analytics';
export * as BOOST from './boost';
export * as MATCHING from './matching';
export * as SEARCH from './search';
export * as MODERATION from './moderation';
export * as PRIVACY from './privacy';
export * as FORUM from './forum';
export * as ADVERTISING from './advertising';
export * as SUPPORT from './support';
export * as TEAMS from './teams';
export * as INSIGHTS from './insights';
export * as BOOKINGS from './bookings';
export * as MEMBER_AVAILABILITY from './member_availability';
export * as INVOICES from './invoices';
