import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { request as httpRequest } from 'undici';
import {
  INSIGHTS,
  CommonErrorCode,
  INSIGHTS_HISTORY_MONTHS,
  INSIGHTS_MIN_MEMBERS,
  INSIGHTS_REPORTS_LISTED,
  InsightsCoverageSchema,
  JobsEventsInsightsSchema,
  MarketplaceInsightsSchema,
  insightsFileName,
  insightsMonthLabel,
  insightsReportPath,
  monthsBefore,
  shiftMonth,
  type ErrorBody,
  type InsightsReport,
  type InsightsReportList,
  type InsightsSection,
  type ServiceName,
} from '@stave/contracts';
import { londonMonthKey, type Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse, unavailable } from '../edge/refusal';
import { insightsCsv } from './insights-csv';
import { insightsPdf } from './insights-pdf';
import { forwardedHeaders } from './user-stats';

// Industry insight reports for Business members (docs/insights.md). Each part is its owning service's:
// jobs-events answers the jobs and events sections, the marketplace the gear section, each for a London calendar
// month with its privacy floor applied and a closed month kept as first computed. The gateway asks both in parallel
// with the caller's credentials, each with its own deadline, and composes the report, the PDF and the CSV.

// Computing a month that was never asked for (a closed one before the 1st's job got to it) reads a month of rows:
// more than a dashboard counter's deadline.
export const INSIGHTS_TIMEOUT_MS = 10_000;

export interface InsightsOrigins {
  jobsEvents: string;
  marketplace: string;
}

export type Answer<T> = { status: 200; body: T } | { status: number; body: ErrorBody };

interface Asked {
  status: number;
  body: Record<string, unknown>;
}

// A service's answer: its 200 or its refusal (4xx: not Business, a month it will not report); null when it is slow,
// down or answers something else (the part is degraded).
async function ask(url: string, headers: Record<string, string>, options: { timeoutMs: number; logger: Logger }): Promise<Asked | null> {
  try {
    const response = await httpRequest(url, { method: 'GET', headers, signal: AbortSignal.timeout(options.timeoutMs) });
    const body = (await response.body.json()) as Record<string, unknown>;
    if (response.statusCode === 200 || (response.statusCode >= 400 && response.statusCode < 500)) return { status: response.statusCode, body };
    throw new Error(`answered ${response.statusCode}`);
  } catch (error) {
    options.logger.warn({ err: error, url }, 'insights part unavailable');
    return null;
  }
}

// A refusal from either service is the answer (a 403 first: the member is not on Business, whatever the month).
function refusalOf(answers: Array<Asked | null>): Answer<never> | null {
  const refusals = answers.filter((answer): answer is Asked => answer !== null && answer.status !== 200);
  const refusal = refusals.find((answer) => answer.status === 403) ?? refusals[0];
  return refusal ? { status: refusal.status, body: refusal.body as unknown as ErrorBody } : null;
}

export async function composeInsightsReport(
  month: string,
  origins: InsightsOrigins,
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger },
): Promise<Answer<InsightsReport>> {
  const answers = await Promise.all([
    ask(`${origins.jobsEvents}/api/jobs-events/insights/${month}`, headers, options),
    ask(`${origins.marketplace}/api/marketplace/insights/${month}`, headers, options),
  ]);
  const refusal = refusalOf(answers);
  if (refusal) return refusal;
  const parse = <T>(answer: Asked | null, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, service: string) => {
    if (!answer) return null;
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) options.logger.warn({ service, month }, 'insights part not as its contract says');
    return parsed.success ? parsed.data : null;
  };
  const activity = parse(answers[0], JobsEventsInsightsSchema, 'jobs-events');
  const gear = parse(answers[1], MarketplaceInsightsSchema, 'marketplace');
  if (!activity && !gear) return { status: 502, body: unavailable().body };
  const computed = [activity?.computedAt, gear?.computedAt].filter((at): at is string => at !== undefined).sort();
  const degraded: InsightsSection[] = [...(activity ? [] : (['jobs', 'events'] as const)), ...(gear ? [] : (['gear'] as const))];
  return {
    status: 200,
    body: {
      month,
      partial: Boolean(activity?.partial || gear?.partial),
      generatedAt: computed.at(-1)!,
      minMembers: INSIGHTS_MIN_MEMBERS,
      jobs: activity?.jobs ?? null,
      events: activity?.events ?? null,
      gear: gear?.gear ?? null,
      degraded,
    },
  };
}

