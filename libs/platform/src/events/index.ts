export * from './event-bus';
export * from './event-consumer';
export * from './events.lifecycle';
export * from './in-process.bus';
export * from './kafka.bus';
export * from './on-event.decorator';
export * from './outbox';
export * from './outbox-relay';
