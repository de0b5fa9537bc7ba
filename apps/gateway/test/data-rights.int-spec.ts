import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt } from 'node:crypto';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { DataExport } from '@stave/contracts';
import { BackgroundJobs } from '@stave/platform';
import { callApi, eventually, findMemberId, findMemberText, startServiceUnderTest, type ServiceUnderTest } from '@stave/platform/testing';
import { StripeFake } from '@stave/stripe-fake';
import { startGatewayFor, type RunningGateway } from '@stave/gateway/testing';
import { billingService } from '@stave/billing/service';
import { ERASE_DUE_ACCOUNTS, identityService } from '@stave/identity/service';
import { jobsEventsService } from '@stave/jobs-events/service';
import { marketplaceService } from '@stave/marketplace/service';
import { messagingService } from '@stave/messaging/service';
import { socialService } from '@stave/social/service';

// Data rights across every service, through the real gateway on real Kafka, Postgres, Redis and S3: the
// archive gathered from every service (and nothing of another member's private data in it), and the erasure that
// leaves no row holding the member's id anywhere (docs/privacy.md says which rows stay, anonymised).
describe('data rights through the gateway: export and erasure in every service', () => {
  let fake: StripeFake;
  let identity: ServiceUnderTest;
  let services: Record<'social' | 'messaging' | 'jobs-events' | 'marketplace' | 'billing', ServiceUnderTest>;
  let gateway: RunningGateway;

  // Ids no other row could hold by chance: the erasure scan looks for the digits anywhere.
  const firstId = randomInt(1_000_000_000, 2_000_000_000);

  beforeAll(async () => {
    fake = await StripeFake.start({ prices: [{ id: 'price_pro_dr', lookupKey: 'pro', unitAmount: 1499 }], webhookSecret: 'whsec_dr' });
    identity = await startServiceUnderTest(identityService, { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    await identity.db.query(`ALTER TABLE users ALTER COLUMN id RESTART WITH ${firstId}`);
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    const [social, messaging, jobs, market, billing] = await Promise.all([
      startServiceUnderTest(socialService, jwks),
      startServiceUnderTest(messagingService, jwks),
      startServiceUnderTest(jobsEventsService, jwks),
      startServiceUnderTest(marketplaceService, jwks),
      startServiceUnderTest(billingService, {
        ...jwks,
        STRIPE_SECRET_KEY: 'sk_test_dr',
        STRIPE_WEBHOOK_SECRET: 'whsec_dr',
        STRIPE_PRICE_PRO: 'price_pro_dr',
        STRIPE_PRICE_BUSINESS: 'price_pro_dr',
        STRIPE_API_URL: fake.url,
      }),
    ]);
    services = { social: social!, messaging: messaging!, 'jobs-events': jobs!, marketplace: market!, billing: billing! };
    gateway = await startGatewayFor(
      {
        IDENTITY_URL: identity.url,
        SOCIAL_URL: social!.url,
        MESSAGING_URL: messaging!.url,
        JOBS_EVENTS_URL: jobs!.url,
        MARKETPLACE_URL: market!.url,
        BILLING_URL: billing!.url,
      },
      { ...jwks, RATE_LIMIT_API_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' },
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(Object.values(services ?? {}).map((service) => service.stop()));
    await identity?.stop();
    await fake?.close();
  });

  interface Member {
    id: number;
    token: string;
    username: string;
    email: string;
    password: string;
  }
  let counter = 0;
  const tag = `dr${Date.now().toString(36)}`;
  const register = async (name: string): Promise<Member> => {
    const handle = `${tag}${counter++}`;
    const [email, password] = [`${handle}@example.test`, `a long passphrase ${handle}`];
    const answer = await api(null, 'POST', '/api/register', { username: handle, email, password, name, type: 'musician', location: 'Leeds' });
    expect(answer.status).toBe(201);
    const member = { id: answer.body.user.id as number, token: answer.body.token as string, username: handle, email, password };
    for (const service of [services.social, services.messaging, services['jobs-events'], services.marketplace]) {
      await eventually(async () => (await service.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [member.id])).rowCount === 1, 20_000);
    }
    return member;
  };
  const api = (member: Pick<Member, 'token'> | null, method: string, path: string, body?: unknown) =>
    callApi(`${gateway.url}${path}`, method, { token: member?.token, body });
  const created = async (member: Member, path: string, body: unknown) => {
    const answer = await api(member, 'POST', path, body);
    expect([200, 201]).toContain(answer.status);
    return answer.body as { id: number };
  };
  const signIn = (member: Member) => api(null, 'POST', '/api/login', { email: member.email, password: member.password });

  // Everything `member` can make in each service, with `other` taking part: a post and a comment on the other's, a
  // conversation, a job the other applies to, an event, a call, a listing; `secret` goes into the other's private
  // messages with a third member (never to be in the member's archive).
  const lifeOf = async (member: Member, other: Member, third: Member, secret: string) => {
    const post = await created(member, '/api/posts', { content: `Rehearsal notes ${tag} from ${member.username}` });
    const theirs = await created(other, '/api/posts', { content: `Gig tonight ${tag}` });
    await created(member, `/api/posts/${theirs.id}/comments`, { content: `See you there ${tag}` });
    await api(other, 'POST', `/api/posts/${post.id}/like`);
    const conversation = await created(member, '/api/messages/start', { otherUserId: other.id });
    await created(member, '/api/messages', { conversationId: conversation.id, content: `Hello from ${member.username}` });
    await created(other, '/api/messages', { conversationId: conversation.id, content: `Hi back ${member.username}` });
    const aside = await created(other, '/api/messages/start', { otherUserId: third.id });
    await created(other, '/api/messages', { conversationId: aside.id, content: secret });
    const day = 24 * 3_600_000;
    const job = await created(member, '/api/jobs', { title: `Session drummer ${tag}`, contactEmail: 'jobs@example.test', description: 'Two days in Leeds' });
    await created(other, '/api/jobs/apply', { jobId: job.id, message: 'I play in the pocket' });
    await created(member, '/api/events', {
      title: `Open mic ${tag}`,
      startDate: new Date(Date.now() + 2 * day).toISOString(),
      endDate: new Date(Date.now() + 2 * day + 3_600_000).toISOString(),
      location: 'Leeds',
    });
    await created(member, '/api/collaborations', { title: `EP ${tag}`, remote: true });
    await created(member, '/api/marketplace/listings', {
      title: `Valve amp ${tag}`,
      description: 'Serviced last year, two channels.',
      price: 450,
      categoryId: 101,
      condition: 'good',
      location: 'Leeds',
      contactMethod: 'chat',
      images: [],
    });
    return { post, conversation, job };
  };

  const unzip = (archive: Buffer) =>
    new Promise<Map<string, Buffer>>((resolve, reject) => {
      fromBuffer(archive, { lazyEntries: true }, (error: Error | null, zip: ZipFile) => {
        if (error) return reject(error);
        const entries = new Map<string, Buffer>();
        zip.on('entry', (entry: Entry) => {
          zip.openReadStream(entry, (streamError, stream) => {
            if (streamError) return reject(streamError);
            const chunks: Buffer[] = [];
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => {
              entries.set(entry.fileName, Buffer.concat(chunks));
              zip.readEntry();
            });
          });
        });
        zip.on('end', () => resolve(entries));
        zip.on('error', reject);
        zip.readEntry();
      });
    });

  it('gathers one archive from every service: JSON, CSV and files, mailed as a link that expires, with nothing private of anyone else', async () => {
    const [ada, ben, cy] = [await register('Ada Export'), await register('Ben Other'), await register('Cy Third')];
    const secret = `private to cy ${tag}`;
    await lifeOf(ada, ben, cy, secret);

    const asked = await api(ada, 'POST', '/api/user/export');
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'gathering', downloadUrl: null });
    // One a day.
    expect(await api(ada, 'POST', '/api/user/export')).toMatchObject({ status: 429, body: { code: 'EXPORT_TOO_SOON' } });
    // Ben sees none of Ada's.
    expect((await api(ben, 'GET', '/api/user/export')).body).toEqual({ exports: [] });

    const ready = await eventually(async () => {
      const { exports } = (await api(ada, 'GET', '/api/user/export')).body as { exports: DataExport[] };
      return exports[0]?.status === 'ready' ? exports[0] : null;
    }, 60_000);
    expect(ready).toMatchObject({ id: asked.body.id, size: expect.any(Number), expiresAt: expect.any(String) });
    expect(new Date(ready.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    // The link names the app; the gateway in front of identity answers it, without a session.
    const link = new URL(ready.downloadUrl!);
    const path = `${link.pathname}${link.search}`;
    const download = await fetch(`${gateway.url}${path}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="stave-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(Buffer.from(await download.arrayBuffer()));
    const names = [...entries.keys()];
    for (const part of ['profile', 'social', 'messaging', 'jobs-events', 'marketplace', 'billing']) expect(names).toContain(`stave-data/${part}.json`);
    expect(names).toContain('stave-data/README.txt');
    expect(names.some((name) => name.startsWith('stave-data/csv/'))).toBe(true);

    const json = (name: string) => JSON.parse(entries.get(`stave-data/${name}.json`)!.toString('utf8')) as Record<string, unknown>;
    expect(json('profile')).toMatchObject({ account: { id: ada.id, email: ada.email, username: ada.username } });
    const everything = [...entries.values()].map((bytes) => bytes.toString('utf8')).join('\n');
    for (const mine of [
      `Rehearsal notes ${tag}`,
      `See you there ${tag}`,
      `Hello from ${ada.username}`,
      `Session drummer ${tag}`,
      `Valve amp ${tag}`,
      `Open mic ${tag}`,
    ])
      expect(everything).toContain(mine);
    // What Ben wrote to Ada is Ada's to have; Ben's email and his messages to Cy are not.
    expect(everything).toContain(`Hi back ${ada.username}`);
    expect(everything).not.toContain(ben.email);
    expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password_?hash|\$argon2/i);

    // A link altered or for another archive is refused; the parts are gone from storage once the zip is built.
    expect((await fetch(`${gateway.url}${link.pathname}?token=${'x'.repeat(43)}`)).status).toBe(403);
    expect((await fetch(`${gateway.url}${link.pathname}`)).status).toBe(400);
    const { rows } = await identity.db.query(`SELECT parts FROM data_exports WHERE id = $1`, [ready.id]);
    expect(Object.keys(rows[0].parts as object).sort()).toEqual(['billing', 'jobs-events', 'marketplace', 'messaging', 'social']);
    // Past its date the sweep deletes it and the link stops working.
    await identity.db.query(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [ready.id]);
    expect((await fetch(`${gateway.url}${path}`)).status).toBe(403);
  });

  it('deletes an account after its grace period in every service, unless the member signs in first; the others keep their side', async () => {
    // A name no one else's text holds: the erasure scan looks for it in every text column too.
    const deeName = `Dee Leaving ${tag}`;
    const [dee, eve, fay] = [await register(deeName), await register('Eve Staying'), await register('Fay Third')];
    const { conversation } = await lifeOf(dee, eve, fay, `eve to fay ${tag}`);
    // What copies Dee's name into text meant for others: a connection request ('Dee … wants to connect with you'), a
    // follow, a like, a mention in a post; Dee's comment on Eve's post and Eve's application to Dee's job (lifeOf).
    expect((await api(dee, 'POST', '/api/connections', { receiverId: fay.id, message: 'Hello' })).status).toBe(201);
    expect((await api(dee, 'POST', `/api/users/${fay.id}/follow`)).status).toBeLessThan(300);
    const fays = await created(fay, '/api/posts', { content: `Rehearsal at mine ${tag} with @${dee.username}` });
    expect((await api(dee, 'POST', `/api/posts/${fays.id}/like`)).status).toBeLessThan(300);
    // Fay's bell has Dee's lines before the erasure (so the scan below is not vacuous).
    await eventually(async () => (await findMemberText(services.social.db, deeName)).some((hit) => hit.table === 'notifications'), 30_000);

    expect(await api(dee, 'DELETE', '/api/user', { password: 'not my password' })).toMatchObject({ status: 400, body: { errors: [{ path: 'password' }] } });
    const scheduled = await api(dee, 'DELETE', '/api/user', { password: dee.password });
    expect(scheduled.status).toBe(202);
    expect(new Date(scheduled.body.scheduledFor as string).getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3_600_000);
    // Signed out everywhere; signing in keeps the account.
    await eventually(async () => (await api(dee, 'GET', '/api/user')).status === 401);
    const back = await signIn(dee);
    expect(back.body).toMatchObject({ deletionCancelled: true, message: 'Your account will not be deleted. Welcome back.' });
    expect((await signIn(dee)).body.deletionCancelled).toBeUndefined();

    // Asked again, and this time the grace runs out.
    expect((await api({ token: back.body.token as string }, 'DELETE', '/api/user', { password: dee.password })).status).toBe(202);
    await identity.db.query(`UPDATE users SET deletion_scheduled_for = now() - interval '1 second' WHERE id = $1`, [dee.id]);
    await identity.service.app.get(BackgroundJobs).send(ERASE_DUE_ACCOUNTS, {});
    await eventually(async () => (await identity.db.query(`SELECT 1 FROM users WHERE id = $1`, [dee.id])).rowCount === 0, 30_000);
    expect((await signIn(dee)).status).toBe(401);

    // No service holds Dee's id any more, but for the event that said so, in identity's outbox.
    await eventually(async () => {
      for (const service of Object.values(services)) if ((await findMemberId(service.db, dee.id)).length) return false;
      return true;
    }, 60_000).catch(() => undefined);
    const left = Object.fromEntries(await Promise.all(Object.entries(services).map(async ([name, service]) => [name, await findMemberId(service.db, dee.id)])));
    expect(left).toEqual({ social: [], messaging: [], 'jobs-events': [], marketplace: [], billing: [] });
    expect(await findMemberId(identity.db, dee.id)).toEqual([
      { table: 'outbox', column: 'key', rows: 1 },
      { table: 'outbox', column: 'payload', rows: 1 },
    ]);
    // Nor their name, wherever it was copied into text: notification lines in others' bells and the events that
    // announced them, other services' events and projections.
    const named = Object.fromEntries(
      await Promise.all(Object.entries({ identity, ...services }).map(async ([name, service]) => [name, await findMemberText(service.db, deeName)])),
    );
    expect(named).toEqual({ identity: [], social: [], messaging: [], 'jobs-events': [], marketplace: [], billing: [] });

    // Eve keeps the conversation, Dee's messages shown as a former member's, and her own post.
    const thread = await api(eve, 'GET', `/api/messages/${conversation.id}`);
    expect(thread.status).toBe(200);
    expect(JSON.stringify(thread.body)).toContain(`Hi back ${dee.username}`);
    expect((await api(eve, 'GET', `/api/users/${dee.id}`)).status).toBe(404);
  });
});
