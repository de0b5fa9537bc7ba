import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { socialService } from '@stave/social/service';
import { ServiceWithMembers, callApi, eventually, startServiceUnderTest, type Member, type ServiceUnderTest } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

const RACES = 6;
const DECISIONS_PER_RACE = 10;
const OUTCOME = { shortlisted: 'was shortlisted', declined: 'was not taken forward' } as const;

// A poster deciding one application several times at once (two tabs, a double click, two team members): the
// applicant's bell, written by social from jobs-events' events on the real Kafka, ends saying what the
// application's status is, every time (docs/jobs-events.md § Domain events).
describe('jobs-events → social: an application’s decisions and the applicant’s bell', () => {
  let jobs: ServiceWithMembers;
  let social: ServiceUnderTest;

  beforeAll(async () => {
    jobs = await ServiceWithMembers.start(jobsEventsService);
    social = await startServiceUnderTest(socialService, { JWKS_URL: jobs.jwksUrl });
  });

  afterAll(async () => {
    await social?.stop();
    await jobs?.stop();
  });

  // A member both services have projected (identity's event reaches each).
  const member = async (subscriptionTier: 'free' | 'pro' = 'free'): Promise<Member> => {
    const created = await jobs.member({ subscriptionTier });
    await eventually(async () => (await social.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [created.id])).rowCount === 1, 20_000);
    return created;
  };
  const call = (who: Member, method: string, path: string, body?: unknown) => jobs.call(method, path, { token: who.token, body });

  it(`leaves the applicant's newest line saying the final status after ${DECISIONS_PER_RACE} decisions race, ${RACES} times out of ${RACES}`, async () => {
    // Pro: more applications than a free month's five.
    const [poster, applicant] = [await member(), await member('pro')];
    const outcomes: Array<{ race: number; status: keyof typeof OUTCOME; newest: string; lines: number }> = [];

    for (let race = 0; race < RACES; race++) {
      const posted = await call(poster, 'POST', '/api/jobs', { title: `Race ${race}` });
      const applied = await call(applicant, 'POST', '/api/jobs/apply', { jobId: posted.body.id });
      expect([posted.status, applied.status]).toEqual([201, 201]);
      const job = posted.body as { id: number };
      const { applicationId } = applied.body as { applicationId: number };

      const decisions = await Promise.all(
        Array.from({ length: DECISIONS_PER_RACE }, (_, index) =>
          call(poster, 'PATCH', `/api/jobs/${job.id}/applications/${applicationId}`, { status: index % 2 === 0 ? 'shortlisted' : 'declined' }),
        ),
      );
      expect(decisions.map((answer) => answer.status)).toEqual(Array(DECISIONS_PER_RACE).fill(200));

      // Settled: social has applied every decision jobs-events committed for this application.
      const { rows } = await jobs.db.query(
        `SELECT event_id, payload -> 'payload' AS payload FROM outbox WHERE name = 'jobs-events.application.decided.v1' AND key = $1 ORDER BY id`,
        [String(job.id)],
      );
      // Numbered 1 to 10 in the order they committed, which is the outbox's order for one application.
      expect(rows.map((row) => row.payload.decision)).toEqual(Array.from({ length: DECISIONS_PER_RACE }, (_, index) => index + 1));
      await eventually(
        async () =>
          (
            await social.db.query(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1::uuid[]) AND consumer = $2`, [
              rows.map((row) => row.event_id),
              'social:NotificationsConsumer.onApplicationDecided',
            ])
          ).rows[0].n === DECISIONS_PER_RACE,
        30_000,
      );
      const [mine] = (await call(applicant, 'GET', '/api/jobs/applications/mine')).body.filter((one: { id: number }) => one.id === applicationId);
      const bell = (await callApi(`${social.url}/api/notifications`, 'GET', { token: applicant.token })).body as Array<{ relatedId: number; message: string }>;
      const about = bell.filter((line) => line.relatedId === job.id);
      expect(mine.status).toBe(rows.at(-1)!.payload.status);
      outcomes.push({ race, status: mine.status, newest: bell[0]!.message, lines: about.length });
    }

    // The newest line is this application's and says its status; the earlier decisions' lines are gone.
    expect(outcomes).toEqual(
      outcomes.map(({ race, status }) => ({ race, status, newest: `Your application for “Race ${race}” ${OUTCOME[status]}`, lines: 1 })),
    );
  }, 300_000);
});
