// The six services behind the gateway (ARCHITECTURE §1). The name is also the database suffix
// (`stave_<name>`), the Kafka consumer group and the event producer id.
export const SERVICE_NAMES = ['identity', 'social', 'messaging', 'jobs-events', 'marketplace', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
