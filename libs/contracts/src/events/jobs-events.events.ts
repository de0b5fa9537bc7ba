import { z } from 'zod';

// Declared now so social can award first_job_posting / first_event / first_collaboration; the
// jobs-events service emits them when its features land.
const id = () => z.number().int().positive();
export const JobPostedV1 = z.object({ jobId: id(), userId: id(), title: z.string() });
export const EventCreatedV1 = z.object({ eventId: id(), userId: id(), title: z.string(), startDate: z.iso.datetime({ offset: true }) });
export const CollaborationCreatedV1 = z.object({ collaborationId: id(), userId: id(), title: z.string() });
