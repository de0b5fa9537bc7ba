import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import type { UserSnapshot } from '@stave/contracts';
import { KafkaEventBus, type RunningService } from '@stave/platform';
import {
  TestIssuer,
  callApi,
  eventually,
  publishEvent,
  requireEnv,
  startServiceUnderTest,
  testLogger,
  type ApiResponse,
  type ServiceUnderTest,
  userSnapshot,
} from '@stave/platform/testing';
import { socialService } from '../src/app.module';

export interface Member {
  id: number;
  token: string;
  username: string;
}

// Social as in the cluster — own database, Kafka, Redis — with members arriving the way they do in
// production: `identity.user.*` events on Kafka, projected into user_summaries by the real consumer.
export class SocialUnderTest {
  private constructor(
    private readonly running: ServiceUnderTest,
    private readonly issuer: TestIssuer,
    private readonly producer: KafkaEventBus,
  ) {}

  static async start(overrides: Record<string, string> = {}): Promise<SocialUnderTest> {
    const issuer = await TestIssuer.start();
    // Post media on real S3 (S3Proxy from deploy/local), as in the cluster; tokens from the test issuer.
    const running = await startServiceUnderTest(socialService, { JWKS_URL: issuer.jwksUrl, ...overrides });
    const producer = new KafkaEventBus({
      clientId: 'social-test',
      brokers: requireEnv('KAFKA_BROKERS').split(','),
      topics: [],
      partitions: 3,
      replicationFactor: 1,
      logger: testLogger,
    });
    await producer.connect();
    return new SocialUnderTest(running, issuer, producer);
  }

  get service(): RunningService {
    return this.running.service;
  }

  get url(): string {
    return this.running.url;
  }

  get db(): Client {
    return this.running.db;
  }

  // A member as identity would announce them; resolves once social has projected them.
  async member(overrides: Partial<UserSnapshot> = {}): Promise<Member> {
    // Ids far from identity's own (other tests' events share the topic).
    const id = overrides.id ?? randomInt(10_000_000, 2_000_000_000);
    const username = overrides.username ?? `member_${id}`;
    const user = userSnapshot(id, { version: 0, username, ...overrides });
    await publishEvent(this.producer, 'identity.user.registered.v1', id, { user, referredBy: null }, 'identity');
    await eventually(async () => (await this.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [id])).rowCount);
    return { id, token: await this.issuer.token(id), username };
  }

  async updateMember(user: UserSnapshot, changed: string[]): Promise<void> {
    await publishEvent(this.producer, 'identity.user.updated.v1', user.id, { user, changed }, 'identity');
  }

  async publish<N extends Parameters<typeof publishEvent>[1]>(name: N, key: number, payload: Parameters<typeof publishEvent<N>>[3]): Promise<string> {
    return publishEvent(this.producer, name, key, payload, 'identity');
  }

  // Where the test issuer publishes its keys (for a gateway in front of this service).
  get jwksUrl(): string {
    return this.issuer.jwksUrl;
  }

  async call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<ApiResponse> {
    return callApi(`${this.url}${path}`, method, options);
  }

  async stop(): Promise<void> {
    await this.producer.disconnect();
    await this.running.stop();
    await this.issuer.close();
  }
}
