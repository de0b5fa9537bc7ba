import { z } from 'zod';
import { defineJob } from '@stave/platform';

// Apart from its handler (remind-attendees.job.ts), which needs EventsService, which sends it.
// WARNING: the name is stored with every queued run; renaming it strands them (see defineJob).
// Sent when an event is created or moved, to run a day before it starts; the start it was sent for
// travels with it, so a run for a start that has since moved does nothing.
export const REMIND_ATTENDEES = defineJob('jobs-events.events.remind-attendees', z.object({ eventId: z.number().int().positive(), startDate: z.string() }));
