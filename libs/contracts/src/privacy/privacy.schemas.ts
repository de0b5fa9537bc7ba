import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../identity/password-policy';
import { TwoFactorCodeSchema } from '../identity/two-factor.schemas';

// Data rights (docs/privacy.md): a copy of a member's data (export) and the erasure of their account.
export const PRIVACY_MESSAGES = {
  exportStarted: "We're gathering your data. We'll email you a link when your archive is ready.",
  exportInProgress: 'Your archive is still being prepared. We will email you when it is ready.',
  exportTooSoon: 'You can ask for one archive a day. Download the one you have, or try again tomorrow.',
  exportNotFound: 'That archive does not exist or has expired',
  exportLinkInvalid: 'This download link is not valid or has expired. Ask for a new archive from Settings.',
  deletionScheduled: 'Your account will be deleted in 14 days. Sign in before then to keep it.',
  deletionCancelled: 'Your account will not be deleted. Welcome back.',
  deletionPending: 'Your account is already scheduled for deletion',
  passwordRequired: PASSWORD_MESSAGES.required,
} as const;

// The services that hold a part of a member's data besides identity; identity waits for each one's part.
export const EXPORT_PART_SERVICES = ['social', 'messaging', 'jobs-events', 'marketplace', 'billing'] as const;
export type ExportPartService = (typeof EXPORT_PART_SERVICES)[number];

export const ERASURE_GRACE_DAYS = 14;
// How long an archive (and its link) is kept once ready.
export const EXPORT_LINK_DAYS = 7;
// One archive asked for per member per this many hours (a gathering one counts).
export const EXPORT_COOLDOWN_HOURS = 24;

export const DATA_EXPORT_STATUSES = ['gathering', 'ready', 'failed', 'expired'] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

export const DataExportSchema = z.object({
  id: z.uuid(),
  status: DataExportStatusSchema,
  requestedAt: z.iso.datetime({ offset: true }),
  readyAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  // Bytes of the archive, once ready.
  size: z.number().int().nonnegative().nullable(),
  // A signed link valid until `expiresAt` (only while ready).
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportsSchema = z.object({ exports: z.array(DataExportSchema) });
export type DataExports = z.infer<typeof DataExportsSchema>;

export const ExportParamsSchema = z.object({ id: z.uuid() });
export const ExportDownloadQuerySchema = z.object({ token: z.string().min(1).max(200) });

// Deleting the account: the password, and a code when two-factor sign-in is on.
export const DeleteAccountSchema = z.object({
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
  code: TwoFactorCodeSchema.optional(),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

export const AccountDeletionSchema = z.object({
  message: z.string(),
  // When the account and its data are erased, unless the member signs in before.
  scheduledFor: z.iso.datetime({ offset: true }),
});
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
