import { z } from 'zod';
import { TEAM_ACTION_TITLE_MAX, TeamActionSchema } from '../teams/teams.schemas';

// A team member did something as the business (docs/teams.md § Activity). Published by the service where it
// was done, in the same transaction, as `<service>.team.action.v1`; identity keeps it for the owner's team page.
export const TeamActionV1 = z.object({
  businessId: z.number().int().positive(),
  actorId: z.number().int().positive(),
  action: TeamActionSchema,
  subjectId: z.number().int().positive(),
  subjectTitle: z.string().max(TEAM_ACTION_TITLE_MAX),
});
