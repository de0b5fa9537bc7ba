import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { eventually, freePort } from './infra';

// A Postgres of a test's own (the machine's binaries, its own data directory and port) for the faults that would
// take every other test's database with them: SIGKILL of the postmaster (docs/reliability.md#postgres-killed-mid-write), then a start on the
// same data directory, which recovers from its WAL as after a crash. Run as root, it runs as the `postgres` user.
export class PrivatePostgres {
  private postmaster?: ChildProcess;
  private log = '';

  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly owner?: { uid: number; gid: number },
  ) {}

  // postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only).
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  static async start(): Promise<PrivatePostgres> {
    const bin = postgresBinaries();
    const dir = mkdtempSync(join(tmpdir(), 'stave-pg-'));
    const owner = process.getuid?.() === 0 ? userIds('postgres') : undefined;
    if (owner) chownSync(dir, owner.uid, owner.gid);
    execFileSync(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
      stdio: 'ignore',
      ...(owner ?? {}),
    });
    const server = new PrivatePostgres(bin, dir, await freePort(), owner);
    await server.startAgain();
    return server;
  }

  // Starts the postmaster on the existing data directory and waits until it answers a query.
  async startAgain(): Promise<void> {
    this.log = '';
    await eventually(
      async () => {
        if (!this.postmaster || this.postmaster.exitCode !== null || this.postmaster.signalCode !== null) {
          const child = spawn(
            join(this.bin, 'postgres'),
            ['-D', join(this.dir, 'data'), '-p', String(this.port), '-k', this.dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
            { stdio: ['ignore', 'ignore', 'pipe'], ...(this.owner ?? {}) },
          );
          child.stderr!.on('data', (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-4000)));
          this.postmaster = child;
        }
        const client = new Client({ connectionString: this.url });
        try {
          await client.connect();
          await client.query('SELECT 1');
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      30_000,
      200,
    ).catch((error: Error) => {
      throw new Error(`private Postgres did not start: ${error.message}\n${this.log}`, { cause: error });
    });
  }

  // SIGKILL to the postmaster: its backends notice and exit, every connection drops, nothing is shut down cleanly.
  async kill(): Promise<void> {
    const postmaster = this.postmaster;
    if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return;
    const exited = new Promise((resolve) => postmaster.once('exit', resolve));
    postmaster.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const postmaster = this.postmaster;
    if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) {
      const exited = new Promise((resolve) => postmaster.once('exit', resolve));
      postmaster.kill('SIGINT'); // fast shutdown
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function postgresBinaries(): string {
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
    if (!versions.length) throw new Error('no Postgres binaries found (pg_config or /usr/lib/postgresql/<version>/bin)');
    return `/usr/lib/postgresql/${versions[0]}/bin`;
  }
}

function userIds(name: string): { uid: number; gid: number } {
  return { uid: Number(execFileSync('id', ['-u', name], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', name], { encoding: 'utf8' })) };
}
