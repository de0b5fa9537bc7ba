import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  JOB_DEFAULT_LIFETIME_DAYS,
  JOB_LOCATIONS_LISTED,
  JOB_MESSAGES,
  JOB_NEW_FOR_DAYS,
  JobsErrorCode,
  PLANS,
  jobClosingDateLimit,
  type ApplyResult,
  type ApplyToJob,
  type Count,
  type CreateJob,
  type JobApplicationUsage,
  type JobApplicationView,
  type JobLocation,
  type JobsQuery,
  type JobView,
  type MyApplicationView,
  type SaveJobResult,
  type TeamAction,
  type UpdateJob,
} from '@stave/contracts';
import { Clock, Database, Outbox, domainError, londonMonthKey, ValidationError, type Queryable, type Transaction } from '@stave/platform';
import { blockedBetween, findUserSummary, memberTier, recordTeamAction, type Acting } from '@stave/domain';
import { JobsRepository, type ApplicationRow, type JobRow } from './jobs.repository';
import { searchTerms } from '../search-terms';

const DAY_MS = 24 * 60 * 60 * 1000;
// usage_tracking.type of an in-app application.
const APPLICATION_USAGE = 'job_application';

const EXPIRY_BATCH = 500;
const EXPIRY_MAX_BATCHES = 100;

const jobNotFound = () => domainError(JobsErrorCode.JobNotFound);

