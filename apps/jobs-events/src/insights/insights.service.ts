import { Injectable } from '@nestjs/common';
import {
  INSIGHTS_MIN_MEMBERS,
  INSIGHTS_OTHER,
  INSIGHTS_TOP_SKILLS,
  JOB_TYPES,
  UK_REGIONS,
  foldSmallGroups,
  publishable,
  relativeChange,
  share,
  shiftMonth,
  splitCount,
  type InsightsCoverage,
  type InsightsEvents,
  type InsightsJobs,
  type JobType,
  type JobsEventsInsights,
  type MemberGroup,
  type UkRegion,
} from '@stave/contracts';
import { Database, londonMonthKey, type Queryable } from '@stave/platform';
import { InsightSnapshots, insightMonthRange } from '@stave/domain';
import { InsightsRepository, type GroupRow, type Totals } from './insights.repository';

// A total is shown when the members behind it reach the floor (or there is nothing to count).
const shownTotal = (totals: Totals): number | null => (totals.count === 0 || totals.members >= INSIGHTS_MIN_MEMBERS ? totals.count : null);

const isRegion = (value: string | null): value is UkRegion => value !== null && (UK_REGIONS as readonly string[]).includes(value);
const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);

// This service's part of the industry insight reports (docs/insights.md): jobs (top skills, types, remote
// share) and events by UK region, for a London calendar month, with the privacy floor applied to every figure. A
// closed month is computed once and kept (insight_snapshots); the current one is computed when asked, partial.
@Injectable()
export class InsightsService {
  constructor(
    private readonly database: Database,
    private readonly insights: InsightsRepository,
    private readonly snapshots: InsightSnapshots,
  ) {}

  async coverage(memberId: number): Promise<InsightsCoverage> {
    await this.snapshots.requireBusiness(memberId);
    const first = await this.insights.firstActivity(this.database.pool);
    return { firstMonth: first ? londonMonthKey(first) : null };
  }

  // The current month live (partial); a closed one as stored (platform InsightSnapshots, docs/insights.md § Snapshots).
  async report(memberId: number, month: string): Promise<JobsEventsInsights> {
    await this.snapshots.requireBusiness(memberId);
    return this.snapshots.monthly(month, (m) => this.compute(m));
  }

  // The monthly job: the month just ended, kept.
  async store(month: string): Promise<void> {
    await this.snapshots.store(month, (m) => this.compute(m));
  }

  // Every figure from one view of the data (a read-only repeatable-read transaction).
  async compute(month: string): Promise<{ jobs: InsightsJobs; events: InsightsEvents }> {
    const range = insightMonthRange(month);
    const previous = insightMonthRange(shiftMonth(month, -1));
    return this.database.transaction(async (tx) => {
      await this.insights.readOnlySnapshot(tx);
      return { jobs: await this.jobs(tx, range, previous), events: await this.events(tx, range, previous) };
    });
  }

  private async jobs(db: Queryable, range: { start: Date; end: Date }, previous: { start: Date; end: Date }): Promise<InsightsJobs> {
    const [totals, before] = [await this.insights.jobTotals(db, range.start, range.end), await this.insights.jobTotals(db, previous.start, previous.end)];
    const total = shownTotal(totals);
    const previousTotal = shownTotal(before);
    const section: InsightsJobs = { total, previousTotal, change: relativeChange(total, previousTotal), remoteShare: null, topSkills: [], byType: [] };
    if (total === null || total === 0) return section;

    const skills = await this.insights.topSkills(db, range.start, range.end, INSIGHTS_MIN_MEMBERS, INSIGHTS_TOP_SKILLS);
    section.topSkills = skills.map(({ skill, jobs }) => ({ skill, jobs, share: share(jobs, total) }));

    const types = (await this.insights.jobsBy(db, 'type', range.start, range.end)) as Array<GroupRow<string>>;
    const { published, other } = foldSmallGroups<JobType | 'other'>(
      types.map((row) => ({ ...row, key: isJobType(row.key) ? row.key : 'other' })),
      'other',
    );
    section.byType = [...published, ...(other ? [other] : [])].map((group) => ({ type: group.key, jobs: group.count, share: share(group.count, total) }));

    const remote = (await this.insights.jobsBy(db, 'remote', range.start, range.end)) as Array<GroupRow<boolean>>;
    const side = (value: boolean) => remote.find((row) => row.key === value) ?? { count: 0, members: [] };
    const remoteJobs = splitCount(side(true), side(false));
    section.remoteShare = remoteJobs === null ? null : share(remoteJobs, total);
    return section;
  }

  private async events(db: Queryable, range: { start: Date; end: Date }, previous: { start: Date; end: Date }): Promise<InsightsEvents> {
    const [totals, before] = [await this.insights.eventTotals(db, range.start, range.end), await this.insights.eventTotals(db, previous.start, previous.end)];
    const total = shownTotal(totals);
    const previousTotal = shownTotal(before);
    const section: InsightsEvents = { total, previousTotal, change: relativeChange(total, previousTotal), byRegion: [] };
    if (total === null || total === 0) return section;

    // Events with no region (or one no longer on the list) can only be "Other".
    const regionGroups = (rows: Array<GroupRow<string | null>>): Array<MemberGroup<UkRegion | typeof INSIGHTS_OTHER>> =>
      rows.map((row) => ({ ...row, key: isRegion(row.key) ? row.key : INSIGHTS_OTHER }));
    const { published, other } = foldSmallGroups(regionGroups(await this.insights.eventsByRegion(db, range.start, range.end)), INSIGHTS_OTHER);
    // The month before, region by region. Shown only when every figure it splits into is from enough organisers:
    // each region shown now, and the rest together (else the previous total minus the others would give it away).
    const earlier = regionGroups(await this.insights.eventsByRegion(db, previous.start, previous.end));
    const shown = new Set(published.map((group) => group.key));
    const earlierOf = (region: UkRegion | typeof INSIGHTS_OTHER) => earlier.find((group) => group.key === region) ?? { count: 0, members: [] };
    const rest = earlier.filter((group) => !shown.has(group.key));
    const comparable =
      previousTotal !== null &&
      published.every((group) => publishable(earlierOf(group.key))) &&
      publishable({ count: rest.reduce((sum, group) => sum + group.count, 0), members: rest.flatMap((group) => group.members) });
    section.byRegion = [
      ...published.map((group) => {
        const previousEvents = comparable ? earlierOf(group.key).count : null;
        return { region: group.key, events: group.count, previous: previousEvents, change: relativeChange(group.count, previousEvents) };
      }),
      // Other gathers different regions from one month to the next: not compared.
      ...(other ? [{ region: other.key, events: other.count, previous: null, change: null }] : []),
    ];
    return section;
  }
}
