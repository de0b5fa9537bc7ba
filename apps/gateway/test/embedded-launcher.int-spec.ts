import { afterEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { callApi, eventually, freePort } from '@stave/platform/testing';

const root = resolve(__dirname, '../../..');

interface Launched {
  url: string;
  port: number;
  output: () => string;
}

// `npm start` as a member runs it (scripts/start.mjs on the built apps, embedded Postgres in a data
// dir of its own), with settings in its environment. The integration lane's infrastructure
// variables are removed, so what is tested is the embedded default, not the test machine's servers.
describe('embedded mode (npm start)', () => {
  const children: Array<{ child: ChildProcess; dataDir: string }> = [];

  afterEach(async () => {
    for (const { child, dataDir } of children.splice(0)) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 20_000))]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  async function launch(settings: Record<string, string>): Promise<Launched> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'stave-embedded-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      ...settings,
      PORT: String(port),
      STAVE_DATA_DIR: dataDir,
      STAVE_SKIP_BUILD: 'true',
      LOG_PRETTY: 'false',
    };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'EVENT_BUS', 'STORAGE_DRIVER', 'S3_ENDPOINT', 'HOST', 'RESET_TOKEN_IN_RESPONSE']) {
      if (!(name in settings)) delete env[name];
    }
    const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push({ child, dataDir });
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (!/Stave is running/.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    return { url, port, output: () => output };
  }

  // The local address a TCP port listens on, from the kernel's table (127.0.0.1 is 0100007F).
  function listeningAddress(port: number): string | null {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== '0A' || !local?.endsWith(`:${hexPort}`)) continue; // 0A: LISTEN
      const hex = local.split(':')[0]!;
      return [3, 2, 1, 0].map((i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16)).join('.');
    }
    return null;
  }

  const register = (url: string, tag: string) =>
    callApi(`${url}/api/register`, 'POST', {
      body: { username: `emb_${tag}`, email: `emb_${tag}@example.test`, password: `a long passphrase ${tag}`, name: `Embedded ${tag}`, type: 'musician' },
    });

  it('honours cluster settings from the environment, listens on loopback and shows reset tokens there', async () => {
    const stave = await launch({ RATE_LIMIT_AUTH_MAX: '2', FOUNDING_MEMBER_LIMIT: '0' });

    const registered = await register(stave.url, 'a');
    const forgot = await callApi(`${stave.url}/api/forgot-password`, 'POST', { body: { email: 'emb_a@example.test' } });
    const thirdAuthPost = await callApi(`${stave.url}/api/login`, 'POST', { body: { email: 'emb_a@example.test', password: 'a long passphrase a' } });

    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ isFoundingMember: false, badges: [] }); // identity's FOUNDING_MEMBER_LIMIT
    expect(forgot.body.token).toEqual(expect.any(String));
    expect(thirdAuthPost.status).toBe(429); // the gateway's RATE_LIMIT_AUTH_MAX
    expect(listeningAddress(stave.port)).toBe('127.0.0.1');
  });

  it('never returns reset tokens when listening beyond loopback', async () => {
    const stave = await launch({ HOST: '0.0.0.0' });

    await register(stave.url, 'b');
    const forgot = await callApi(`${stave.url}/api/forgot-password`, 'POST', { body: { email: 'emb_b@example.test' } });

    expect(listeningAddress(stave.port)).toBe('0.0.0.0');
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: expect.any(String) });
  });

  it('returns them beyond loopback only when forced, with a warning at boot', async () => {
    const stave = await launch({ HOST: '0.0.0.0', RESET_TOKEN_IN_RESPONSE: 'true' });

    await register(stave.url, 'c');
    const forgot = await callApi(`${stave.url}/api/forgot-password`, 'POST', { body: { email: 'emb_c@example.test' } });

    expect(forgot.body.token).toEqual(expect.any(String));
    expect(stave.output()).toMatch(/WARNING: RESET_TOKEN_IN_RESPONSE=true while listening on 0\.0\.0\.0/);
  });

  it('runs the services together: a first job, event and collaboration are awarded in social, and an RSVP rings the organiser’s bell', async () => {
    const stave = await launch({});
    const organizer = (await register(stave.url, 'd')).body.token as string;
    const guest = (await register(stave.url, 'e')).body.token as string;
    const as = (token: string, method: string, path: string, body?: unknown) => callApi(`${stave.url}${path}`, method, { token, body });
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

    expect((await as(organizer, 'POST', '/api/jobs', { title: 'Session drummer' })).status).toBe(201);
    const event = await as(organizer, 'POST', '/api/events', { title: 'Album launch', startDate: day(2), endDate: day(3) });
    expect((await as(organizer, 'POST', '/api/collaborations', { title: 'Remix swap', remote: true })).status).toBe(201);
    expect((await as(guest, 'POST', `/api/events/${event.body.id}/rsvp`, { status: 'going' })).status).toBe(200);

    const awarded = await eventually(async () => {
      const types = ((await as(organizer, 'GET', '/api/achievements')).body as { type: string }[]).map((achievement) => achievement.type);
      return ['first_job_posting', 'first_event', 'first_collaboration'].every((type) => types.includes(type)) && types;
    }, 30_000);
    expect(awarded).toEqual(expect.arrayContaining(['first_job_posting', 'first_event', 'first_collaboration']));
    const rsvp = await eventually(async () => {
      const { body } = await as(organizer, 'GET', '/api/notifications');
      return (body as { type: string; message: string }[]).find((notification) => notification.type === 'event_rsvp');
    }, 30_000);
    expect(rsvp.message).toBe('Embedded e is going to your event “Album launch”');
    expect((await as(guest, 'GET', '/api/user/stats')).body).toMatchObject({ upcomingEvents: 1 });
    // The Subscription page's usage, composed from jobs-events and messaging; billing in test mode.
    expect((await as(guest, 'GET', '/api/billing/usage')).body).toMatchObject({
      applications: { currentCount: 0, limit: 5 },
      newConversations: { currentCount: 0, limit: 5 },
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect((await as(guest, 'POST', '/api/create-checkout-session', { subscriptionTier: 'business' })).body).toMatchObject({ testMode: true });
    await eventually(async () => (await as(guest, 'GET', '/api/user')).body.subscriptionTier === 'business', 10_000);
    // Jobs-events and messaging learn the plan from billing's event on their own, maybe after identity did.
    await eventually(async () => {
      const { applications, newConversations } = (await as(guest, 'GET', '/api/billing/usage')).body;
      return applications?.limit === -1 && newConversations?.limit === -1;
    }, 10_000);
  });
});
