#!/usr/bin/env node
// B2's baseline (docs/performance.md#framework-overhead): bare Fastify + pg answering the home feed's first page with the
// very statement social runs (FEED_PAGE_VIEWS_SQL, prepared), no Nest, no auth check (the member id is
// read from the token's payload unverified), no view mapping. Prints its URL, then serves until killed.
// Usage: node bench/lib/bare-feed.mjs <database url>
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const Fastify = require(join(root, 'node_modules/fastify'));
const { Pool } = require(join(root, 'node_modules/pg'));
const { FEED_PAGE_VIEWS_SQL } = require(join(root, 'apps/social/dist/feed/feed.repository.js'));

const pool = new Pool({ connectionString: process.argv[2], max: 20 });
const app = Fastify({ logger: false });
app.get('/api/posts', async (request) => {
  const token = String(request.headers.authorization ?? '').split('.')[1] ?? '';
  const owner = Number(JSON.parse(Buffer.from(token, 'base64url').toString()).sub);
  const { rows } = await pool.query({ name: 'feed_page', text: FEED_PAGE_VIEWS_SQL, values: [owner, null, 0, 20] });
  return rows;
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${app.server.address().port}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
