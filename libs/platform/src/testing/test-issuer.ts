import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { EVENT_SCHEMAS, topicOf, type EventName, type PayloadOf } from '@stave/contracts';
import type { EventBus } from '../events/event-bus';
import { KafkaEventBus } from '../events/kafka.bus';
import { requireEnv, testLogger } from './infra';

// Stands in for identity's token issuing in another service's tests: an RS256 key, its JWKS on a
// loopback port, and tokens shaped exactly like identity's. The service under test verifies them
// through its real guard; nothing about auth is mocked.
export class TestIssuer {
  private constructor(
    private readonly server: Server,
    private readonly privateKey: CryptoKey,
    readonly jwksUrl: string,
    private readonly kid: string,
  ) {}

  static async start(options: { issuer?: string; audience?: string } = {}): Promise<TestIssuer> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url === '/.well-known/jwks.json' ? { keys: [jwk] } : {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const issuer = new TestIssuer(server, privateKey, `http://127.0.0.1:${port}/.well-known/jwks.json`, kid);
    issuer.issuer = options.issuer ?? 'stave-identity';
    issuer.audience = options.audience ?? 'stave';
    return issuer;
  }

  private issuer = 'stave-identity';
  private audience = 'stave';

  // `restricted`: as identity signs a suspended or banned member's token (the `rst` claim).
  async token(userId: number, lifetimeSeconds = 3600, options: { restricted?: boolean } = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(options.restricted ? { rst: true } : {})
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.privateKey);
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

// A connected Kafka producer on the test brokers, for a test that publishes as another service would.
export async function connectTestProducer(clientId: string): Promise<KafkaEventBus> {
  const bus = new KafkaEventBus({
    clientId,
    brokers: requireEnv('KAFKA_BROKERS').split(','),
    topics: [],
    partitions: 3,
    replicationFactor: 1,
    logger: testLogger,
  });
  await bus.connect();
  return bus;
}

// Publishes one event as its producer would (envelope + payload parsed with the contract schema).
export async function publishEvent<N extends EventName>(
  bus: EventBus,
  name: N,
  key: string | number,
  payload: PayloadOf<N>,
  producer = 'test',
): Promise<string> {
  const id = randomUUID();
  const envelope = { id, name, occurredAt: new Date().toISOString(), producer, key: String(key), payload: EVENT_SCHEMAS[name].parse(payload) };
  await bus.publish([{ topic: topicOf(name), key: String(key), value: JSON.stringify(envelope), headers: {} }]);
  return id;
}
