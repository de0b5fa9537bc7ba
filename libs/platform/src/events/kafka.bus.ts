import { Kafka, logLevel, type Admin, type Consumer, type EachBatchPayload, type IHeaders, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { DEAD_LETTER_SUFFIX } from '@stave/contracts';
import { ConcurrencyLimit } from '../kernel/concurrency-limit';
import { EventBus, type BusMessage, type BusSubscription, type DeadLetter, type MessageHandler, type SubscribeOptions } from './event-bus';

export interface KafkaBusOptions {
  clientId: string;
  brokers: string[];
  topics: string[];
  partitions: number;
  replicationFactor: number;
  logger: Logger;
  // Called when a consumer can no longer consume (kafkajs gave up, or fetches stopped): the process
  // must not stay alive without consuming (kafkajs#1163, nest#9484), so the default exits non-zero.
  onFatal?: (reason: string) => void;
  // Longer than the broker retries' total so a short outage is ridden out before giving up.
  stallTimeoutMs?: number;
  // How long the group coordinator keeps a silent member. A member lost with the broker (kafkajs
  // rejoins under a new member id after a crash) or a killed process holds its partitions this long
  // after the broker is back, so it bounds recovery (docs/reliability.md#consumer-crash-rebalance, #kafka-broker-down: consuming again within 30 s).
  sessionTimeoutMs?: number;
}

const HEARTBEAT_INTERVAL_MS = 3000;

export class KafkaEventBus extends EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly consumers = new Map<string, Consumer>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: KafkaBusOptions) {
    super();
    const logger = options.logger;
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      connectionTimeout: 3000,
      requestTimeout: 10000,
      retry: { retries: 8, initialRetryTime: 300, maxRetryTime: 3000 },
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ namespace, level, log }) => {
          const { message, ...rest } = log;
          if (level <= logLevel.ERROR) logger.error({ namespace, ...rest }, `kafka: ${message}`);
          else if (level === logLevel.WARN) logger.warn({ namespace, ...rest }, `kafka: ${message}`);
        },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: false, retry: { retries: 5 } });
    this.admin = this.kafka.admin();
  }

  async connect(): Promise<void> {
    await this.admin.connect();
    const existing = new Set(await this.admin.listTopics());
    const wanted = this.options.topics.flatMap((topic) => [topic, `${topic}${DEAD_LETTER_SUFFIX}`]);
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length) {
      // Created up front so the first produce never waits on a leader election.
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: this.options.partitions,
          replicationFactor: this.options.replicationFactor,
        })),
      });
    }
    await this.producer.connect();
  }

  async publish(messages: BusMessage[]): Promise<void> {
    if (!messages.length) return;
    const byTopic = new Map<string, BusMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    // kafkajs has no linger: one sendBatch is one produce request and one ack for the whole batch.
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((message) => ({ key: message.key, value: message.value, headers: message.headers })),
      })),
    });
  }

  // Each partition is handled in a lane of its own, in order, up to `concurrency` partitions at once.
  // kafkajs alone cannot give that: its fetcher waits until every batch of one fetch is handled before
  // it fetches again (even with partitionsConsumedConcurrently), so one slow message held back every
  // partition led by the same broker. Here a batch is handed to its partition's lane and the partition
  // is paused until the lane has caught up, so the fetcher moves straight on to the other partitions.
  // An offset is resolved and committed only once its message is dealt with (applied or dead-lettered).
  async subscribe(group: string, topics: string[], handle: MessageHandler, options?: SubscribeOptions): Promise<BusSubscription> {
    const consumer = this.kafka.consumer({
      groupId: group,
      // kafkajs defaults to 5000 ms, which adds seconds to every hop (docs/performance.md#event-latency).
      maxWaitTimeInMs: 100,
      sessionTimeout: this.options.sessionTimeoutMs ?? 10_000,
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      retry: { retries: 8, initialRetryTime: 300, maxRetryTime: 3000 },
    });
    this.consumers.set(group, consumer);
    const limit = new ConcurrencyLimit(options?.concurrency ?? 1);
    const lanes = new Map<string, Promise<void>>();
    const failures = new Map<string, number>();
    let assignment: Record<string, number[]> | undefined;
    let lastFetchAt = Date.now();
    let stopping = false;
    consumer.on(consumer.events.FETCH_START, () => {
      lastFetchAt = Date.now();
    });
    consumer.on(consumer.events.GROUP_JOIN, (event) => {
      assignment = event.payload.memberAssignment;
    });
    consumer.on(consumer.events.CRASH, (event) => {
      const { error, restart } = event.payload as { error: Error; restart: boolean };
      this.options.logger.error({ err: error, group, restart }, 'kafka consumer crashed');
      if (!restart && !stopping) this.fatal(`consumer ${group} crashed without restart: ${error.message}`);
    });
    // A partition taken away by a rebalance is left to its new owner: its unresolved messages are
    // delivered there again (the inbox skips what this member already applied).
    const owned = (topic: string, partition: number) => !assignment || (assignment[topic] ?? []).includes(partition);

    const runLane = async (lane: string, { batch, resolveOffset, commitOffsetsIfNecessary }: EachBatchPayload): Promise<void> => {
      const { topic, partition } = batch;
      let resolved: string | undefined;
      try {
        for (const message of batch.messages) {
          if (stopping || !owned(topic, partition)) return;
          try {
            await limit.run(() =>
              handle({
                topic,
                partition,
                offset: message.offset,
                key: message.key?.toString() ?? '',
                value: message.value?.toString() ?? '',
                headers: decodeHeaders(message.headers),
              }),
            );
          } catch (error) {
            // Not dealt with (the dead-letter write failed): left unresolved, so the partition is
            // fetched again from this message once the lane has waited.
            const failed = (failures.get(lane) ?? 0) + 1;
            failures.set(lane, failed);
            this.options.logger.warn({ err: error, group, topic, partition, offset: message.offset, failed }, 'event not dealt with; will retry');
            if (!stopping) await sleep(Math.min(500 * 2 ** (failed - 1), 5000));
            return;
          }
          failures.delete(lane);
          if (!owned(topic, partition)) return;
          resolveOffset(message.offset);
          resolved = message.offset;
        }
      } finally {
        if (resolved !== undefined && owned(topic, partition)) {
          const offset = (BigInt(resolved) + 1n).toString();
          // Straight to the coordinator, no retries: a commit lost to a rebalance is made again by
          // kafkajs before it rejoins, or costs a redelivery the inbox skips.
          await commitOffsetsIfNecessary({ topics: [{ topic, partitions: [{ partition, offset }] }] }).catch((error: unknown) =>
            this.options.logger.debug({ err: error, group, topic, partition, offset }, 'kafka offset commit failed'),
          );
        }
      }
    };

    const fromBeginning = options?.startFrom !== 'latest';
    // "latest" is resolved at the group's first fetch: wait for it, so whatever the caller publishes
    // once subscribe() has returned is consumed. Then commit the ends seen before joining, so a
    // consumer that restarts or rebalances (after a broker restart, say) carries on from there instead
    // of resolving "latest" again and skipping what arrived in between (the inbox absorbs the overlap).
    const startAt = fromBeginning ? [] : await this.endsWithoutOffsets(group, topics);
    const firstFetch = fromBeginning ? null : new Promise<void>((resolve) => consumer.on(consumer.events.FETCH, () => resolve()));
    await consumer.connect();
    await consumer.subscribe({ topics, fromBeginning });
    await consumer.run({
      autoCommit: true,
      eachBatchAutoResolve: false,
      eachBatch: async (payload) => {
        const lane = `${payload.batch.topic}|${payload.batch.partition}`;
        const resume = payload.pause();
        const queued: Promise<void> = (lanes.get(lane) ?? Promise.resolve())
          .then(() => runLane(lane, payload))
          .catch((error: unknown) => this.options.logger.error({ err: error, group, lane }, 'event lane failed'))
          .finally(() => {
            if (lanes.get(lane) !== queued) return;
            lanes.delete(lane);
            resume();
          });
        lanes.set(lane, queued);
      },
    });
    if (firstFetch) {
      await withTimeout(firstFetch, 30_000, `consumer ${group} did not fetch within 30 s of joining`);
      if (startAt.length) await consumer.commitOffsets(startAt);
    }
    const stallTimeoutMs = this.options.stallTimeoutMs ?? 60_000;
    const watchdog = setInterval(
      () => {
        if (!stopping && Date.now() - lastFetchAt > stallTimeoutMs) {
          this.fatal(`consumer ${group} has not fetched for ${Math.round((Date.now() - lastFetchAt) / 1000)} s`);
        }
      },
      Math.min(5000, stallTimeoutMs),
    );
    watchdog.unref();
    this.timers.add(watchdog);
    return {
      stop: async () => {
        stopping = true;
        clearInterval(watchdog);
        this.timers.delete(watchdog);
        // Messages being handled finish and are committed; the rest stay uncommitted for the next owner.
        while (lanes.size) await Promise.all(lanes.values());
        this.consumers.delete(group);
        await consumer.disconnect();
      },
    };
  }

  // The current end of every partition the group has no committed offset for. Retried for a while:
  // a broker that has just restarted answers before every partition has its leader again.
  private async endsWithoutOffsets(group: string, topics: string[]): Promise<Array<{ topic: string; partition: number; offset: string }>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.readEndsWithoutOffsets(group, topics);
      } catch (error) {
        if (attempt >= 20) throw error;
        this.options.logger.warn({ err: error, group, attempt }, 'topic ends not readable yet');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async readEndsWithoutOffsets(group: string, topics: string[]): Promise<Array<{ topic: string; partition: number; offset: string }>> {
    const committed = await this.admin.fetchOffsets({ groupId: group, topics });
    const ends: Array<{ topic: string; partition: number; offset: string }> = [];
    for (const { topic, partitions } of committed) {
      const unset = new Set(partitions.filter((partition) => Number(partition.offset) < 0).map((partition) => partition.partition));
      if (!unset.size) continue;
      for (const end of await this.admin.fetchTopicOffsets(topic)) {
        if (unset.has(end.partition)) ends.push({ topic, partition: end.partition, offset: end.offset });
      }
    }
    return ends;
  }

  async deadLetter(letter: DeadLetter): Promise<boolean> {
    const { message } = letter;
    await this.producer.send({
      topic: `${message.topic}${DEAD_LETTER_SUFFIX}`,
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            'dlq-origin-topic': message.topic,
            'dlq-origin-partition': String(message.partition ?? ''),
            'dlq-origin-offset': message.offset ?? '',
            'dlq-consumer': letter.consumer,
            'dlq-error': letter.error.slice(0, 2000),
            'dlq-attempts': String(letter.attempts),
          },
        },
      ],
    });
    return true;
  }

  async disconnect(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await Promise.allSettled([...this.consumers.values()].map((consumer) => consumer.disconnect()));
    this.consumers.clear();
    await Promise.allSettled([this.producer.disconnect(), this.admin.disconnect()]);
  }

  async ping(): Promise<void> {
    await withTimeout(this.admin.describeCluster(), 2000, 'kafka did not answer in 2 s');
  }

  async lag(group: string, only?: string[]): Promise<number> {
    const topics = only ?? this.options.topics;
    const committed = await this.admin.fetchOffsets({ groupId: group, topics });
    let lag = 0;
    for (const { topic, partitions } of committed) {
      const ends = await this.admin.fetchTopicOffsets(topic);
      for (const partition of partitions) {
        const end = Number(ends.find((entry) => entry.partition === partition.partition)?.offset ?? 0);
        const at = Number(partition.offset);
        lag += at < 0 ? end : Math.max(0, end - at);
      }
    }
    return lag;
  }

  private fatal(reason: string): void {
    this.options.logger.fatal({ reason }, 'event consumer cannot consume; giving up');
    if (this.options.onFatal) this.options.onFatal(reason);
    else process.exit(70);
  }
}

function decodeHeaders(headers: IHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.map(String).join(',') : value.toString();
  }
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
    }),
  ]);
}
