// Industry insight reports (docs/insights.md): the months a Business member can read, one month's report,
// and its downloads. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { InsightsReport, InsightsReportList } from '@stave/contracts';
import { INSIGHTS } from '@stave/contracts/paths';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { apiData, apiPath } from '@/lib/api-json';

const listSchema = async () => (await import('@stave/contracts/insights')).InsightsReportListSchema;
const reportSchema = async () => (await import('@stave/contracts/insights')).InsightsReportSchema;

export const fetchReportList = (signal?: AbortSignal): Promise<InsightsReportList> => apiData(INSIGHTS.reports, listSchema, { signal });

export const fetchReport = (month: string, signal?: AbortSignal): Promise<InsightsReport> =>
  apiData(INSIGHTS.report, reportSchema, { params: { month }, signal });

// Where a month's download is when the list has not said (the list names each month's files).
export const reportFilePath = (month: string, format: 'pdf' | 'csv'): string =>
  format === 'pdf' ? apiPath(INSIGHTS.reportPdf, { params: { month } }) : apiPath(INSIGHTS.reportCsv, { params: { month } });

// The PDF and the CSV need the bearer token, so they are fetched here and handed over as a blob.
export async function fetchReportFile(url: string): Promise<Blob> {
  const res = await apiFetch('GET', url);
  await throwIfNotOk(res);
  return res.blob();
}