@Injectable()
export class JobsService {
  constructor(
    private readonly database: Database,
    private readonly jobs: JobsRepository,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  // The dashboard's Active Jobs (docs/jobs-events.md): open postings and applications in progress.
  async activeCount(memberId: number): Promise<Count> {
    return { count: await this.jobs.countActiveFor(memberId, this.clock.now()) };
  }

  // The expiry sweep's run: batches until none is left (or the service is stopping).
  async closeExpired(signal?: AbortSignal): Promise<number> {
    let closed = 0;
    for (let batch = 0; batch < EXPIRY_MAX_BATCHES && !signal?.aborted; batch++) {
      const count = await this.jobs.closeExpired(this.clock.now(), EXPIRY_BATCH);
      closed += count;
      if (count < EXPIRY_BATCH) break;
    }
    return closed;
  }

  // As the member, or as the business they are on the team of (acting.ownerId; the member recorded as the actor).
  async create(acting: Acting, job: CreateJob): Promise<JobView> {
    const now = this.clock.now();
    const expiresAt = job.expiresAt ? new Date(job.expiresAt) : new Date(now.getTime() + JOB_DEFAULT_LIFETIME_DAYS * DAY_MS);
    checkClosingDate(expiresAt, now);
    const id = await this.database.transaction(async (tx) => {
      const id = await this.jobs.insert(tx, acting, job, now, expiresAt);
      await this.outbox.add(tx, 'jobs-events.job.posted.v1', id, { jobId: id, userId: acting.ownerId, title: job.title });
      await this.recordAction(tx, acting, 'job.posted', { id, title: job.title });
      return id;
    });
    return this.get(acting.ownerId, id);
  }

  async get(viewerId: number, jobId: number, db: Queryable = this.database.pool): Promise<JobView> {
    const row = await this.jobs.find(db, viewerId, jobId);
    // Another member's job is not there for a member either of them has blocked.
    if (!row || (row.userId !== viewerId && (await blockedBetween(db, viewerId, row.userId)))) throw jobNotFound();
    return this.view(row);
  }

  // Someone else's job answers 404, as one that does not exist.
  // A blank closing date is the default from today, as on posting: never none, which would keep it open for good.
  async update(acting: Acting, jobId: number, changes: UpdateJob): Promise<JobView> {
    const now = this.clock.now();
    const expiresAt =
      changes.expiresAt === undefined
        ? undefined
        : changes.expiresAt
          ? new Date(changes.expiresAt)
          : new Date(now.getTime() + JOB_DEFAULT_LIFETIME_DAYS * DAY_MS);
    if (expiresAt) checkClosingDate(expiresAt, now);
    return this.database.transaction(async (tx) => {
      if (!(await this.jobs.update(tx, acting.ownerId, jobId, { ...changes, expiresAt }))) throw jobNotFound();
      const job = await this.get(acting.ownerId, jobId, tx);
      await this.recordAction(tx, acting, 'job.edited', job);
      return job;
    });
  }

  // One statement as the member; as the business, a transaction that records the action with the deletion.
  async delete(acting: Acting, jobId: number): Promise<void> {
    const deleted = acting.asBusiness
      ? await this.database.transaction(async (tx) => {
          const job = await this.jobs.delete(acting.ownerId, jobId, tx);
          if (job) await this.recordAction(tx, acting, 'job.deleted', job);
          return job;
        })
      : await this.jobs.delete(acting.ownerId, jobId);
    if (!deleted) throw jobNotFound();
  }

  // A moderator's decision took the job down; nothing when it is gone already.
  async removeByModeration(tx: Transaction, jobId: number, ownerId: number): Promise<void> {
    await this.jobs.delete(ownerId, jobId, tx);
  }

  async list(viewerId: number, query: JobsQuery): Promise<{ jobs: JobView[]; total: number; capped: boolean; nextPage: number | null }> {
    const search = searchTerms(query.search);
    const { rows, total, capped, hasMore } = await this.jobs.list(viewerId, {
      search,
      type: query.type,
      remote: query.remote,
      location: query.location || undefined,
      mine: query.mine,
      sort: query.sort ?? (search ? 'relevance' : 'latest'),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      now: this.clock.now(),
    });
    return { jobs: rows.map((row) => this.view(row)), total, capped, nextPage: hasMore ? query.page + 1 : null };
  }

  // A member's open postings, newest first (a storefront's page; blocks are checked by the caller). A visitor
  // (signed out) is not shown a contact email, as a listing's external contact is not.
  async openBy(viewerId: number | undefined, memberId: number, limit: number): Promise<JobView[]> {
    const rows = await this.jobs.openBy(viewerId ?? null, memberId, this.clock.now(), limit);
    return rows.map((row) => ({ ...this.view(row), ...(viewerId === undefined ? { contactEmail: null } : {}) }));
  }

  locations(): Promise<JobLocation[]> {
    return this.jobs.locations(this.clock.now(), JOB_LOCATIONS_LISTED);
  }

  async saved(viewerId: number): Promise<JobView[]> {
    return (await this.jobs.saved(viewerId)).map((row) => this.view(row));
  }

  async toggleSaved(memberId: number, jobId: number): Promise<SaveJobResult> {
    const saved = await this.jobs.toggleSaved(memberId, jobId);
    if (saved === null) throw jobNotFound();
    return { message: saved ? JOB_MESSAGES.saved : JOB_MESSAGES.unsaved, saved };
  }

  async usage(memberId: number): Promise<JobApplicationUsage> {
    const db = this.database.pool;
    const limit = PLANS[memberTier(await findUserSummary(db, memberId))].limits.jobApplicationsPerMonth;
    return { currentCount: await this.jobs.usage(db, memberId, APPLICATION_USAGE, londonMonthKey(this.clock.now())), limit };
  }

  // Free members apply 5 times a calendar month (Europe/London), pro and business without
  // limit. The application and its count commit together: a refused one is not counted, a repeated
  // one is refused before it is counted, and parallel ones count one at a time (takeUsage).
  async apply(memberId: number, { jobId, message }: ApplyToJob): Promise<ApplyResult> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      const job = await this.jobs.forApplication(tx, jobId);
      if (!job || (await blockedBetween(tx, memberId, job.userId))) throw jobNotFound();
      if (job.userId === memberId) throw domainError(JobsErrorCode.OwnJob, { path: 'jobId' });
      if (job.status !== 'open' || (job.expiresAt !== null && job.expiresAt <= now)) throw domainError(JobsErrorCode.JobClosed);
      const applicationId = await this.jobs.insertApplication(tx, job.id, memberId, message ?? null);
      if (applicationId === null) throw domainError(JobsErrorCode.AlreadyApplied);
      const limit = PLANS[memberTier(await findUserSummary(tx, memberId))].limits.jobApplicationsPerMonth;
      const currentCount = await this.jobs.takeUsage(tx, memberId, APPLICATION_USAGE, londonMonthKey(now), limit);
      if (currentCount === null) {
        throw domainError(CommonErrorCode.UsageLimitExceeded, { message: JOB_MESSAGES.limitReached, extra: { usage: { currentCount: limit, limit } } });
      }
      await this.outbox.add(tx, 'jobs-events.application.submitted.v1', job.id, {
        applicationId,
        jobId: job.id,
        jobTitle: job.title,
        applicantId: memberId,
        posterId: job.userId,
      });
      return { message: JOB_MESSAGES.applied, applicationId, usage: { currentCount, limit }, contactEmail: job.contactEmail };
    });
  }

  async applications(memberId: number, jobId: number): Promise<JobApplicationView[]> {
    const rows = await this.jobs.applicationsFor(memberId, jobId);
    if (!rows) throw jobNotFound();
    return rows.map(applicationView);
  }

  async decide(acting: Acting, jobId: number, applicationId: number, status: 'shortlisted' | 'declined'): Promise<JobApplicationView> {
    return this.database.transaction(async (tx) => {
      const row = await this.jobs.decide(tx, acting.ownerId, jobId, applicationId, status);
      if (!row) throw domainError(JobsErrorCode.ApplicationNotFound);
      await this.outbox.add(tx, 'jobs-events.application.decided.v1', jobId, {
        applicationId,
        jobId,
        jobTitle: row.jobTitle,
        applicantId: row.applicantId,
        posterId: acting.ownerId,
        status,
        decision: row.decision,
      });
      await this.recordAction(tx, acting, `job.application-${status}`, { id: jobId, title: row.jobTitle });
      return applicationView(row);
    });
  }

  // For a booking offered from an application: its applicant, when it is a shortlisted application to the owner's job.
  async shortlistedApplicant(tx: Transaction, ownerId: number, applicationId: number): Promise<number | null> {
    return (await this.jobs.shortlistedApplicant(tx, ownerId, applicationId))?.applicantId ?? null;
  }

  async myApplications(memberId: number): Promise<MyApplicationView[]> {
    return (await this.jobs.applicationsBy(memberId)).map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      job: { id: row.jobId, title: row.title, companyName: row.companyName, status: row.jobStatus },
    }));
  }

  // What a team member did as the business, in the change's transaction (docs/teams.md); nothing as themself.
  private recordAction(tx: Transaction, acting: Acting, action: TeamAction, job: { id: number; title: string }): Promise<void> {
    return recordTeamAction(this.outbox, tx, acting, 'jobs-events.team.action.v1', action, job);
  }

  private view(row: JobRow): JobView {
    const { score, ...job } = row;
    return {
      ...job,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      isNew: this.clock.now().getTime() - row.createdAt.getTime() < JOB_NEW_FOR_DAYS * DAY_MS,
      ...(score === null || score === undefined ? {} : { score: Number(score) }),
    };
  }
}

// In the future, and at most JOB_MAX_LIFETIME_DAYS after today in London by this service's clock (the
// schema's check used the caller's).
function checkClosingDate(expiresAt: Date, now: Date): void {
  if (expiresAt <= now) throw domainError(JobsErrorCode.ExpiryInPast, { path: 'expiresAt' });
  if (expiresAt >= jobClosingDateLimit(now)) throw new ValidationError([{ path: 'expiresAt', message: JOB_MESSAGES.closingDateTooFar }]);
}

function applicationView(row: ApplicationRow): JobApplicationView {
  return {
    id: row.id,
    jobId: row.jobId,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    applicant: { id: row.applicantId, name: row.name, username: row.username, type: row.type, profileImage: row.profileImage },
  };
}
