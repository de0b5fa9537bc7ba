import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMAS, topicOf, type EventName, type PayloadOf } from '@stave/contracts';
import { KafkaEventBus } from '@stave/platform';
import { ServiceWithMembers, connectTestProducer } from '@stave/platform/testing';
import { socialService } from '../src/app.module';

export type { Member } from '@stave/platform/testing';

// Social as in the cluster — own database, Kafka, Redis, S3 (post media on S3Proxy from
// deploy/local) — with members arriving as identity's events (platform testing: ServiceWithMembers).
export type SocialUnderTest = ServiceWithMembers;
export const SocialUnderTest = {
  start: (overrides: Record<string, string> = {}): Promise<SocialUnderTest> => ServiceWithMembers.start(socialService, overrides),
};

// Another service's events on Kafka with the envelope in the test's hands: the same id again is a
// redelivery, and `occurredAt` says when the producer wrote it (a reminder's 'tomorrow' is counted
// from it).
export class EventSender {
  private constructor(private readonly bus: KafkaEventBus) {}

  static async connect(): Promise<EventSender> {
    return new EventSender(await connectTestProducer('social-test-sender'));
  }

  async send<N extends EventName>(
    name: N,
    key: string | number,
    payload: PayloadOf<N>,
    { id = randomUUID(), occurredAt = new Date().toISOString(), producer = 'jobs-events' }: { id?: string; occurredAt?: string; producer?: string } = {},
  ): Promise<string> {
    const envelope = { id, name, occurredAt, producer, key: String(key), payload: EVENT_SCHEMAS[name].parse(payload) };
    await this.bus.publish([{ topic: topicOf(name), key: String(key), value: JSON.stringify(envelope), headers: {} }]);
    return id;
  }

  async close(): Promise<void> {
    await this.bus.disconnect();
  }
}
