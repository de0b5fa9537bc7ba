import { Pool, type Dispatcher } from 'undici';
import WebSocket from 'ws';
import { DRAINING_HEADER } from '@stave/platform';
import { eventually } from '@stave/platform/testing';
import type { ClusterUnderTest } from './cluster';

// What every request of the workload got: `status` 0 when no answer came (the connection failed).
export interface Outcome {
  member: number;
  op: Op;
  status: number;
  at: number;
  // The post or message text (unique per write), or the target of a like, follow or request.
  key: string;
  // The message's id when it was acknowledged.
  id?: number;
  // For a 5xx: which gateway answered it and the error code it gave (what to look at when one appears).
  gateway?: number;
  code?: string;
}
type Op = 'post' | 'message' | 'like' | 'follow' | 'connect';
const CYCLE: Op[] = ['post', 'message', 'like', 'message', 'follow', 'post', 'connect', 'message'];

export interface Member {
  index: number;
  id: number;
  token: string;
  // The gateway this member's browser is talking to; it moves to another when that one refuses or says it is stopping.
  home: number;
  conversationId: number;
  partner: number;
  // Frames seen, per socket session: message ids.
  sessions: number[][];
  reconnects: number;
}

// Members using Stave through the gateways, as browsers behind a load balancer would: each talks to
// one gateway and moves to another when it refuses connections or says it is stopping; sockets
// reconnect (with a pause) and resync over REST. Writes that are safe to repeat (likes) are retried
// on a 5xx or a dropped connection; the others (posts, messages, follows — a toggle —, requests) are
// not, as a member's single click is not: an unanswered one may or may not have been applied.
export class Workload {
  readonly outcomes: Outcome[] = [];
  readonly members: Member[] = [];
  private readonly pools: Pool[];
  private readonly sockets = new Set<WebSocket>();
  private stopping = false;
  private readonly posts: Array<{ id: number; author: number }> = [];

  constructor(
    private readonly cluster: ClusterUnderTest,
    readonly tag: string,
  ) {
    // Idle connections closed by us before a stopping gateway's linger ends (DRAIN_LINGER_MS, 2 s).
    this.pools = cluster.gateways.map((gateway) => new Pool(gateway.url, { connections: 16, keepAliveTimeout: 1000, keepAliveMaxTimeout: 1000 }));
  }

