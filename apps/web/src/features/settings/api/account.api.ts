// Settings › Account: changing the password while signed in. The email is changed through the profile's
// own call (features/profile, PATCH /api/user/profile with the current password).
import type { ChangePassword } from '@stave/contracts';
import { IDENTITY } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const messageSchema = async () => (await import('@stave/contracts/identity')).MessageResponseSchema;

// The other devices are signed out and the account's address is told; this one stays signed in. 400 with the field
// at fault (a wrong current password, the password policy), 429 after too many tries.
export const changePassword = async (body: ChangePassword): Promise<string> => (await apiData(IDENTITY.changePassword, messageSchema, { body })).message;
