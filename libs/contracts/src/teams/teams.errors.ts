import { TeamsErrorCode, type ErrorDefinition } from '../error-codes';
import { TEAM_MESSAGES } from './teams.schemas';

export const TEAMS_ERRORS: Record<TeamsErrorCode, ErrorDefinition> = {
  [TeamsErrorCode.BusinessOnly]: { kind: 'forbidden', message: TEAM_MESSAGES.businessOnly },
  [TeamsErrorCode.Full]: { kind: 'conflict', message: TEAM_MESSAGES.full },
  [TeamsErrorCode.NoSuchMember]: { kind: 'validation', message: TEAM_MESSAGES.noSuchMember },
  [TeamsErrorCode.Self]: { kind: 'validation', message: TEAM_MESSAGES.self },
  [TeamsErrorCode.AlreadyOnTeam]: { kind: 'conflict', message: TEAM_MESSAGES.alreadyOnTeam },
  [TeamsErrorCode.NotFound]: { kind: 'not_found', message: TEAM_MESSAGES.notFound },
  [TeamsErrorCode.InvitationNotFound]: { kind: 'not_found', message: TEAM_MESSAGES.invitationNotFound },
  [TeamsErrorCode.NotOnTeam]: { kind: 'forbidden', message: TEAM_MESSAGES.notOnTeam },
  [TeamsErrorCode.RoleForbidden]: { kind: 'forbidden', message: TEAM_MESSAGES.roleForbidden },
  [TeamsErrorCode.Suspended]: { kind: 'forbidden', message: TEAM_MESSAGES.suspended },
  [TeamsErrorCode.ActAsUnsupported]: { kind: 'validation', message: TEAM_MESSAGES.actAsUnsupported },
};
