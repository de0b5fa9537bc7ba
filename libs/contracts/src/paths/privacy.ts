// Generated from PRIVACY by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { PRIVACY as R } from '../privacy/privacy.routes';
import { routePath as p } from './route-path';

export const PRIVACY_PATHS = {
  requestExport: p<typeof R.requestExport>('requestExport', 'POST', '/api/user/export'),
  listExports: p<typeof R.listExports>('listExports', 'GET', '/api/user/export'),
  download: p<typeof R.download>('download', 'GET', '/api/user/export/:id/download'),
  deleteAccount: p<typeof R.deleteAccount>('deleteAccount', 'DELETE', '/api/user'),
} as const;
