import { randomInt } from 'node:crypto';
import type { Client } from 'pg';
import type { UserSnapshot } from '@stave/contracts';
import type { RunningService, ServiceDefinition } from '../bootstrap/create-service-app';
import type { defineServiceEnv } from '../config/config';
import { KafkaEventBus } from '../events/kafka.bus';
import { userSnapshot } from './factories';
import { callApi, type ApiResponse } from './http';
import { eventually } from './infra';
import { startServiceUnderTest, type ServiceUnderTest } from './service-under-test';
import { TestIssuer, connectTestProducer, publishEvent } from './test-issuer';

export interface Member {
  id: number;
  token: string;
  username: string;
}

// A service as in the cluster — own database, Kafka, Redis, S3 — with members arriving the way they
// do in production: `identity.user.*` events on Kafka, projected into user_summaries by the real
// consumer; tokens from a test issuer; other services' events published onto the real topics.
export class ServiceWithMembers {
  protected constructor(
    protected readonly running: ServiceUnderTest,
    private readonly issuer: TestIssuer,
    private readonly producer: KafkaEventBus,
  ) {}

  static async start<S extends ReturnType<typeof defineServiceEnv>>(
    definition: ServiceDefinition<S>,
    overrides: Record<string, string> = {},
  ): Promise<ServiceWithMembers> {
    const issuer = await TestIssuer.start();
    const running = await startServiceUnderTest(definition, { JWKS_URL: issuer.jwksUrl, ...overrides });
    const producer = await connectTestProducer(`${definition.name}-test`);
    return new ServiceWithMembers(running, issuer, producer);
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

  // The environment it runs with: a second process of the same service starts from it.
  get env(): Record<string, string> {
    return this.running.env;
  }

  // Where the test issuer publishes its keys (for a gateway in front of this service).
  get jwksUrl(): string {
    return this.issuer.jwksUrl;
  }

  // A member as identity would announce them; resolves once the service has projected them.
  async member(overrides: Partial<UserSnapshot> = {}): Promise<Member> {
    // Ids far from identity's own (other tests' events share the topic).
    const id = overrides.id ?? randomInt(10_000_000, 2_000_000_000);
    const username = overrides.username ?? `member_${id}`;
    const user = userSnapshot(id, { version: 0, username, ...overrides });
    await publishEvent(this.producer, 'identity.user.registered.v1', id, { user, referredBy: null }, 'identity');
    await eventually(async () => (await this.db.query(`SELECT 1 FROM user_summaries WHERE id = $1`, [id])).rowCount);
    return { id, token: await this.issuer.token(id), username };
  }

  // The token a suspended or banned member signs in with (identity's `rst` claim): it reaches only the few
  // routes that allow it.
  restrictedToken(member: Member): Promise<string> {
    return this.issuer.token(member.id, 3600, { restricted: true });
  }

  async updateMember(user: UserSnapshot, changed: string[]): Promise<void> {
    await publishEvent(this.producer, 'identity.user.updated.v1', user.id, { user, changed }, 'identity');
  }

  async publish<N extends Parameters<typeof publishEvent>[1]>(
    name: N,
    key: number,
    payload: Parameters<typeof publishEvent<N>>[3],
    producer = 'identity',
  ): Promise<string> {
    return publishEvent(this.producer, name, key, payload, producer);
  }

  async token(memberId: number): Promise<string> {
    return this.issuer.token(memberId);
  }

  async call(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiResponse> {
    return callApi(`${this.url}${path}`, method, options);
  }

  async stop(): Promise<void> {
    await this.producer.disconnect();
    await this.running.stop();
    await this.issuer.close();
  }
}
