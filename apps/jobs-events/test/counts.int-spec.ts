import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestIssuer, callApi, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { jobsEventsService } from '../src/app.module';

// The dashboard's Active Jobs and Upcoming Events counters on jobs-events' own database (real Postgres).
describe('jobs-events: dashboard counters', () => {
  let issuer: TestIssuer;
  let jobsEvents: ServiceUnderTest;

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    jobsEvents = await startServiceUnderTest(jobsEventsService, { JWKS_URL: issuer.jwksUrl });
  });

  afterAll(async () => {
    await jobsEvents?.stop();
    await issuer?.close();
  });

  it("counts the member's unexpired postings, and every event still to come", async () => {
    await jobsEvents.db.query(
      `INSERT INTO jobs (user_id, title, expires_at) VALUES
         (1, 'Bassist', now() + interval '1 day'), (1, 'Drummer', NULL), (1, 'Expired', now() - interval '1 day'), (2, 'Not theirs', NULL)`,
    );
    await jobsEvents.db.query(
      `INSERT INTO events (user_id, title, start_date, end_date) VALUES
         (2, 'Soon', now() + interval '2 days', now() + interval '3 days'), (2, 'Past', now() - interval '2 days', now() - interval '1 day')`,
    );
    const token = await issuer.token(1);

    const jobs = await callApi(`${jobsEvents.url}/api/jobs/active/count`, 'GET', { token });
    const events = await callApi(`${jobsEvents.url}/api/events/upcoming/count`, 'GET', { token });

    expect(jobs.body).toEqual({ count: 2 });
    expect(events.body).toEqual({ count: 1 });
  });
});
