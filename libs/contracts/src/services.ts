// The six services behind the gateway (docs/platform.md#no-service-to-service-calls). The name is also the database suffix
// (`stave_<name>`), the Kafka consumer group and the event producer id.
export const SERVICE_NAMES = ['identity', 'social', 'messaging', 'jobs-events', 'marketplace', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
