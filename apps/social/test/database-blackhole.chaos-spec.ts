import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TcpFaultProxy, eventually, requireEnv, userSnapshot } from '@stave/platform/testing';
import { SocialUnderTest, type Member } from './harness';

// docs/reliability.md#transient-db-error: social's Postgres stops answering (a real silent TCP hop, not a mock). Requests must end within
// the service's deadline with 503, the pool must come back whole, and an event that arrived meanwhile must be
// applied after, not dead-lettered.
describe('social: a database that stops answering', () => {
  let proxy: TcpFaultProxy;
  let social: SocialUnderTest;

  beforeAll(async () => {
    proxy = await TcpFaultProxy.start(requireEnv('DATABASE_URL'));
    social = await SocialUnderTest.start({ DATABASE_URL: proxy.url(requireEnv('DATABASE_URL')), DATABASE_POOL_SIZE: '4', DATABASE_QUERY_TIMEOUT_MS: '2000' });
  });

  afterAll(async () => {
    proxy?.heal();
    await social?.stop();
    await proxy?.close();
  });

  const read = (member: Member, path: string) => social.call('GET', path, { token: member.token });

  it('answers 503 within its deadline while it is silent, and recovers whole when it answers again', async () => {
    const member = await social.member();
    const postId = (await social.call('POST', '/api/posts', { token: member.token, body: { content: 'Before the silence' } })).body.id as number;
    expect((await read(member, `/api/posts/${postId}`)).status).toBe(200);

    proxy.blackhole();
    const started = Date.now();
    const during = await Promise.all(Array.from({ length: 6 }, () => read(member, `/api/posts/${postId}`)));
    const tookMs = Date.now() - started;
    // Meanwhile identity renames the member: the consumer meets the silence too.
    await social.updateMember(userSnapshot(member.id, { version: 1, username: member.username, name: 'Renamed In The Dark' }), ['name']).catch(() => undefined);
    proxy.heal();

    await eventually(async () => (await read(member, `/api/posts/${postId}`)).status === 200, 20_000);
    const after = await Promise.all(Array.from({ length: 20 }, () => read(member, `/api/posts/${postId}`)));
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    await eventually(
      async () => (await social.db.query(`SELECT name FROM user_summaries WHERE id = $1`, [member.id])).rows[0]?.name === 'Renamed In The Dark',
      20_000,
    );
    expect((await social.db.query(`SELECT count(*)::int AS n FROM dead_letters`)).rows[0].n).toBe(0);
    // Before DATABASE_QUERY_TIMEOUT_MS these hung until the server dropped the connection 60 s later. Now each ends
    // with 503 at the 2 s deadline of its statement, the last of them after waiting for one of the 4 connections
    // (about 4 s here): the bound is half the hang, so a slow box passes and the hang still fails.
    expect(during.map((r) => [r.status, r.body?.code])).toEqual(during.map(() => [503, 'DEPENDENCY_UNAVAILABLE']));
    expect(tookMs).toBeLessThan(30_000);
  }, 90_000);
});
