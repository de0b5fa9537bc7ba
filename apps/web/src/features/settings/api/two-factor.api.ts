// Two-factor sign-in: status, enrolment, recovery codes, turning it off. Answers are checked against
// the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@stave/contracts';
import { IDENTITY } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const statusSchema = async () => (await import('@stave/contracts/identity')).TwoFactorStatusSchema;
const setupSchema = async () => (await import('@stave/contracts/identity')).TwoFactorSetupSchema;
const codesSchema = async () => (await import('@stave/contracts/identity')).RecoveryCodesSchema;
const messageSchema = async () => (await import('@stave/contracts/identity')).MessageResponseSchema;

export const fetchTwoFactor = (signal?: AbortSignal): Promise<TwoFactorStatus> => apiData(IDENTITY.twoFactorStatus, statusSchema, { signal });

export const startTwoFactorSetup = async (): Promise<TwoFactorSetup> => apiData(IDENTITY.twoFactorSetup, setupSchema);

export const enableTwoFactor = async (code: string): Promise<RecoveryCodes> => apiData(IDENTITY.twoFactorEnable, codesSchema, { body: { code } });

export const renewRecoveryCodes = async (code: string): Promise<RecoveryCodes> => apiData(IDENTITY.twoFactorRecoveryCodes, codesSchema, { body: { code } });

export const disableTwoFactor = async (password: string, code: string): Promise<string> =>
  (await apiData(IDENTITY.twoFactorDisable, messageSchema, { body: { password, code } })).message;
