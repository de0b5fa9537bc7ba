import { Injectable } from '@nestjs/common';
import type { ApplicationStatus, CreateJob, JobType, PostedBy, UpdateJob } from '@stave/contracts';
import { Database, likeEscape, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';
import { actorOf, neitherBlockedSql, postedBySql, type Acting } from '@stave/domain';
import type { SearchTerms } from '../search-terms';

export interface JobRow {
  id: number;
  title: string;
  userId: number;
  companyName: string | null;
  location: string | null;
  remote: boolean;
  type: JobType;
  description: string | null;
  requirements: string | null;
  salaryRange: string | null;
  contactEmail: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  skills: string[];
  status: 'open' | 'closed';
  isSaved: boolean;
  hasApplied: boolean;
  applicationCount: number | null;
  postedBy: PostedBy | null;
  score?: number;
}

export interface ApplicationRow {
  id: number;
  jobId: number;
  message: string | null;
  status: ApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  applicantId: number;
  name: string | null;
  username: string | null;
  type: string | null;
  profileImage: string | null;
}

export interface MyApplicationRow {
  id: number;
  status: ApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  jobId: number;
  title: string;
  companyName: string | null;
  jobStatus: 'open' | 'closed';
}

export interface JobFilters {
  search?: SearchTerms;
  type?: JobType;
  remote?: boolean;
  location?: string;
  // The viewer's own postings in every state, instead of the open ones.
  mine?: boolean;
  sort: 'relevance' | 'latest' | 'oldest' | 'title-asc' | 'title-desc';
  offset: number;
  limit: number;
  now: Date;
}

// Fuzzy score, as conditions over a job `j`: some field (title, company, location, a skill)
// equals the query (1), contains it (0.9), holds one of its words as a word (0.8) or at a word's start
// (0.7). A ranked search reads them tier by tier; any other order scores each candidate with them.
// Each returns SQL and makes its placeholders as it is written (Postgres refuses an unused one).
function searchConditions(search: SearchTerms, param: (value: unknown) => string) {
  const patterns = (search.words.length ? search.words : [likeEscape(search.phrase)]).map((text) => `%${text}%`);
  // The query's words are letters and digits only, so they are safe in a regular expression.
  const alternatives = search.words.join('|');
  const fields = ['j.title', 'j.company_name', 'j.location'];
  // An empty field (NULL) tests false, never NULL: `NOT` of a NULL would drop the row.
  const anyField = (test: (field: string) => string) =>
    `(${fields.map((field) => `coalesce(${test(field)}, false)`).join(' OR ')} OR EXISTS (SELECT 1 FROM unnest(j.skills) AS s(skill) WHERE ${test('s.skill')}))`;
  return {
    // Candidates from the trigram index: a field that scores at all holds one of the words (or, for a query
    // of punctuation only, the query). One LIKE per pattern: the index cannot take LIKE ANY.
    anyWord: () => `(${patterns.map((pattern) => `j.search_doc LIKE ${param(pattern)}`).join(' OR ')})`,
    phraseLike: () => `j.search_doc LIKE ${param(`%${likeEscape(search.phrase)}%`)}`,
    exact: () => `j.search_values @> ARRAY[${param(search.phrase)}]::text[]`,
    contains: () => anyField((field) => `strpos(lower(${field}), ${param(search.phrase)}) > 0`),
    // A word (letters and digits) never spans the spaces that join the fields in search_doc, and a field's
    // start or end there is next to a space: one expression over it says what one per field would.
    wholeWord: () => `j.search_doc ~ ${param(`(^|[^[:alnum:]])(${alternatives})([^[:alnum:]]|$)`)}`,
    wordStart: () => `j.search_doc ~ ${param(`(^|[^[:alnum:]])(${alternatives})`)}`,
  };
}

// A one-word query has no 0.8/0.7 tier: a field holding the word as a word, or at a word's start, contains it.
const isOneWord = (search: SearchTerms) => search.words.length === 1 && search.words[0] === search.phrase;

// The filters besides the search: the viewer's own jobs in every state, or the open ones of members neither of whom
// has blocked the other; type, remote, location.
function listFilters(filters: JobFilters, viewerId: number, param: (value: unknown) => string): string[] {
  const where = filters.mine
    ? [`j.user_id = ${param(viewerId)}`]
    : [`j.status = 'open'`, `(j.expires_at IS NULL OR j.expires_at > ${param(filters.now)})`, neitherBlockedSql(`${param(viewerId)}::int`, 'j.user_id')];
  if (filters.type) where.push(`j.type = ${param(filters.type)}`);
  if (filters.remote !== undefined) where.push(`j.remote = ${param(filters.remote)}`);
  if (filters.location) where.push(`j.location ILIKE ${param(`%${likeEscape(filters.location)}%`)}`);
  return where;
}

// A ranked search counts its matches up to this many (x-total-capped says when there are more).
export const TOTAL_CAP = 1000;

export interface JobPage {
  rows: JobRow[];
  total: number;
  // More than TOTAL_CAP matched; `total` is TOTAL_CAP.
  capped: boolean;
  hasMore: boolean;
}

// Scores above this are kept ("threshold above 0.3").
const SCORE_THRESHOLD = 0.3;

// Over the page query's output columns.
const ORDER: Record<JobFilters['sort'], string> = {
  relevance: 'j.score DESC, j."createdAt" DESC, j.id DESC',
  latest: 'j."createdAt" DESC, j.id DESC',
  oldest: 'j."createdAt" ASC, j.id ASC',
  'title-asc': 'lower(j.title) ASC, j.id ASC',
  'title-desc': 'lower(j.title) DESC, j.id DESC',
};

// $viewer is the parameter holding the viewer's id.
const jobColumns = (viewer: string) => `j.id, j.title, j.user_id AS "userId", j.company_name AS "companyName", j.location, j.remote, j.type,
  j.description, j.requirements, j.salary_range AS "salaryRange", j.contact_email AS "contactEmail", j.created_at AS "createdAt",
  j.expires_at AS "expiresAt", j.skills, j.status,
  EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.user_id = ${viewer}) AS "isSaved",
  EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.applicant_id = ${viewer}) AS "hasApplied",
  CASE WHEN j.user_id = ${viewer} THEN (SELECT count(*)::int FROM job_applications a WHERE a.job_id = j.id) END AS "applicationCount",
  ${postedBySql('j', viewer)} AS "postedBy"`;

// A posting still taking applications, at the instant in $2.
const OPEN = `j.status = 'open' AND (j.expires_at IS NULL OR j.expires_at > $2)`;

// The only file that touches jobs in SQL.
@Injectable()
export class JobsRepository {
  constructor(private readonly db: Database) {}

  // The dashboard's Active Jobs: the member's open postings, plus their applications still in
  // progress (not declined) to jobs that are still open.
  async countActiveFor(memberId: number, now: Date): Promise<number> {
    const row = await queryOne<{ count: number }>(
      this.db.pool,
      `SELECT (SELECT count(*)::int FROM jobs j WHERE j.user_id = $1 AND ${OPEN}) + (
                SELECT count(*)::int FROM job_applications a JOIN jobs j ON j.id = a.job_id
                 WHERE a.applicant_id = $1 AND a.status <> 'declined' AND ${OPEN}) AS count`,
      [memberId, now],
    );
    return row?.count ?? 0;
  }

  async insert(tx: Transaction, acting: Acting, job: CreateJob, createdAt: Date, expiresAt: Date): Promise<number> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO jobs (user_id, actor_id, title, company_name, location, remote, type, description, requirements, salary_range, contact_email, skills, expires_at, created_at)
       VALUES ($1, $14, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id`,
      [
        acting.ownerId,
        job.title,
        job.companyName,
        job.location,
        job.remote,
        job.type,
        job.description,
        job.requirements,
        job.salaryRange,
        job.contactEmail,
        job.skills,
        expiresAt,
        createdAt,
        actorOf(acting),
      ],
    );
    return row!.id;
  }

  // Only the fields named; false when the job is not the owner's (or is gone).
  async update(tx: Transaction, ownerId: number, jobId: number, changes: Omit<UpdateJob, 'expiresAt'> & { expiresAt?: Date }): Promise<boolean> {
    const columns: Record<string, unknown> = {
      title: changes.title,
      company_name: changes.companyName,
      location: changes.location,
      remote: changes.remote,
      type: changes.type,
      description: changes.description,
      requirements: changes.requirements,
      salary_range: changes.salaryRange,
      contact_email: changes.contactEmail,
      skills: changes.skills,
      expires_at: changes.expiresAt,
      status: changes.status,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    const params: unknown[] = [jobId, ownerId, ...set.map(([, value]) => value)];
    const assignments = set.map(([column], i) => `${column} = $${i + 3}`);
    const row = await queryOne(tx, `UPDATE jobs SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 AND user_id = $2 RETURNING id`, params);
    return row !== null;
  }

  // The deleted job; null when it is not the owner's (or is gone).
  delete(ownerId: number, jobId: number, db: Queryable = this.db.pool): Promise<{ id: number; title: string } | null> {
    return queryOne(db, `DELETE FROM jobs WHERE id = $1 AND user_id = $2 RETURNING id, title`, [jobId, ownerId]);
  }

  async find(db: Queryable, viewerId: number, jobId: number): Promise<JobRow | null> {
    return queryOne<JobRow>(db, `SELECT ${jobColumns('$2')} FROM jobs j WHERE j.id = $1`, [jobId, viewerId]);
  }

  // The page and the number of jobs that match in all.
  async list(viewerId: number, filters: JobFilters): Promise<JobPage> {
    if (filters.search && filters.sort === 'relevance') return this.searchByTier(viewerId, filters, filters.search);
    const search = filters.search;
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const viewer = param(viewerId);
    const terms = search && searchConditions(search, param);
    const scored = terms
      ? `CASE WHEN ${terms.exact()} THEN 1 WHEN ${terms.contains()} THEN 0.9 WHEN ${terms.wholeWord()} THEN 0.8 WHEN ${terms.wordStart()} THEN 0.7 ELSE 0 END::float8`
      : 'NULL::float8';
    const where = listFilters(filters, viewerId, param);
    if (terms) where.push(terms.anyWord());
    const sort = filters.sort === 'relevance' && !search ? 'latest' : filters.sort;
    const rows = await queryRows<JobRow & { total: number }>(
      this.db.pool,
      `SELECT * FROM (
         SELECT ${jobColumns(viewer)}, ${scored} AS score, count(*) OVER () ::int AS total
           FROM jobs j
          WHERE ${where.join(' AND ')}
       ) j
       ${search ? `WHERE j.score > ${SCORE_THRESHOLD}` : ''}
       ORDER BY ${ORDER[sort]}
       LIMIT ${param(filters.limit)} OFFSET ${param(filters.offset)}`,
      params,
    );
    const total = rows[0]?.total ?? (filters.offset > 0 ? (await this.list(viewerId, { ...filters, offset: 0, limit: 1 })).total : 0);
    return { rows: rows.map(({ total: _total, ...row }) => row), total, capped: false, hasMore: filters.offset + rows.length < total };
  }

  // A search ranked by score, without scoring every candidate: the scores are tiers (1, 0.9, 0.8, 0.7) and
  // within a tier the order is newest first, so each tier is read newest first and only as far as the page
  // needs — by the newest-first index for a common word, from the trigram bitmap for a rare one (Postgres
  // chooses). A field equal to the query comes from the index of whole values; a one-word query has no
  // 0.8/0.7 tier (a field holding the word as a word, or a word's start, contains it). The total is
  // counted up to TOTAL_CAP.
  private async searchByTier(viewerId: number, filters: JobFilters, search: SearchTerms): Promise<JobPage> {
    // Each statement gets its own parameters: one Postgres cannot type (unused) fails the statement.
    const statement = (build: (param: (value: unknown) => string) => string) => {
      const params: unknown[] = [];
      return { sql: build((value) => `$${params.push(value)}`), params };
    };
    const oneWord = isOneWord(search);
    const where = (param: (value: unknown) => string, tier: number | 'any') => {
      const common = listFilters(filters, viewerId, param);
      const { anyWord, phraseLike, exact, contains, wholeWord, wordStart } = searchConditions(search, param);
      const conditions: Record<string, () => string> = oneWord
        ? { 1: exact, 0.9: () => `${anyWord()} AND NOT ${exact()}`, any: anyWord }
        : {
            1: exact,
            0.9: () => `${phraseLike()} AND NOT ${exact()} AND ${contains()}`,
            0.8: () => `${anyWord()} AND NOT ${exact()} AND NOT ${contains()} AND ${wholeWord()}`,
            0.7: () => `${anyWord()} AND NOT ${exact()} AND NOT ${contains()} AND NOT ${wholeWord()} AND ${wordStart()}`,
            // A whole word is also a word's start.
            any: () => `${anyWord()} AND (${contains()} OR ${wordStart()})`,
          };
      return [...common, conditions[String(tier)]!()].join(' AND ');
    };
    const tiers = oneWord ? [1, 0.9] : [1, 0.9, 0.8, 0.7];
    // One row past the page says whether there is a next one.
    const wanted = filters.offset + filters.limit + 1;
    const readTiers = async () => {
      const found: JobRow[] = [];
      for (const tier of tiers) {
        if (found.length >= wanted) break;
        const { sql, params } = statement(
          (param) =>
            `SELECT ${jobColumns(param(viewerId))}, ${tier}::float8 AS score FROM jobs j WHERE ${where(param, tier)}
              ORDER BY j.created_at DESC, j.id DESC LIMIT ${wanted - found.length}`,
        );
        found.push(...(await queryRows<JobRow>(this.db.pool, sql, params)));
      }
      return found;
    };
    const count = statement((param) => `SELECT count(*)::int AS count FROM (SELECT 1 FROM jobs j WHERE ${where(param, 'any')} LIMIT ${TOTAL_CAP + 1}) c`);
    const [found, counted] = await Promise.all([readTiers(), queryOne<{ count: number }>(this.db.pool, count.sql, count.params)]);
    const matched = counted?.count ?? 0;
    return {
      rows: found.slice(filters.offset, filters.offset + filters.limit),
      total: Math.min(matched, TOTAL_CAP),
      capped: matched > TOTAL_CAP,
      hasMore: found.length > filters.offset + filters.limit,
    };
  }

  // A member's open postings, newest first, as `viewerId` (null: signed out) sees them (a storefront's page).
  openBy(viewerId: number | null, memberId: number, now: Date, limit: number): Promise<JobRow[]> {
    return queryRows<JobRow>(
      this.db.pool,
      `SELECT ${jobColumns('$1')} FROM jobs j
        WHERE j.user_id = $2 AND j.status = 'open' AND (j.expires_at IS NULL OR j.expires_at > $3)
        ORDER BY j.created_at DESC, j.id DESC LIMIT $4`,
      [viewerId, memberId, now, limit],
    );
  }

  async saved(viewerId: number): Promise<JobRow[]> {
    return queryRows<JobRow>(
      this.db.pool,
      `SELECT ${jobColumns('$1')} FROM saved_jobs sj JOIN jobs j ON j.id = sj.job_id WHERE sj.user_id = $1 ORDER BY sj.created_at DESC, j.id DESC LIMIT 500`,
      [viewerId],
    );
  }

  // A toggle: true when the job is now saved. The job must exist.
  async toggleSaved(memberId: number, jobId: number): Promise<boolean | null> {
    return this.db.transaction(async (tx) => {
      const removed = await queryRows(tx, `DELETE FROM saved_jobs WHERE user_id = $1 AND job_id = $2 RETURNING job_id`, [memberId, jobId]);
      if (removed.length) return false;
      const added = await queryRows(
        tx,
        `INSERT INTO saved_jobs (user_id, job_id) SELECT $1, id FROM jobs WHERE id = $2 ON CONFLICT DO NOTHING RETURNING job_id`,
        [memberId, jobId],
      );
      if (added.length) return true;
      // Saved meanwhile by a second tab, or the job does not exist.
      return (await queryOne(tx, `SELECT 1 FROM jobs WHERE id = $1`, [jobId])) ? true : null;
    });
  }

  // The job an application is for, locked against a close or delete until the application commits.
  async forApplication(
    tx: Transaction,
    jobId: number,
  ): Promise<{ id: number; userId: number; title: string; status: string; expiresAt: Date | null; contactEmail: string | null } | null> {
    return queryOne(
      tx,
      `SELECT id, user_id AS "userId", title, status, expires_at AS "expiresAt", contact_email AS "contactEmail" FROM jobs WHERE id = $1 FOR SHARE`,
      [jobId],
    );
  }

  // null when this member already applied to this job.
  async insertApplication(tx: Transaction, jobId: number, applicantId: number, message: string | null): Promise<number | null> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO job_applications (job_id, applicant_id, message) VALUES ($1, $2, $3) ON CONFLICT (job_id, applicant_id) DO NOTHING RETURNING id`,
      [jobId, applicantId, message],
    );
    return row?.id ?? null;
  }

  // One more use of `type` this month, unless that would pass `limit` (-1 = unlimited): the new count,
  // or null at the limit. The row lock the upsert takes makes concurrent uses count one at a time.
  async takeUsage(tx: Transaction, memberId: number, type: string, month: string, limit: number): Promise<number | null> {
    const row = await queryOne<{ count: number }>(
      tx,
      `INSERT INTO usage_tracking (user_id, type, month, count) SELECT $1, $2, $3, 1 WHERE $4::int < 0 OR $4::int >= 1
       ON CONFLICT (user_id, type, month) DO UPDATE SET count = usage_tracking.count + 1 WHERE $4::int < 0 OR usage_tracking.count < $4::int
       RETURNING count`,
      [memberId, type, month, limit],
    );
    return row?.count ?? null;
  }

  async usage(db: Queryable, memberId: number, type: string, month: string): Promise<number> {
    const row = await queryOne<{ count: number }>(db, `SELECT count FROM usage_tracking WHERE user_id = $1 AND type = $2 AND month = $3`, [
      memberId,
      type,
      month,
    ]);
    return row?.count ?? 0;
  }

  // Applications to the owner's job; null when the job is not theirs.
  async applicationsFor(ownerId: number, jobId: number): Promise<ApplicationRow[] | null> {
    const owned = await queryOne(this.db.pool, `SELECT 1 FROM jobs WHERE id = $1 AND user_id = $2`, [jobId, ownerId]);
    if (!owned) return null;
    return queryRows<ApplicationRow>(this.db.pool, `${APPLICATION_SELECT} WHERE a.job_id = $1 ORDER BY a.created_at DESC, a.id DESC`, [jobId]);
  }

  async decide(
    tx: Transaction,
    ownerId: number,
    jobId: number,
    applicationId: number,
    status: 'shortlisted' | 'declined',
  ): Promise<(ApplicationRow & { jobTitle: string; decision: number }) | null> {
    // The UPDATE holds the application's row lock to the commit, so a racing decision waits and counts after it.
    const updated = await queryOne<{ id: number; jobTitle: string; decision: number }>(
      tx,
      `UPDATE job_applications a SET status = $4, decided_at = now(), decisions = a.decisions + 1
         FROM jobs j
        WHERE a.id = $1 AND a.job_id = $2 AND j.id = a.job_id AND j.user_id = $3
        RETURNING a.id, j.title AS "jobTitle", a.decisions AS decision`,
      [applicationId, jobId, ownerId, status],
    );
    if (!updated) return null;
    const row = await queryOne<ApplicationRow>(tx, `${APPLICATION_SELECT} WHERE a.id = $1`, [applicationId]);
    return { ...row!, jobTitle: updated.jobTitle, decision: updated.decision };
  }

  // The applicant of a shortlisted application to the owner's job, kept shortlisted until the caller commits; null
  // otherwise.
  shortlistedApplicant(tx: Transaction, ownerId: number, applicationId: number): Promise<{ applicantId: number } | null> {
    return queryOne(
      tx,
      `SELECT a.applicant_id AS "applicantId" FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.id = $1 AND j.user_id = $2 AND a.status = 'shortlisted' FOR SHARE OF a`,
      [applicationId, ownerId],
    );
  }

  async applicationsBy(applicantId: number): Promise<MyApplicationRow[]> {
    return queryRows<MyApplicationRow>(
      this.db.pool,
      `SELECT a.id, a.status, a.created_at AS "createdAt", a.decided_at AS "decidedAt", j.id AS "jobId", j.title, j.company_name AS "companyName", j.status AS "jobStatus"
         FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.applicant_id = $1
        ORDER BY a.created_at DESC, a.id DESC LIMIT 500`,
      [applicantId],
    );
  }

  // Places of open postings, once each whatever the case (spelt as most postings spell it), most used first.
  locations(now: Date, limit: number): Promise<{ location: string; count: number }[]> {
    return queryRows(
      this.db.pool,
      `SELECT mode() WITHIN GROUP (ORDER BY btrim(location)) AS location, count(*)::int AS count
         FROM jobs
        WHERE status = 'open' AND (expires_at IS NULL OR expires_at > $1) AND btrim(coalesce(location, '')) <> ''
        GROUP BY lower(btrim(location))
        ORDER BY count(*) DESC, 1
        LIMIT $2`,
      [now, limit],
    );
  }

  // Open postings past their closing date are closed, a batch at a time; answers how many.
  async closeExpired(now: Date, limit: number): Promise<number> {
    const rows = await queryRows(
      this.db.pool,
      `UPDATE jobs SET status = 'closed', updated_at = now()
        WHERE id IN (SELECT id FROM jobs WHERE status = 'open' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING 1`,
      [now, limit],
    );
    return rows.length;
  }
}

const APPLICATION_SELECT = `
  SELECT a.id, a.job_id AS "jobId", a.message, a.status, a.created_at AS "createdAt", a.decided_at AS "decidedAt",
         a.applicant_id AS "applicantId", u.name, u.username, u.type, u.profile_image AS "profileImage"
    FROM job_applications a LEFT JOIN user_summaries u ON u.id = a.applicant_id`;
