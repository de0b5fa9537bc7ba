import type { EventName } from '@stave/contracts';

export const ON_EVENT_METADATA = 'stave:on-event';

export interface OnEventOptions {
  // The name under which the inbox records that this handler has applied an event (stored as
  // `<service>:<inboxKey>`). WARNING: RENAMING IT RE-APPLIES EVERY EVENT STILL ON THE TOPIC: the
  // inbox no longer recognises what the handler already did. Set it once and never change it, even
  // when the class or method is renamed (the keys of handlers written before keys were explicit are
  // their old `<Class>.<method>`, whatever the class is called now).
  inboxKey: string;
}

export interface OnEventRegistration {
  event: EventName;
  inboxKey: string;
}

// Declares a consumer method:
//   @OnEvent('identity.user.registered.v1', { inboxKey: 'UserSummariesConsumer.onRegistered' })
//   async onRegistered(event, tx) {}
// The payload is parsed with the contract schema before the method runs, and `tx` is the
// transaction that also records the inbox row, so the side effect and the dedup commit together.
export function OnEvent(name: EventName, options: OnEventOptions): MethodDecorator {
  if (!/^[A-Za-z][\w.-]*$/.test(options.inboxKey)) {
    throw new Error(`@OnEvent('${name}'): inboxKey "${options.inboxKey}" must be letters, digits, '.', '_' or '-'`);
  }
  return (target, propertyKey) => {
    const existing: OnEventRegistration[] = Reflect.getMetadata(ON_EVENT_METADATA, target, propertyKey) ?? [];
    Reflect.defineMetadata(ON_EVENT_METADATA, [...existing, { event: name, inboxKey: options.inboxKey }], target, propertyKey);
  };
}
