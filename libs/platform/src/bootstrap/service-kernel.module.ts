import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type { ServiceName } from '@stave/contracts';
import { ALL_TOPICS } from '@stave/contracts';
import { AuthGuard, AuthGuardOptions } from '../auth/auth.guard';
import { ActAsGuard } from '../http/act-as.guard';
import { Authenticator } from '../auth/authenticator';
import { JwtVerifier } from '../auth/jwt-verifier';
import { TokenRevocation } from '../auth/revocation';
import { APP_CONFIG, type ServiceEnv } from '../config/config';
import { openDataSource, databaseUrl } from '../database/database';
import { Database } from '../database/transaction';
import { EventBus } from '../events/event-bus';
import { EventsLifecycle } from '../events/events.lifecycle';
import { sharedInProcessBus } from '../events/in-process.bus';
import { KafkaEventBus } from '../events/kafka.bus';
import { Outbox } from '../events/outbox';
import { OutboxRelay } from '../events/outbox-relay';
import { HealthController } from '../health/health.controller';
import { BackgroundJobs } from '../jobs/background-jobs';
import { AppMetrics } from '../metrics/metrics';
import { RedisModule } from '../redis/redis.module';
import { KeyValueStore, PubSub } from '../redis/redis.ports';
import { StorageModule } from '../storage/storage.module';
import { Clock } from '../kernel/clock';
import { LOGGER, SERVICE_NAME } from '../kernel/tokens';

export interface ServiceKernelOptions {
  service: ServiceName;
  config: ServiceEnv;
  logger: Logger;
  entities: Function[];
  migrations: Function[];
  metrics: AppMetrics;
  // Kafka partitions per topic when this service creates them.
  kafkaPartitions?: number;
}

// Everything a service needs from the platform, wired from its validated config: the database
// (migrated), the event bus + outbox + relay + consumers, background jobs, Redis, storage, auth,
// health, metrics.
@Global()
@Module({})
export class ServiceKernelModule {
  static forRoot(options: ServiceKernelOptions): DynamicModule {
    const { config, logger, service } = options;
    const database = config.DATABASE_NAME ?? `stave_${service.replace('-', '_')}`;
    const providers: Provider[] = [
      { provide: APP_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: SERVICE_NAME, useValue: service },
      { provide: AppMetrics, useValue: options.metrics },
      {
        provide: DataSource,
        useFactory: () =>
          openDataSource({
            url: config.DATABASE_URL,
            database,
            poolSize: config.DATABASE_POOL_SIZE,
            queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
            entities: options.entities,
            migrations: options.migrations,
            logger,
          }),
      },
      {
        provide: EventBus,
        useFactory: () =>
          config.EVENT_BUS === 'kafka'
            ? new KafkaEventBus({
                clientId: service,
                brokers: config.KAFKA_BROKERS,
                topics: ALL_TOPICS,
                partitions: options.kafkaPartitions ?? 3,
                replicationFactor: 1,
                logger,
              })
            : sharedInProcessBus(),
      },
      Database,
      { provide: Outbox, useValue: new Outbox(service) },
      {
        provide: OutboxRelay,
        inject: [DataSource, EventBus],
        useFactory: (dataSource: DataSource, bus: EventBus) =>
          new OutboxRelay({
            dataSource,
            bus,
            logger,
            listenUrl: databaseUrl(config.DATABASE_URL, database),
          }),
      },
      EventsLifecycle,
      BackgroundJobs,
      {
        provide: JwtVerifier,
        useFactory: () =>
          new JwtVerifier({
            issuer: config.JWT_ISSUER,
            audience: config.JWT_AUDIENCE,
            jwksUrl: config.JWKS_URL ?? `http://127.0.0.1:${config.PORT}/.well-known/jwks.json`,
          }),
      },
      {
        provide: TokenRevocation,
        inject: [KeyValueStore, PubSub],
        useFactory: (store: KeyValueStore, pubsub: PubSub) => new TokenRevocation(store, pubsub),
      },
      Clock,
      {
        provide: Authenticator,
        inject: [JwtVerifier, TokenRevocation],
        useFactory: (verifier: JwtVerifier, revocation: TokenRevocation) => new Authenticator(verifier, revocation),
      },
      { provide: AuthGuardOptions, useValue: Object.assign(new AuthGuardOptions(), { appOrigins: config.APP_ORIGINS }) },
      { provide: APP_GUARD, useClass: AuthGuard },
      // After the token: X-Act-As where the route does not act for a business is a 400 (docs/teams.md).
      { provide: APP_GUARD, useClass: ActAsGuard },
    ];
    return {
      module: ServiceKernelModule,
      imports: [
        DiscoveryModule,
        RedisModule.forRoot({ url: config.REDIS_URL }),
        StorageModule.forRoot(
          config.STORAGE_DRIVER === 's3'
            ? {
                driver: 's3',
                endpoint: config.S3_ENDPOINT,
                region: config.S3_REGION,
                bucket: config.S3_BUCKET,
                accessKeyId: config.S3_ACCESS_KEY_ID!,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
                forcePathStyle: true,
              }
            : { driver: 'local', rootDir: config.STORAGE_LOCAL_DIR },
        ),
      ],
      controllers: [HealthController],
      providers,
      exports: [
        APP_CONFIG,
        LOGGER,
        SERVICE_NAME,
        AppMetrics,
        DataSource,
        Database,
        EventBus,
        Outbox,
        OutboxRelay,
        EventsLifecycle,
        BackgroundJobs,
        JwtVerifier,
        TokenRevocation,
        Authenticator,
        Clock,
      ],
    };
  }
}
