// Industry insight reports (docs/insights.md): the months a Business member can read, one month's report,
// and its downloads. Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import { insightsReportPath, type InsightsReport, type InsightsReportList } from '@stave/contracts';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { getParsed } from '@/lib/api-json';

const listSchema = async () => (await import('@stave/contracts/insights')).InsightsReportListSchema;
const reportSchema = async () => (await import('@stave/contracts/insights')).InsightsReportSchema;

export const fetchReportList = (signal?: AbortSignal): Promise<InsightsReportList> => getParsed('/api/insights/reports', listSchema, signal);

export const fetchReport = (month: string, signal?: AbortSignal): Promise<InsightsReport> => getParsed(insightsReportPath(month), reportSchema, signal);

// The PDF and the CSV need the bearer token, so they are fetched here and handed over as a blob.
export async function fetchReportFile(url: string): Promise<Blob> {
  const res = await apiFetch('GET', url);
  await throwIfNotOk(res);
  return res.blob();
}
