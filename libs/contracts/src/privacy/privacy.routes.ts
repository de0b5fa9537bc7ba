import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { IdentityErrorCode, PrivacyErrorCode } from '../error-codes';
import { fileAnswer } from '../api/answers';
import {
  AccountDeletionSchema,
  DataExportSchema,
  DataExportsSchema,
  DeleteAccountSchema,
  ExportDownloadQuerySchema,
  ExportParamsSchema,
} from './privacy.schemas';

const identity = { owner: 'identity' as const };

export const PRIVACY = defineRoutes({
  requestExport: {
    ...identity,
    method: 'POST',
    path: '/api/user/export',
    auth: 'required',
    summary:
      'Ask for a copy of your data: every service adds its part (identity.export.requested.v1), then one zip (JSON + CSV + your uploads) is stored and a link mailed; one a day (429 EXPORT_TOO_SOON)',
    responses: { 202: DataExportSchema },
    errors: [PrivacyErrorCode.ExportTooSoon],
    allowSuspended: true,
  },
  listExports: {
    ...identity,
    method: 'GET',
    path: '/api/user/export',
    auth: 'required',
    summary: 'Your archives, newest first, with a download link while one is ready',
    responses: { 200: DataExportsSchema },
    allowSuspended: true,
  },
  download: {
    ...identity,
    method: 'GET',
    path: '/api/user/export/:id/download',
    auth: 'none',
    summary: 'The archive as a zip, for the signed link mailed to you (403 EXPORT_LINK_INVALID once it expires or if altered)',
    params: ExportParamsSchema,
    query: ExportDownloadQuerySchema,
    responses: { 200: fileAnswer('application/zip') },
    errors: [PrivacyErrorCode.ExportLinkInvalid, PrivacyErrorCode.ExportNotFound],
    headers: ['content-disposition'],
  },
  deleteAccount: {
    ...identity,
    method: 'DELETE',
    path: '/api/user',
    auth: 'required',
    summary:
      'Delete your account: with your password (and a code when two-factor sign-in is on) every session ends and the account is erased in 14 days in every service (identity.user.erased.v1) unless you sign in before',
    body: DeleteAccountSchema,
    responses: { 202: AccountDeletionSchema },
    errors: [IdentityErrorCode.TwoFactorNotEnabled, PrivacyErrorCode.DeletionPending],
    allowSuspended: true,
  },
});
export const PRIVACY_ROUTES: RouteContract[] = routeList(PRIVACY);
