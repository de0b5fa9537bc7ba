// A service's own database in the Stave the suite started (e2e/run.mjs): for the few specs that must move a record's
// time, as the integration tests move the clock — a booking's engagement cannot be waited for in a browser test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

// The Postgres of `npm start`: DATABASE_URL when the suite gave one, otherwise the embedded cluster in the data
// directory (its port is on the fourth line of postmaster.pid).
function serverUrl(dataDir) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!dataDir) throw new Error('this spec needs the Stave the suite starts (not E2E_BASE_URL): it moves a record in its database');
  const port = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://postgres:stave@127.0.0.1:${port}/postgres`;
}

// Runs `work` with a client on the service's database (each service has its own: stave_<service>).
export async function withServiceDatabase(dataDir, service, work) {
  const url = new URL(serverUrl(dataDir));
  url.pathname = `/stave_${service.replace('-', '_')}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
