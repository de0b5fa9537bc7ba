import type { EventName } from '@stave/contracts';

export const ON_EVENT_METADATA = 'stave:on-event';

// Declares a consumer method: `@OnEvent('identity.user.registered.v1') async on(event, tx) {}`.
// The payload is parsed with the contract schema before the method runs, and `tx` is the
// transaction that also records the inbox row, so the side effect and the dedup commit together.
export function OnEvent(name: EventName): MethodDecorator {
  return (target, propertyKey) => {
    const existing: EventName[] = Reflect.getMetadata(ON_EVENT_METADATA, target, propertyKey) ?? [];
    Reflect.defineMetadata(ON_EVENT_METADATA, [...existing, name], target, propertyKey);
  };
}
