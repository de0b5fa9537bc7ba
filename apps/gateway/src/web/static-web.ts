import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { CommonErrorCode } from '@stave/contracts';

// The built web app. Vite names assets by content hash, so they never change under one URL; the
// build leaves a .br and a .gz beside each (apps/web/scripts/precompress.mjs), sent by Accept-Encoding.
export async function serveWebApp(fastify: FastifyInstance, webDistDir: string | undefined, logger: Logger): Promise<void> {
  const webRoot = webDistDir ? resolve(webDistDir) : null;
  if (!webRoot || !existsSync(resolve(webRoot, 'index.html'))) {
    if (webRoot) logger.warn({ webRoot }, 'web app not built; serving the API only');
    return;
  }
  await fastify.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // SPA fallback: the client router owns every other GET path (and shows its own 404 page).
  // Files are registered one route each (wildcard: false), so they win over this catch-all; Nest's
  // not-found handler still answers JSON for anything else. A path that names a file (an asset
  // from a newer build, a typo) is a 404, never the app page served as JavaScript, and so is every
  // path under /api the contracts do not name (`/api/USER`, `/api/users%2F1`): a client of the API
  // gets the API's JSON 404 (docs/api.md), never a page that parses as nothing.
  fastify.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path) || path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path)) {
      return reply.status(404).send({ message: 'Not found', code: CommonErrorCode.NotFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

// `/api` and below, however the path is spelled (`/%61pi/…` is the same path to a browser's fetch).
function isApiPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // Undecodable: matched as sent.
  }
  return path === '/api' || path.startsWith('/api/');
}
