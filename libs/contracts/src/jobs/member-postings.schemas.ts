import { z } from 'zod';
import { entityId } from '../ids';
import { EventViewSchema } from './events.schemas';
import { JobViewSchema } from './jobs.schemas';

// GET /api/jobs-events/by-member/:userId: one member's open jobs and upcoming events, public, for their
// storefront's page (the gateway's GET /api/storefronts/:userId).
export const MEMBER_POSTINGS_LIMIT = 20;

export const MemberPostingsParamsSchema = z.object({ userId: entityId('Member not found') });

// The same views as the lists: jobs newest first, events soonest first, MEMBER_POSTINGS_LIMIT of each. To a visitor
// (signed out) a job's contactEmail is null, as a listing's external contact is.
export const MemberPostingsSchema = z.object({
  jobs: z.array(JobViewSchema),
  events: z.array(EventViewSchema),
});
export type MemberPostings = z.infer<typeof MemberPostingsSchema>;
