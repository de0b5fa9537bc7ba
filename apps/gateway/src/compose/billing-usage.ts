import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { BillingUsage, ServiceName } from '@stave/contracts';
import { BILLING } from '@stave/contracts';
import { londonMonth, type Authenticator } from '@stave/platform';
import { refuseAtEdge } from '../edge/edge-auth';
import { refuse } from '../edge/refusal';
import { composeParts, forwardedHeaders } from './user-stats';

export interface BillingUsageRouteDeps {
  // The instance of a service the next call goes to (Upstreams.origin).
  originOf: (service: ServiceName) => string;
  authenticator: Authenticator;
  timeoutMs: number;
  logger: Logger;
}

const usagePart = (body: Record<string, unknown>) =>
  typeof body.currentCount === 'number' && typeof body.limit === 'number' ? { currentCount: body.currentCount, limit: body.limit } : undefined;

// GET /api/billing/usage (the Subscription page): each count is kept by the service that owns
// the action, so the gateway asks each (docs/platform.md#no-service-to-service-calls: services never call each other).
export function registerBillingUsageRoute(fastify: FastifyInstance, deps: BillingUsageRouteDeps): void {
  const { originOf } = deps;
  fastify.get(BILLING.usage.path, async (request, reply) => {
    const refusal = await refuseAtEdge(request, BILLING.usage.auth, deps.authenticator, 'refuse');
    if (refusal) return refuse(reply, refusal);
    const { parts, degraded } = await composeParts(
      [
        { name: 'applications', url: `${originOf('jobs-events')}/api/jobs/usage`, pick: usagePart },
        { name: 'newConversations', url: `${originOf('messaging')}/api/messages/usage`, pick: usagePart },
      ],
      forwardedHeaders(request),
      { timeoutMs: deps.timeoutMs, logger: deps.logger },
    );
    if (degraded.length) reply.header('x-degraded', degraded.join(','));
    const usage: BillingUsage = { ...parts, resetsAt: londonMonth(new Date()).end.toISOString() };
    return reply.header('cache-control', 'no-store').send(usage);
  });
}
