import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Clock } from '@stave/platform';
import { ServiceWithMembers, type Member } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';
import { JobsService } from '../src/jobs/jobs.service';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

// The job board as in the cluster: jobs-events' own database, members arriving as identity's events
// on Kafka, every call through its real guard.
describe('jobs-events: the job board', () => {
  let jobs: ServiceWithMembers;

  beforeAll(async () => {
    jobs = await ServiceWithMembers.start(jobsEventsService);
  });

  afterAll(async () => {
    await jobs?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => jobs.call(method, path, { token: member.token, body });
  const post = async (member: Member, fields: Record<string, unknown> = {}) => {
    const answer = await call(member, 'POST', '/api/jobs', { title: 'Session bassist', ...fields });
    expect(answer.status).toBe(201);
    return answer.body as { id: number; [key: string]: unknown };
  };
  const apply = (member: Member, jobId: number, message?: string) => call(member, 'POST', '/api/jobs/apply', { jobId, message });
  // Each test searches among its own jobs: a word no other test uses.
  let tags = 0;
  const tag = () => `zq${Date.now().toString(36)}${++tags}`;

  describe('posting', () => {
    it('stores the spec’s fields with its defaults, blank optional fields as null, and ignores a userId in the body', async () => {
      const [poster, other] = [await jobs.member(), await jobs.member()];

      const job = await post(poster, { userId: other.id, companyName: '  ', contactEmail: '', expiresAt: '', skills: [' Bass ', '', 'Reading', 'Bass'] });
      const loaded = await call(other, 'GET', `/api/jobs/${job.id}`);

      expect(job).toMatchObject({
        title: 'Session bassist',
        userId: poster.id,
        companyName: null,
        contactEmail: null,
        remote: false,
        type: 'full-time',
        skills: ['Bass', 'Reading'],
        status: 'open',
        isNew: true,
        isSaved: false,
        hasApplied: false,
        applicationCount: 0,
      });
      // Closes 30 days after posting unless told otherwise.
      expect(Date.parse(job.expiresAt as string) - Date.parse(job.createdAt as string)).toBe(30 * 24 * 3600 * 1000);
      // Only the poster sees how many applied.
      expect(loaded.body).toMatchObject({ id: job.id, applicationCount: null });
    });

    it('answers the spec’s texts for a missing title, a bad type or email, and a closing date in the past', async () => {
      const poster = await jobs.member();
      const answers = await Promise.all([
        call(poster, 'POST', '/api/jobs', { title: '   ' }),
        call(poster, 'POST', '/api/jobs', {}),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', type: 'gig' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', contactEmail: 'not an email' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', expiresAt: '2001-01-01T00:00:00.000Z' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', skills: 'bass, drums' }),
      ]);

      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(answers[0]!.body.errors).toEqual([expect.objectContaining({ path: 'title', message: 'Job title is required' })]);
      expect(answers[1]!.body.errors).toEqual([expect.objectContaining({ path: 'title', message: 'Job title is required' })]);
      expect(answers[2]!.body.errors[0].message).toBe('Job type must be one of: full-time, part-time, contract, freelance, internship');
      expect(answers[3]!.body.errors[0]).toMatchObject({ path: 'contactEmail', message: 'Please enter a valid email address' });
      expect(answers[4]!.body).toMatchObject({ code: 'EXPIRY_IN_PAST' });
    });

    it('refuses a line break inside a single-line field on the field, on posting and editing, and keeps a description’s lines', async () => {
      const poster = await jobs.member();
      const job = await post(poster);
      const oneLine = (path: string) => ({ code: 'VALIDATION', errors: [{ path, message: 'Keep this on one line' }] });

      const answers = await Promise.all([
        call(poster, 'POST', '/api/jobs', { title: 'Drummer\r\nBEGIN:VEVENT' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', companyName: 'Abbey\nRoad' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', location: 'Leeds\u2028Hull' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', skills: ['Bass', 'Jazz\rFunk'] }),
        call(poster, 'PATCH', `/api/jobs/${job.id}`, { salaryRange: '£200\r\n£300' }),
      ]);
      const kept = await call(poster, 'PATCH', `/api/jobs/${job.id}`, { title: '\r\nMix engineer\n', description: 'Line one\r\nLine two' });

      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
      expect(answers.map((answer) => answer.body)).toEqual([
        expect.objectContaining(oneLine('title')),
        expect.objectContaining(oneLine('companyName')),
        expect.objectContaining(oneLine('location')),
        expect.objectContaining(oneLine('skills.1')),
        expect.objectContaining(oneLine('salaryRange')),
      ]);
      // A break before or after is trimmed with the spaces; a description keeps its lines.
      expect(kept.body).toMatchObject({ title: 'Mix engineer', description: 'Line one\r\nLine two', salaryRange: null });
    });

    it('takes a closing date up to 90 days ahead (London days) and refuses a later one on posting and on editing, on the field', async () => {
      const poster = await jobs.member();
      const job = await post(poster);
      const tooFar = { path: 'expiresAt', message: 'Choose a closing date within 90 days' };
      // Day 90 after today in London; the form sends the end of the day where the poster is: in London,
      // or in Honolulu (UTC-10), which is the next morning in London.
      const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date()).split('-').map(Number);
      const endOfDay90 = Date.UTC(year!, month! - 1, day! + 90, 23, 59, 59);

      const answers = await Promise.all([
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', expiresAt: '2099-01-01T00:00:00.000Z' }),
        call(poster, 'PATCH', `/api/jobs/${job.id}`, { expiresAt: '2099-01-01T00:00:00.000Z' }),
        call(poster, 'POST', '/api/jobs', { title: 'Drummer', expiresAt: new Date(Date.now() + 93 * DAY_MS).toISOString() }),
      ]);
      const lastDay = await call(poster, 'PATCH', `/api/jobs/${job.id}`, { expiresAt: new Date(endOfDay90 - HOUR_MS).toISOString() });
      const lastDayWest = await call(poster, 'POST', '/api/jobs', { title: 'Session bassist', expiresAt: new Date(endOfDay90 + 10 * HOUR_MS).toISOString() });

      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
      for (const answer of answers)
        expect(answer.body).toMatchObject({ code: 'VALIDATION', message: tooFar.message, errors: [expect.objectContaining(tooFar)] });
      expect([lastDay.status, lastDayWest.status]).toEqual([200, 201]);
      // Blanked on an edit, it is the default from today again, never "no closing date" (open for good).
      const blanked = await call(poster, 'PATCH', `/api/jobs/${job.id}`, { expiresAt: '' });
      expect(Date.parse(blanked.body.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);
      expect(Date.parse(blanked.body.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);
      const { rows } = await jobs.db.query(`SELECT count(*)::int AS n FROM jobs WHERE user_id = $1 AND expires_at > now() + interval '92 days'`, [poster.id]);
      expect(rows[0].n).toBe(0);
    });

    it('counts the 90 days from the service’s own today in London, not the caller’s', async () => {
      const poster = await jobs.member();
      const clock = jobs.service.app.get(Clock);
      // 60 days ago by the service's clock: 80 days from now is 140 days from its today.
      const now = jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() - 60 * DAY_MS));
      try {
        const answer = await call(poster, 'POST', '/api/jobs', { title: 'Session bassist', expiresAt: new Date(Date.now() + 80 * DAY_MS).toISOString() });

        expect(answer.status).toBe(400);
        expect(answer.body.errors).toEqual([expect.objectContaining({ path: 'expiresAt', message: 'Choose a closing date within 90 days' })]);
      } finally {
        now.mockRestore();
      }
    });

    it("lets only the poster edit, close and delete; anyone else's attempt is 404 and changes nothing", async () => {
      const [poster, other] = [await jobs.member(), await jobs.member()];
      const job = await post(poster, { companyName: 'Abbey Road', skills: ['Mixing'] });

      const foreign = await Promise.all([
        call(other, 'PATCH', `/api/jobs/${job.id}`, { title: 'Hijacked' }),
        call(other, 'DELETE', `/api/jobs/${job.id}`),
        call(other, 'GET', `/api/jobs/${job.id}/applications`),
      ]);
      const edited = await call(poster, 'PATCH', `/api/jobs/${job.id}`, { title: 'Mix engineer' });
      const closed = await call(poster, 'PATCH', `/api/jobs/${job.id}`, { status: 'closed' });
      const applyClosed = await apply(other, job.id);
      const deleted = await call(poster, 'DELETE', `/api/jobs/${job.id}`);
      const gone = await call(poster, 'GET', `/api/jobs/${job.id}`);

      expect(foreign.map((answer) => answer.status)).toEqual([404, 404, 404]);
      // An edit that names one field leaves the others as they were.
      expect(edited.body).toMatchObject({ title: 'Mix engineer', companyName: 'Abbey Road', skills: ['Mixing'] });
      expect(closed.body.status).toBe('closed');
      expect(applyClosed.status).toBe(409);
      expect(applyClosed.body.code).toBe('JOB_CLOSED');
      expect(deleted.status).toBe(204);
      expect(gone.status).toBe(404);
    });
  });

  describe('the list', () => {
    it('filters, sorts and pages on the server, and ranks a search by the spec’s fuzzy score', async () => {
      const poster = await jobs.member();
      const word = tag();
      const made = {
        exact: await post(poster, { title: word }),
        contains: await post(poster, { title: `Touring ${word}drummer`, type: 'contract', remote: true, location: 'Manchester, UK' }),
        skill: await post(poster, { title: 'Studio help', skills: [`${word} live`], location: 'Leeds, UK' }),
        other: await post(poster, { title: 'Piano teacher', companyName: `${word}` + ' Academy', type: 'part-time' }),
        unrelated: await post(poster, { title: 'Something else entirely' }),
      };
      const ids = (answer: { body: Array<{ id: number }> }) => answer.body.map((job) => job.id);

      const searched = await call(poster, 'GET', `/api/jobs?search=${word}`);
      const twoWords = await call(poster, 'GET', `/api/jobs?search=${encodeURIComponent(`teacher ${word}`)}&sort=title-asc`);
      const twoWordsRanked = await call(poster, 'GET', `/api/jobs?search=${encodeURIComponent(`teacher ${word}`)}`);
      const remote = await call(poster, 'GET', `/api/jobs?search=${word}&remote=true`);
      const byType = await call(poster, 'GET', `/api/jobs?search=${word}&type=part-time`);
      const located = await call(poster, 'GET', `/api/jobs?search=${word}&location=leeds`);
      const oldest = await call(poster, 'GET', `/api/jobs?search=${word}&sort=oldest`);
      const page1 = await call(poster, 'GET', `/api/jobs?search=${word}&sort=latest&limit=3`);
      const page2 = await call(poster, 'GET', `/api/jobs?search=${word}&sort=latest&limit=3&page=2`);

      // The exact title scores 1; the other three contain the word somewhere (0.9), newest first.
      expect(ids(searched)).toEqual([made.exact.id, made.other.id, made.skill.id, made.contains.id]);
      expect(searched.body.map((job: { score: number }) => job.score)).toEqual([1, 0.9, 0.9, 0.9]);
      expect(searched.headers.get('cache-control')).toContain('no-cache');
      expect(searched.headers.get('x-total-count')).toBe('4');
      // Two words: a whole word of a field scores 0.8, a field word that starts with one 0.7 ('…drummer');
      // sorted by title as asked rather than by score.
      expect(ids(twoWords)).toEqual([made.other.id, made.skill.id, made.contains.id, made.exact.id]);
      expect(twoWords.body.map((job: { score: number }) => job.score)).toEqual([0.8, 0.8, 0.7, 0.8]);
      // Ranked (the default when searching): the whole-word tier newest first, then the word-start one.
      expect(ids(twoWordsRanked)).toEqual([made.other.id, made.skill.id, made.exact.id, made.contains.id]);
      expect(twoWordsRanked.body.map((job: { score: number }) => job.score)).toEqual([0.8, 0.8, 0.8, 0.7]);
      expect(ids(remote)).toEqual([made.contains.id]);
      expect(ids(byType)).toEqual([made.other.id]);
      expect(ids(located)).toEqual([made.skill.id]);
      expect(ids(oldest)).toEqual([made.exact.id, made.contains.id, made.skill.id, made.other.id]);
      expect(ids(page1)).toEqual([made.other.id, made.skill.id, made.contains.id]);
      expect(page1.headers.get('x-next-page')).toBe('2');
      expect(ids(page2)).toEqual([made.exact.id]);
      expect(page2.headers.get('x-next-page')).toBeNull();
    });

    it("answers the spec's client, which sends no query, with open jobs newest first", async () => {
      const poster = await jobs.member();
      const [older, newer] = [await post(poster, { title: 'Older' }), await post(poster, { title: 'Newer' })];

      const answer = await call(poster, 'GET', '/api/jobs');
      const ids = answer.body.map((job: { id: number }) => job.id);

      expect(answer.status).toBe(200);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
      expect(answer.body[0]).not.toHaveProperty('score');
    });

    it('leaves closed and expired jobs out of the default list, and shows a member all of their own with ?mine=true', async () => {
      const poster = await jobs.member();
      const word = tag();
      const open = await post(poster, { title: `${word} open` });
      const closed = await post(poster, { title: `${word} closed` });
      await call(poster, 'PATCH', `/api/jobs/${closed.id}`, { status: 'closed' });
      const expired = await post(poster, { title: `${word} expired`, expiresAt: new Date(Date.now() + 60_000).toISOString() });
      await jobs.db.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);

      const listed = await call(poster, 'GET', `/api/jobs?search=${word}`);
      const mine = await call(poster, 'GET', `/api/jobs?mine=true&search=${word}&sort=oldest`);

      expect(listed.body.map((job: { id: number }) => job.id)).toEqual([open.id]);
      expect(mine.body.map((job: { id: number }) => job.id)).toEqual([open.id, closed.id, expired.id]);
    });

    it('answers a search of punctuation or wildcards without matching everything, and refuses bad query values with 400', async () => {
      const member = await jobs.member();
      const [punctuation, wildcard, badRemote, badPage] = await Promise.all([
        call(member, 'GET', `/api/jobs?search=${encodeURIComponent('!!!')}`),
        call(member, 'GET', `/api/jobs?search=${encodeURIComponent('%_%')}&location=${encodeURIComponent('%')}`),
        call(member, 'GET', '/api/jobs?remote=yes'),
        call(member, 'GET', '/api/jobs?page=0'),
      ]);

      expect([punctuation.status, wildcard.status, badRemote.status, badPage.status]).toEqual([200, 200, 400, 400]);
      expect(wildcard.body).toEqual([]);
    });

    it('reads a search from the trigram index, never by scanning the jobs table', async () => {
      // A board the planner has statistics for: 50,000 postings, a few of them drummers.
      await jobs.db.query(
        `INSERT INTO jobs (user_id, title, company_name, location, skills)
         SELECT 1, CASE WHEN i % 5000 = 0 THEN 'Jazz drummer ' || i ELSE 'Posting ' || md5(i::text) END, 'Company ' || (i % 97), 'Town ' || (i % 31), ARRAY['skill' || (i % 13)]
           FROM generate_series(1, 50000) i`,
      );
      await jobs.db.query(`ANALYZE jobs`);
      const member = await jobs.member();
      const { rows } = await jobs.db.query(
        `EXPLAIN SELECT id FROM jobs j WHERE j.status = 'open' AND (j.expires_at IS NULL OR j.expires_at > now()) AND (j.search_doc LIKE '%drummer%' OR j.search_doc LIKE '%jazz%')`,
      );
      const plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
      const found = await call(member, 'GET', '/api/jobs?search=jazz%20drummer&limit=100');
      const common = await call(member, 'GET', '/api/jobs?search=posting&limit=5');

      expect(plan).toContain('jobs_search_trgm_idx');
      expect(plan).not.toContain('Seq Scan');
      expect(found.body).toHaveLength(10);
      // ~50,000 matches: the total is counted up to 1,000 and says so.
      expect(common.body).toHaveLength(5);
      expect([common.headers.get('x-total-count'), common.headers.get('x-total-capped'), common.headers.get('x-next-page')]).toEqual(['1000', 'true', '2']);
      await jobs.db.query(`DELETE FROM jobs WHERE user_id = 1`);
    });
  });

  describe('expiry', () => {
    it('closes open postings past their closing date on the 10-minute schedule, and leaves the rest', async () => {
      const poster = await jobs.member();
      const [expired, current] = [await post(poster), await post(poster)];
      await jobs.db.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.id]);

      const closed = await jobs.service.app.get(JobsService).closeExpired();
      const schedule = await jobs.db.query(`SELECT cron FROM pgboss.schedule WHERE name = 'jobs-events.jobs.expire'`);

      expect(closed).toBeGreaterThanOrEqual(1);
      expect((await call(poster, 'GET', `/api/jobs/${expired.id}`)).body).toMatchObject({ status: 'closed' });
      expect((await call(poster, 'GET', `/api/jobs/${current.id}`)).body).toMatchObject({ status: 'open' });
      expect(schedule.rows).toEqual([{ cron: '*/10 * * * *' }]);
    });
  });

  describe('locations', () => {
    it('lists where open jobs are, each place once whatever its case or spaces, most postings first', async () => {
      const poster = await jobs.member();
      const place = tag();
      await post(poster, { location: `${place}ton` });
      await post(poster, { location: ` ${place}TON ` });
      await post(poster, { location: `${place}ton` });
      await post(poster, { location: `${place}ford` });
      const closed = await post(poster, { location: `${place}bury` });
      await call(poster, 'PATCH', `/api/jobs/${closed.id}`, { status: 'closed' });

      const listed = ((await call(poster, 'GET', '/api/jobs/locations')).body as { location: string; count: number }[]).filter((row) =>
        row.location.toLowerCase().startsWith(place),
      );
      expect(listed).toEqual([
        { location: `${place}ton`, count: 3 },
        { location: `${place}ford`, count: 1 },
      ]);
    });
  });

  describe('saving', () => {
    it('toggles a save, lists saved jobs, and answers 404 for a job that does not exist', async () => {
      const [poster, member] = [await jobs.member(), await jobs.member()];
      const job = await post(poster);

      const saved = await call(member, 'POST', '/api/jobs/save', { jobId: job.id });
      const list = await call(member, 'GET', '/api/jobs/saved');
      const unsaved = await call(member, 'POST', '/api/jobs/save', { jobId: job.id });
      const missing = await call(member, 'POST', '/api/jobs/save', { jobId: 2_000_000_000 });

      expect(saved.body).toEqual({ message: 'Job saved', saved: true });
      expect(list.body.map((j: { id: number; isSaved: boolean }) => [j.id, j.isSaved])).toEqual([[job.id, true]]);
      expect(unsaved.body).toEqual({ message: 'Job removed from saved jobs', saved: false });
      expect(missing.status).toBe(404);
    });
  });

  describe('applying', () => {
    it('records an application the poster sees with the applicant’s profile, and tells the applicant where it stands', async () => {
      const poster = await jobs.member();
      const applicant = await jobs.member({ name: 'Ada Lovelace', type: 'musician', subscriptionTier: 'pro' });
      const job = await post(poster, { contactEmail: 'jobs@abbeyroad.test' });

      const applied = await apply(applicant, job.id, '  I read well and own a P-bass.  ');
      const twice = await apply(applicant, job.id);
      const own = await apply(poster, job.id);
      const missing = await apply(applicant, 2_000_000_000);
      const forPoster = await call(poster, 'GET', `/api/jobs/${job.id}/applications`);
      const shortlisted = await call(poster, 'PATCH', `/api/jobs/${job.id}/applications/${applied.body.applicationId}`, { status: 'shortlisted' });
      const mine = await call(applicant, 'GET', '/api/jobs/applications/mine');
      const seenByApplicant = await call(applicant, 'GET', `/api/jobs/${job.id}`);

      expect(applied.status).toBe(201);
      expect(applied.body).toMatchObject({ message: 'Application recorded', usage: { currentCount: 1, limit: -1 }, contactEmail: 'jobs@abbeyroad.test' });
      expect([twice.status, twice.body.code]).toEqual([409, 'ALREADY_APPLIED']);
      expect([own.status, own.body.code]).toEqual([400, 'CANNOT_APPLY_TO_OWN_JOB']);
      expect(missing.status).toBe(404);
      expect(forPoster.body).toEqual([
        expect.objectContaining({
          message: 'I read well and own a P-bass.',
          status: 'submitted',
          applicant: expect.objectContaining({ id: applicant.id, name: 'Ada Lovelace', type: 'musician' }),
        }),
      ]);
      expect(shortlisted.body.status).toBe('shortlisted');
      expect(mine.body).toEqual([expect.objectContaining({ status: 'shortlisted', job: expect.objectContaining({ id: job.id, title: 'Session bassist' }) })]);
      expect(seenByApplicant.body.hasApplied).toBe(true);
    });

    it('keeps another poster’s applications and decisions to themselves (404)', async () => {
      const [poster, applicant, intruder] = [await jobs.member(), await jobs.member(), await jobs.member()];
      const job = await post(poster);
      const { applicationId } = (await apply(applicant, job.id)).body;
      const theirs = await post(intruder);

      const answers = await Promise.all([
        call(intruder, 'PATCH', `/api/jobs/${job.id}/applications/${applicationId}`, { status: 'declined' }),
        // Their own job id with someone else's application.
        call(intruder, 'PATCH', `/api/jobs/${theirs.id}/applications/${applicationId}`, { status: 'declined' }),
      ]);

      expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
      expect((await call(applicant, 'GET', '/api/jobs/applications/mine')).body[0].status).toBe('submitted');
    });

    it('gives a free member 5 applications a London month: the 6th is 403 with usage, 20 at once to one job count once, and the count restarts on the 1st', async () => {
      const poster = await jobs.member();
      const free = await jobs.member();
      const made = await Promise.all(Array.from({ length: 7 }, () => post(poster)));
      const clock = jobs.service.app.get(Clock);
      // 23:30 on 31 March in London (BST, 22:30 UTC) is still March.
      const now = jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-31T22:30:00.000Z'));
      try {
        const burst = await Promise.all(Array.from({ length: 20 }, () => apply(free, made[0]!.id)));
        for (const job of made.slice(1, 5)) expect((await apply(free, job.id)).status).toBe(201);
        const sixth = await apply(free, made[5]!.id);
        const usage = await call(free, 'GET', '/api/jobs/usage');
        now.mockReturnValue(new Date('2026-03-31T23:00:00.000Z')); // midnight in London: April
        const april = await apply(free, made[5]!.id);

        expect(burst.filter((answer) => answer.status === 201)).toHaveLength(1);
        expect(burst.filter((answer) => answer.status === 409)).toHaveLength(19);
        expect(sixth.status).toBe(403);
        expect(sixth.body).toMatchObject({
          code: 'USAGE_LIMIT_EXCEEDED',
          message: 'You have used your 5 free job applications this month',
          usage: { currentCount: 5, limit: 5 },
        });
        expect(usage.body).toEqual({ currentCount: 5, limit: 5 });
        expect(april.status).toBe(201);
        expect(april.body.usage).toEqual({ currentCount: 1, limit: 5 });
        // The refused application was not kept.
        const { rows } = await jobs.db.query(`SELECT count(*)::int AS n FROM job_applications WHERE applicant_id = $1`, [free.id]);
        expect(rows[0].n).toBe(6);
      } finally {
        now.mockRestore();
      }
    });
  });
});