// The months a report can be read for: from the first month either service has anything in (never before the
// history kept, at most INSIGHTS_REPORTS_LISTED), newest first; the current month partial.
export async function composeInsightsList(
  origins: InsightsOrigins,
  headers: Record<string, string>,
  options: { timeoutMs: number; logger: Logger; now: Date },
): Promise<Answer<InsightsReportList>> {
  const answers = await Promise.all([
    ask(`${origins.jobsEvents}/api/jobs-events/insights`, headers, options),
    ask(`${origins.marketplace}/api/marketplace/insights`, headers, options),
  ]);
  const refusal = refusalOf(answers);
  if (refusal) return refusal;
  const coverage = answers.map((answer) => (answer ? InsightsCoverageSchema.safeParse(answer.body) : null));
  if (coverage.every((parsed) => !parsed?.success)) return { status: 502, body: unavailable().body };
  const current = londonMonthKey(options.now);
  const firsts = coverage.flatMap((parsed) => (parsed?.success && parsed.data.firstMonth ? [parsed.data.firstMonth] : [])).sort();
  // Nothing anywhere yet (or only events still to come): the current month alone.
  const first = firsts[0] && firsts[0] < current ? firsts[0] : current;
  const listed = Math.min(monthsBefore(first, current), INSIGHTS_REPORTS_LISTED - 1, INSIGHTS_HISTORY_MONTHS) + 1;
  const months = Array.from({ length: listed }, (_, index) => shiftMonth(current, -index));
  return {
    status: 200,
    body: {
      reports: months.map((month) => ({
        month,
        label: insightsMonthLabel(month),
        partial: month === current,
        pdfUrl: insightsReportPath(month, 'pdf'),
        csvUrl: insightsReportPath(month, 'csv'),
      })),
      minMembers: INSIGHTS_MIN_MEMBERS,
      historyMonths: INSIGHTS_HISTORY_MONTHS,
      degraded: (['jobs-events', 'marketplace'] as const).filter((_, index) => !coverage[index]?.success),
    },
  };
}

export interface InsightsRouteDeps {
  // The instance of a service the next call goes to (Upstreams.origin).
  originOf: (service: ServiceName) => string;
  authenticator: Authenticator;
  // Each part's deadline.
  timeoutMs: number;
  logger: Logger;
  now?: () => Date;
}

type Format = 'json' | 'pdf' | 'csv';

// Composed here rather than proxied (docs/platform.md#no-service-to-service-calls: services never call each other). Per member (their plan):
// never cached by anyone.
export function registerInsightsRoutes(fastify: FastifyInstance, deps: InsightsRouteDeps): void {
  const { originOf } = deps;
  const origins = () => ({ jobsEvents: originOf('jobs-events'), marketplace: originOf('marketplace') });
  const options = { timeoutMs: deps.timeoutMs, logger: deps.logger };

  fastify.get(INSIGHTS.reports.path, async (request, reply) => {
    const refusal = await refuseAtEdge(request, INSIGHTS.reports.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const answer = await composeInsightsList(origins(), forwardedHeaders(request), { ...options, now: deps.now?.() ?? new Date() });
    if (answer.status !== 200) return refuse(reply, { status: answer.status, body: answer.body as ErrorBody });
    const list = answer.body as InsightsReportList;
    if (list.degraded.length) reply.header('x-degraded', list.degraded.join(','));
    return reply.header('cache-control', 'private, no-store').send(list);
  });

  const report = (format: Format, route: Pick<typeof INSIGHTS.report, 'auth' | 'params'>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = await refuseAtEdge(request, route.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const parsed = route.params.safeParse(request.params ?? {});
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      return refuse(reply, { status: 400, body: { message: errors[0]?.message ?? 'Validation failed', code: CommonErrorCode.Validation, errors } });
    }
    const { month } = parsed.data;
    const answer = await composeInsightsReport(month, origins(), forwardedHeaders(request), options);
    if (answer.status !== 200) return refuse(reply, { status: answer.status, body: answer.body as ErrorBody });
    const body = answer.body as InsightsReport;
    reply.header('cache-control', 'private, no-store');
    if (body.degraded.length) reply.header('x-degraded', body.degraded.join(','));
    if (format === 'json') return reply.send(body);
    const file = format === 'pdf' ? await insightsPdf(body) : insightsCsv(body);
    return reply
      .header('content-type', format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${insightsFileName(month, format)}"`)
      .header('x-content-type-options', 'nosniff')
      .send(file);
  };
  fastify.get(INSIGHTS.report.path, report('json', INSIGHTS.report));
  fastify.get(INSIGHTS.reportPdf.path, report('pdf', INSIGHTS.reportPdf));
  fastify.get(INSIGHTS.reportCsv.path, report('csv', INSIGHTS.reportCsv));
}
