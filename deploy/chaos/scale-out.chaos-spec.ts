import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Client } from 'pg';
import { uniqueName } from '@stave/platform/testing';
import { ClusterUnderTest } from './cluster';
import { Workload, type Member } from './workload';

// Scale-out proven (docs/operations.md § Scaling a service out; docs/reliability.md#consumer-crash-rebalance and
// #graceful-stop): two gateways, two social and two messaging processes (one consumer group per
// service), the other services single, all on the real Kafka, Postgres and Redis; members posting, liking,
// following, asking to connect and messaging over websockets through both gateways. Each test ends with the
// same ledger: every acknowledged write stored exactly once, counters equal to their rows, no side effect twice
// although Kafka redelivered, every message on its recipient's screen once (live or by resync).
describe('the cluster scaled out, under a workload', () => {
  let cluster: ClusterUnderTest;
  const report: Record<string, unknown> = {};
  const workloads: Workload[] = [];
  const newWorkload = (name: string) => {
    const workload = new Workload(cluster, uniqueName(name).replace(/_/g, '').slice(0, 20));
    workloads.push(workload);
    return workload;
  };

  beforeAll(async () => {
    cluster = await ClusterUnderTest.start({ instances: { social: 2, messaging: 2 }, gateways: 2 });
    await Promise.all([cluster.untilGroupIs('social', 2), cluster.untilGroupIs('messaging', 2)]);
  }, 120_000);

  afterAll(async () => {
    for (const workload of workloads) await workload.close();
    await cluster?.stop();
    console.log(`scale-out figures: ${JSON.stringify(report, null, 2)}`);
  });

  it('loses nothing and repeats nothing when one social and one messaging process are SIGKILLed and come back', async () => {
    const workload = newWorkload('kill');
    await workload.join(6);
    const windows: Array<[number, number]> = [];
    const timeline: Record<string, number> = {};

    const orchestrate = async () => {
      await sleep(5000);
      const killedAt = Date.now();
      await Promise.all([cluster.instance('social', 1).stop('SIGKILL'), cluster.instance('messaging', 1).stop('SIGKILL')]);
      // Requests in flight on the killed processes fail; the ones after them go to the survivors.
      windows.push([killedAt, killedAt + 1500]);
      // The survivors take every partition once the coordinator gives up on the dead members (session timeout 10 s).
      const [social, messaging] = await Promise.all(
        (['social', 'messaging'] as const).map(async (service) => {
          await cluster.untilGroupIs(service, 1, 30_000);
          return Date.now() - killedAt;
        }),
      );
      timeline.socialTakeoverMs = social!;
      timeline.messagingTakeoverMs = messaging!;
      const restartedAt = Date.now();
      await Promise.all([cluster.instance('social', 1).start(), cluster.instance('messaging', 1).start()]);
      timeline.restartMs = Date.now() - restartedAt;
      await Promise.all([cluster.untilGroupIs('social', 2), cluster.untilGroupIs('messaging', 2)]);
      await sleep(5000);
    };
    const started = Date.now();
    await workload.run(orchestrate());
    timeline.workloadMs = Date.now() - started;
    await cluster.untilQuiet();
    report.sigkill = { ...timeline, ...summary(workload) };

    const outside = workload.failures().filter((failure) => !windows.some(([from, to]) => failure.at >= from && failure.at <= to));
    expect(outside).toEqual([]);
    await expectLedger(workload);
    // Takeover within the session timeout (10 s) and the rebalance after it.
    expect(timeline.socialTakeoverMs).toBeLessThan(20_000);
    expect(timeline.messagingTakeoverMs).toBeLessThan(20_000);
  }, 240_000);

  it('answers no 5xx and loses nothing through a rolling restart of every process (SIGTERM, then start again)', async () => {
    const workload = newWorkload('roll');
    await workload.join(6);
    const exits: Array<{ name: string; code: number | null; ms: number }> = [];
    const orchestrate = async () => {
      await sleep(2000);
      for (const process of cluster.allProcesses()) {
        const stoppedAt = Date.now();
        const exit = await process.stop('SIGTERM');
        exits.push({ name: process.name, code: exit.code, ms: Date.now() - stoppedAt });
        await process.start();
        const service = process.app === 'gateway' ? null : process.app;
        if (service === 'social' || service === 'messaging') await cluster.untilGroupIs(service, 2);
      }
      await sleep(2000);
    };
    const started = Date.now();
    await workload.run(orchestrate());
    await cluster.untilQuiet();
    report.rollingRestart = { workloadMs: Date.now() - started, stops: exits, ...summary(workload) };

    // Every process exited 0 within its grace; single-instance services are not on the workload's path.
    expect(exits.filter((exit) => exit.code !== 0 || exit.ms > 15_000)).toEqual([]);
    expect(workload.failures()).toEqual([]);
    await expectLedger(workload);
  }, 300_000);

  async function expectLedger(workload: Workload): Promise<void> {
    const social = await cluster.db('social');
    const messaging = await cluster.db('messaging');
    const ids = workload.members.map((member) => member.id);
    const like = `${workload.tag} %`;

    // Posts and messages: each acknowledged one stored once; none stored twice.
    const stored = async (db: Client, sql: string) => new Map((await db.query(sql, [like])).rows.map((row) => [row.content as string, row.n as number]));
    const posts = await stored(social, `SELECT content, count(*)::int AS n FROM posts WHERE content LIKE $1 GROUP BY content`);
    const messages = await stored(messaging, `SELECT content, count(*)::int AS n FROM messages WHERE content LIKE $1 GROUP BY content`);
    for (const [op, rows] of [
      ['post', posts],
      ['message', messages],
    ] as const) {
      expect(workload.acked(op, [201]).filter((outcome) => rows.get(outcome.key) !== 1)).toEqual([]);
      expect([...rows].filter(([, n]) => n !== 1)).toEqual([]);
    }
    // Likes, follows and requests acknowledged are there.
    const likes = (await social.query(`SELECT post_id, user_id FROM post_likes WHERE user_id = ANY ($1)`, [ids])).rows;
    const memberOf = new Map(workload.members.map((member) => [member.index, member.id]));
    for (const outcome of workload.acked('like', [200])) {
      expect(likes.some((row) => row.post_id === Number(outcome.key) && row.user_id === memberOf.get(outcome.member))).toBe(true);
    }
    const follows = (await social.query(`SELECT follower_id, following_id FROM user_follows WHERE follower_id = ANY ($1)`, [ids])).rows;
    for (const outcome of workload.acked('follow', [200])) {
      expect(follows.some((row) => row.follower_id === memberOf.get(outcome.member) && row.following_id === Number(outcome.key))).toBe(true);
    }
    const requests = (await social.query(`SELECT sender_id, receiver_id FROM connection_requests WHERE sender_id = ANY ($1)`, [ids])).rows;
    for (const outcome of workload.acked('connect', [201])) {
      expect(requests.filter((row) => row.sender_id === memberOf.get(outcome.member) && row.receiver_id === Number(outcome.key))).toHaveLength(1);
    }

    // Counters equal rows, and side effects happened once although Kafka redelivered: like and follow
    // notifications count each liker or follower once, feed entries and achievements are single.
    const counters = await social.query(
      `SELECT p.id FROM posts p WHERE p.content LIKE $1 AND p.likes <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)`,
      [like],
    );
    expect(counters.rows).toEqual([]);
    // Notifications gather while unread (one line per post's likes, one for new followers, each counting a
    // member once): their counts add up to the likes and follows stored.
    const notified = await social.query(
      `SELECT type, related_id, sum(count)::int AS n FROM notifications
        WHERE user_id = ANY ($1) AND type IN ('like', 'follow') GROUP BY type, user_id, related_id`,
      [ids],
    );
    const likesPerPost = new Map<number, number>();
    for (const row of likes) likesPerPost.set(row.post_id, (likesPerPost.get(row.post_id) ?? 0) + 1);
    const likeNotices = notified.rows.filter((row) => row.type === 'like').map((row) => ({ post: row.related_id, n: row.n }));
    expect(likeNotices.sort((a, b) => a.post - b.post)).toEqual([...likesPerPost].map(([post, n]) => ({ post, n })).sort((a, b) => a.post - b.post));
    const followNotices = notified.rows.filter((row) => row.type === 'follow').reduce((sum, row) => sum + row.n, 0);
    expect(followNotices).toBe(follows.length);
    const twice = await social.query(
      `SELECT 'feed' AS what FROM feed_entries WHERE owner_id = ANY ($1) GROUP BY owner_id, post_id HAVING count(*) > 1
       UNION ALL SELECT 'achievement' FROM achievements WHERE user_id = ANY ($1) GROUP BY user_id, type, level HAVING count(*) > 1`,
      [ids],
    );
    expect(twice.rows).toEqual([]);

    // Every message on its recipient's screen once: live over the socket or by the resync after a
    // reconnect, and never twice in one socket session.
    for (const member of workload.members) {
      const thread = await workload.thread(member);
      const contents = thread.map((message) => message.content);
      expect(contents.length).toBe(new Set(contents).size);
      const sent = workload
        .acked('message', [201])
        .filter((outcome) => outcome.member === member.partner)
        .map((outcome) => outcome.key);
      expect(sent.filter((content) => !contents.includes(content))).toEqual([]);
      for (const session of member.sessions) expect(session.length).toBe(new Set(session).size);
    }
  }

  function summary(workload: Workload) {
    const count = (statuses: (status: number) => boolean) => workload.outcomes.filter((outcome) => statuses(outcome.status)).length;
    // Messages from the partner that reached the member's socket live; the rest came back with the resync.
    const live = (member: Member) => {
      const frames = new Set(member.sessions.flat());
      return workload.acked('message', [201]).filter((outcome) => outcome.member === member.partner && frames.has(outcome.id!)).length;
    };
    return {
      requests: workload.outcomes.length,
      acknowledged: count((status) => status >= 200 && status < 300),
      failed5xxOrNoAnswer: workload.failures().length,
      byOp: Object.fromEntries(
        ['post', 'message', 'like', 'follow', 'connect'].map((op) => [op, workload.outcomes.filter((outcome) => outcome.op === op).length]),
      ),
      messagesAcked: workload.acked('message', [201]).length,
      messagesDeliveredLive: workload.members.reduce((sum, member) => sum + live(member), 0),
      socketReconnects: workload.members.reduce((sum, member) => sum + member.reconnects, 0),
    };
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
