import type { FastifyReply, FastifyRequest } from 'fastify';

// Strict CSP: no inline or eval'd script; inline style attributes are allowed because Radix
// positions popovers with them. Upstreams that set their own CSP (uploads: sandbox) keep it.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, options: { hsts: boolean }): void {
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  reply.removeHeader('x-powered-by');
  if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
