// Two-factor sign-in: status, enrolment, recovery codes, turning it off. Answers are checked against
// the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const statusSchema = async () => (await import('@stave/contracts/identity')).TwoFactorStatusSchema;
const setupSchema = async () => (await import('@stave/contracts/identity')).TwoFactorSetupSchema;
const codesSchema = async () => (await import('@stave/contracts/identity')).RecoveryCodesSchema;
const messageSchema = async () => (await import('@stave/contracts/identity')).MessageResponseSchema;

export const fetchTwoFactor = (signal?: AbortSignal): Promise<TwoFactorStatus> => getParsed('/api/user/two-factor', statusSchema, signal);

export const startTwoFactorSetup = async (): Promise<TwoFactorSetup> => (await requestParsed('POST', '/api/user/two-factor/setup', setupSchema)).data;

export const enableTwoFactor = async (code: string): Promise<RecoveryCodes> =>
  (await requestParsed('POST', '/api/user/two-factor/enable', codesSchema, { body: { code } })).data;

export const renewRecoveryCodes = async (code: string): Promise<RecoveryCodes> =>
  (await requestParsed('POST', '/api/user/two-factor/recovery-codes', codesSchema, { body: { code } })).data;

export const disableTwoFactor = async (password: string, code: string): Promise<string> =>
  (await requestParsed('POST', '/api/user/two-factor/disable', messageSchema, { body: { password, code } })).data.message;
