// Data rights: a copy of the member's data (an archive, gathered in the background) and deleting the
// account. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { AccountDeletion, DataExport, DeleteAccount } from '@stave/contracts';
import { PRIVACY } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const exportSchema = async () => (await import('@stave/contracts/privacy')).DataExportSchema;
const exportsSchema = async () => (await import('@stave/contracts/privacy')).DataExportsSchema;
const deletionSchema = async () => (await import('@stave/contracts/privacy')).AccountDeletionSchema;

// Newest first.
export const fetchDataExports = async (signal?: AbortSignal): Promise<DataExport[]> => (await apiData(PRIVACY.listExports, exportsSchema, { signal })).exports;

// 202 with the archive being gathered; 429 EXPORT_TOO_SOON when one was asked for in the last day.
export const requestDataExport = async (): Promise<DataExport> => apiData(PRIVACY.requestExport, exportSchema);

// Every session ends on the server; the account is erased at `scheduledFor` unless the member signs in before.
export const deleteAccount = async (body: DeleteAccount): Promise<AccountDeletion> => apiData(PRIVACY.deleteAccount, deletionSchema, { body });
