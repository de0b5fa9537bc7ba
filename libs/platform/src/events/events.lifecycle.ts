import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { EventName } from '@stave/contracts';
import { LOGGER, SERVICE_NAME } from '../kernel/tokens';
import { EventBus } from './event-bus';
import { EventConsumer, type RegisteredHandler } from './event-consumer';
import { ON_EVENT_METADATA } from './on-event.decorator';
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
  ) {}

  get handlers(): RegisteredHandler[] {
    const handlers: RegisteredHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance);
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const events: EventName[] | undefined = Reflect.getMetadata(ON_EVENT_METADATA, prototype, method);
        for (const event of events ?? []) {
          const fn = instance[method] as RegisteredHandler['fn'];
          handlers.push({ event, consumer: `${this.service}:${prototype.constructor.name}.${method}`, fn: fn.bind(instance) });
        }
      }
    }
    return handlers;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.connect();
    this.consumer = new EventConsumer({ group: this.service, bus: this.bus, dataSource: this.dataSource, logger: this.logger }, this.handlers);
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

  lag(): Promise<number> {
    return this.bus.lag(this.service);
  }
}
