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

  it("counts the member's open postings and applications in progress, and the events to come they organise or are going to", async () => {
    await jobsEvents.db.query(
      `INSERT INTO jobs (user_id, title, expires_at, status) VALUES
         (1, 'Bassist', now() + interval '1 day', 'open'), (1, 'Drummer', NULL, 'open'), (1, 'Expired', now() - interval '1 day', 'open'),
         (1, 'Closed', NULL, 'closed'), (2, 'Applied', NULL, 'open'), (2, 'Declined me', NULL, 'open'), (2, 'Closed since', NULL, 'closed')`,
    );
    // Member 1 applied to three of member 2's jobs: one in progress, one declined, one whose job has closed.
    await jobsEvents.db.query(
      `INSERT INTO job_applications (job_id, applicant_id, status)
       SELECT id, 1, CASE title WHEN 'Declined me' THEN 'declined' ELSE 'submitted' END FROM jobs WHERE user_id = 2`,
    );
    // Member 1 organises one event to come (and one cancelled), is going to one of member 2's to come
    // and one past, and only interested in another.
    await jobsEvents.db.query(
      `INSERT INTO events (user_id, title, start_date, end_date, status) VALUES
         (2, 'Soon', now() + interval '2 days', now() + interval '3 days', 'scheduled'),
         (2, 'Past', now() - interval '2 days', now() - interval '1 day', 'scheduled'),
         (2, 'Maybe', now() + interval '2 days', now() + interval '3 days', 'scheduled'),
         (1, 'Mine', now() + interval '5 days', now() + interval '6 days', 'scheduled'),
         (1, 'Called off', now() + interval '5 days', now() + interval '6 days', 'cancelled')`,
    );
    await jobsEvents.db.query(
      `INSERT INTO event_rsvps (event_id, user_id, status)
       SELECT id, 1, CASE title WHEN 'Maybe' THEN 'interested' ELSE 'going' END FROM events WHERE user_id = 2`,
    );
    const token = await issuer.token(1);

    const jobs = await callApi(`${jobsEvents.url}/api/jobs/active/count`, 'GET', { token });
    const events = await callApi(`${jobsEvents.url}/api/events/upcoming/count`, 'GET', { token });

    expect(jobs.body).toEqual({ count: 3 });
    expect(events.body).toEqual({ count: 2 });
  });
});
