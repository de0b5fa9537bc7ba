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
  splitCount,
  type InsightsEvents,
  type InsightsJobs,
  type JobType,
  type MemberGroup,
  type UkRegion,
} from '@stave/contracts';
import type { Queryable, Transaction } from '@stave/platform';
import type { InsightsFigures, MonthRange } from '@stave/domain';
import { InsightsRepository, type GroupRow, type Totals } from './insights.repository';

// A total is shown when the members behind it reach the floor (or there is nothing to count).
const shownTotal = (totals: Totals): number | null => (totals.count === 0 || totals.members >= INSIGHTS_MIN_MEMBERS ? totals.count : null);

const isRegion = (value: string | null): value is UkRegion => value !== null && (UK_REGIONS as readonly string[]).includes(value);
const isJobType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);

export interface JobsEventsFigures {
  jobs: InsightsJobs;
  events: InsightsEvents;
}

// This service's figures for the industry insight reports (docs/insights.md): jobs (top skills, types, remote
// share) and events by UK region, for a London calendar month, with the privacy floor applied to every figure. The
// months, the Business check and the snapshots are the shared InsightsSlice's (@stave/domain).
@Injectable()
export class InsightsService implements InsightsFigures<JobsEventsFigures> {
  constructor(private readonly insights: InsightsRepository) {}

  async compute(tx: Transaction, range: MonthRange, previous: MonthRange): Promise<JobsEventsFigures> {
    return { jobs: await this.jobs(tx, range, previous), events: await this.events(tx, range, previous) };
  }

  firstActivity(db: Queryable): Promise<Date | null> {
    return this.insights.firstActivity(db);
  }

  private async jobs(db: Queryable, range: MonthRange, previous: MonthRange): Promise<InsightsJobs> {
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

  private async events(db: Queryable, range: MonthRange, previous: MonthRange): Promise<InsightsEvents> {
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