  // `T`: what a 2xx answer holds (the test reads only what it needs).
  async call<T = { id: number }>(
    member: Pick<Member, 'home'> & { token?: string },
    method: Dispatcher.HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T; gateway: number }> {
    for (let attempt = 0; attempt < this.pools.length; attempt++) {
      const gateway = member.home;
      const pool = this.pools[gateway]!;
      try {
        const response = await pool.request({
          method,
          path,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(member.token ? { authorization: `Bearer ${member.token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        });
        if (response.headers[DRAINING_HEADER]) member.home = (member.home + 1) % this.pools.length;
        const text = await response.body.text();
        return { status: response.statusCode, json: (text ? JSON.parse(text) : null) as T, gateway };
      } catch (error) {
        // Refused: that gateway is down and never saw the request; the balancer sends it to another.
        member.home = (member.home + 1) % this.pools.length;
        if ((error as { code?: string }).code !== 'ECONNREFUSED') return { status: 0, json: null as T, gateway };
      }
    }
    return { status: 0, json: null as T, gateway: member.home };
  }

  // Members registered through the gateways in turn, known to social and messaging, paired for messages.
  async join(count: number): Promise<void> {
    for (let index = 0; index < count; index++) {
      const home = index % this.pools.length;
      const { status, json } = await this.call<{ token: string; user: { id: number } }>({ home }, 'POST', '/api/register', {
        username: `${this.tag}_${index}`,
        email: `${this.tag}.${index}@example.com`,
        password: 'Correct-Horse-42',
        type: 'musician',
        name: `Chaos ${index}`,
      });
      if (status !== 201) throw new Error(`register answered ${status}: ${JSON.stringify(json)}`);
      this.members.push({ index, id: json.user.id, token: json.token, home, conversationId: 0, partner: index ^ 1, sessions: [], reconnects: 0 });
    }
    const ids = this.members.map((member) => member.id);
    const [social, messaging] = [await this.cluster.db('social'), await this.cluster.db('messaging')];
    await eventually(
      async () => {
        for (const db of [social, messaging]) {
          const { rows } = await db.query(`SELECT count(*)::int AS n FROM user_summaries WHERE id = ANY ($1)`, [ids]);
          if (rows[0].n !== ids.length) return false;
        }
        return true;
      },
      30_000,
      200,
    );
    for (const member of this.members.filter((member) => member.index % 2 === 0)) {
      const partner = this.members[member.partner]!;
      const started = await this.call(member, 'POST', '/api/messages/start', { otherUserId: partner.id });
      if (started.status !== 200 && started.status !== 201) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.json)}`);
      member.conversationId = partner.conversationId = started.json.id;
      const first = await this.call(member, 'POST', '/api/messages', { conversationId: member.conversationId, content: `${this.tag} hello ${member.index}` });
      if (first.status !== 201) throw new Error(`first message answered ${first.status}`);
      // When it landed in the partner's Requests (not connected), accepted, so the thread is open both ways.
      const accepted = await this.call(partner, 'POST', `/api/messages/${member.conversationId}/accept`);
      if (accepted.status !== 200 && accepted.status !== 404) throw new Error(`accept answered ${accepted.status}: ${JSON.stringify(accepted.json)}`);
    }
    await Promise.all(this.members.map((member) => this.openSocket(member)));
  }

  // Each member acts every ~200 ms until `until` settles (or the workload is closed), and this returns only after
  // `until` has settled: an orchestration (kills, restarts) never outlives its test, and its failure fails that
  // test, not whichever suite runs when it finally rejects.
  async run(until: Promise<void>): Promise<void> {
    let done = false;
    const orchestration = until.finally(() => (done = true));
    await Promise.all([
      orchestration,
      ...this.members.map(async (member) => {
        const followTargets = [3, 4].map((offset) => this.members[(member.index + offset) % this.members.length]!);
        // Connection requests one way only (i asks i+1 and i+2), so none is accepted by a request back.
        const connectTargets = [1, 2].map((offset) => this.members[(member.index + offset) % this.members.length]!);
        for (let step = 0; !done && !this.stopping; step++) {
          await this.act(member, CYCLE[step % CYCLE.length]!, step, followTargets, connectTargets);
          await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 100));
        }
      }),
    ]);
  }

  private async act(member: Member, op: Op, step: number, follows: Member[], connects: Member[]): Promise<void> {
    let last: { gateway: number; json: unknown } = { gateway: member.home, json: null };
    const call = async (method: 'POST', path: string, body?: unknown) => {
      const answer = await this.call(member, method, path, body);
      last = answer;
      return answer;
    };
    const record = (status: number, key: string, id?: number) => {
      const failed = status === 0 || status >= 500 ? { gateway: last.gateway, code: (last.json as { code?: string } | null)?.code } : {};
      this.outcomes.push({ member: member.index, op, status, at: Date.now(), key, id, ...failed });
    };
    if (op === 'post') {
      const content = `${this.tag} post ${member.index}.${step}`;
      const { status, json } = await call('POST', '/api/posts', { content });
      record(status, content);
      if (status === 201) this.posts.push({ id: json.id, author: member.index });
    } else if (op === 'message') {
      const content = `${this.tag} message ${member.index}.${step}`;
      const { status, json } = await call('POST', '/api/messages', { conversationId: member.conversationId, content });
      record(status, content, status === 201 ? json.id : undefined);
    } else if (op === 'like') {
      const others = this.posts.filter((post) => post.author !== member.index);
      if (!others.length) return;
      const post = others[Math.floor(Math.random() * others.length)]!;
      for (let attempt = 0; attempt < 5; attempt++) {
        const { status } = await call('POST', `/api/posts/${post.id}/like`);
        record(status, String(post.id));
        if (status > 0 && status < 500) return;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    } else if (op === 'follow' && follows.length) {
      const target = follows.shift()!;
      const { status } = await call('POST', `/api/users/${target.id}/follow`);
      record(status, String(target.id));
    } else if (op === 'connect' && connects.length) {
      const target = connects.shift()!;
      const { status } = await call('POST', '/api/connections', { receiverId: target.id });
      record(status, String(target.id));
    }
  }

  private async openSocket(member: Member): Promise<void> {
    if (this.stopping) return;
    const gateway = this.cluster.gateways[member.home]!;
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/ws`, { headers: { authorization: `Bearer ${member.token}` } });
    this.sockets.add(socket);
    const session: number[] = [];
    member.sessions.push(session);
    await new Promise<void>((resolve) => {
      socket.on('message', (raw) => {
        const frame = JSON.parse(raw.toString()) as { type: string; data: { id?: number; conversationId?: number } };
        if (frame.type === 'ready') resolve();
        if (frame.type === 'message.created' && frame.data.conversationId === member.conversationId) session.push(frame.data.id!);
      });
      // A closed socket (its gateway or messaging instance stopped or died) comes back through a gateway that answers.
      socket.on('close', () => {
        this.sockets.delete(socket);
        resolve();
        if (this.stopping) return;
        member.reconnects++;
        member.home = (member.home + 1) % this.pools.length;
        setTimeout(() => void this.openSocket(member), 300);
      });
      socket.on('error', () => undefined);
    });
  }

  // The thread as the member's screen ends up showing it after a resync over REST: message ids and texts.
  async thread(member: Member): Promise<Array<{ id: number; content: string }>> {
    const all: Array<{ id: number; content: string }> = [];
    let since = 0;
    for (;;) {
      const { status, json: page } = await this.call<Array<{ id: number; content: string }>>(
        member,
        'GET',
        `/api/messages/${member.conversationId}?since=${since}&limit=50`,
      );
      if (status !== 200) throw new Error(`thread answered ${status}`);
      all.push(...page.map(({ id, content }) => ({ id, content })));
      if (page.length < 50) return all;
      since = page[page.length - 1]!.id;
    }
  }

  async close(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    for (const socket of this.sockets) socket.terminate();
    await Promise.all(this.pools.map((pool) => pool.close()));
  }

  // Answers of 5xx, or none at all.
  failures(): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  }

  acked(op: Op, statuses: number[]): Outcome[] {
    return this.outcomes.filter((outcome) => outcome.op === op && statuses.includes(outcome.status));
  }
}
