import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { APP_CONFIG, type ServiceEnv } from '../config/config';
import { findDecoratedMethods } from '../kernel/decorated-methods';
import { LOGGER, SERVICE_NAME } from '../kernel/tokens';
import { EventBus } from './event-bus';
import { EventConsumer, type RegisteredHandler } from './event-consumer';
import { ON_EVENT_METADATA, type OnEventRegistration } from './on-event.decorator';
import { OutboxRelay } from './outbox-relay';

// Finds every @OnEvent method of the app, subscribes the service's consumer group, and starts the
// outbox relay; on shutdown stops them, then closes the database.
@Injectable()
export class EventsLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: EventConsumer;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly bus: EventBus,
    private readonly relay: OutboxRelay,
    private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(APP_CONFIG) private readonly config: ServiceEnv,
  ) {}

  // The inbox key is the handler's explicit `inboxKey`, prefixed with the service.
  get handlers(): RegisteredHandler[] {
    const handlers: RegisteredHandler[] = [];
    const methodOfKey = new Map<string, string>();
    for (const found of findDecoratedMethods<OnEventRegistration[]>(this.discovery, this.scanner, ON_EVENT_METADATA)) {
      const method = `${found.className}.${found.method}`;
      for (const { event, inboxKey } of found.metadata) {
        const consumer = `${this.service}:${inboxKey}`;
        // Two methods under one key would share one inbox row per event: the second would never run.
        const owner = methodOfKey.get(consumer);
        if (owner && owner !== method) throw new Error(`inbox key ${consumer} is used by both ${owner} and ${method}`);
        methodOfKey.set(consumer, method);
        handlers.push({ event, consumer, fn: found.fn as RegisteredHandler['fn'] });
      }
    }
    return handlers;
  }

  // One consumer group per service (docs/platform.md), unless the config names another.
  private get group(): string {
    return this.config.EVENT_CONSUMER_GROUP ?? this.service;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.connect();
    this.consumer = new EventConsumer(
      {
        group: this.group,
        bus: this.bus,
        dataSource: this.dataSource,
        logger: this.logger,
        concurrency: this.config.EVENT_CONCURRENCY,
        startFrom: this.config.EVENT_START_FROM,
      },
      this.handlers,
    );
    await this.consumer.start();
    await this.relay.start();
    this.logger.debug({ topics: this.consumer.topics, bus: this.bus.kind }, 'events wired');
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    await this.relay.stop();
    await this.bus.disconnect();
    // Last, and here rather than in its own hook: Nest gives no order between hooks of one module,
    // and the consumer and relay need the database until they have stopped.
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }

  lag(topics?: string[]): Promise<number> {
    return this.bus.lag(this.group, topics);
  }
}
