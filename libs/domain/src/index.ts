// What several services share about the domain, as opposed to the platform's infrastructure (libs/platform): the
// members' projections every service keeps (user summaries, blocks, connections, team memberships), the data
// rights parts (MemberData), content reports and the insight snapshots. Depends on @stave/platform and
// @stave/contracts; the platform never imports it (docs/platform.md § Platform and domain).
import 'reflect-metadata';

export * from './projections/index';
export * from './moderation/index';
export * from './privacy/index';
export * from './insights/insight-snapshots';
export * from './insights/insights-slice';
export * from './places/postcode-districts';
