import { TeamsErrorCode, type ErrorItem } from '@stave/contracts';

// What a refused invitation says, and where: a problem with whom was named (nobody by that name, oneself, already on
// the team, or a field's own check) on its field; the rest (the team is full, Business only, too many invitations too
// fast, anything unexpected) above the form.
export type InviteField = 'identifier' | 'role';

export interface InviteRefusal {
  fields: Partial<Record<InviteField, string>>;
  banner?: string;
}

const ABOUT_THE_PERSON: ReadonlySet<string> = new Set([TeamsErrorCode.NoSuchMember, TeamsErrorCode.Self, TeamsErrorCode.AlreadyOnTeam]);

export function inviteRefusal(error: { status: number; code?: string; detail: string; errors?: readonly ErrorItem[] }): InviteRefusal {
  const fields: InviteRefusal['fields'] = {};
  for (const item of error.errors ?? []) {
    const field = item.path.split('.')[0];
    if ((field === 'identifier' || field === 'role') && !fields[field]) fields[field] = item.message;
  }
  if (Object.keys(fields).length > 0) return { fields };
  if ((error.code && ABOUT_THE_PERSON.has(error.code)) || (error.status === 400 && !error.code)) return { fields: { identifier: error.detail } };
  return { fields: {}, banner: error.detail };
}
