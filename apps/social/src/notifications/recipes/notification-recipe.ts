import type { EventName, PayloadOf } from '@stave/contracts';
import type { Transaction } from '@stave/platform';
import type { NotificationBell } from '../notification-bell';

// One event's notification: who hears of it, the line it reads, how it groups (groupKey) and what it points
// at (relatedId), written with the bell in the event's inbox transaction. Each producing domain keeps its own
// recipes in a file of this folder; index.ts registers them all, and the consumers (consumers/) hand each
// event to its recipe.
export interface NotificationRecipe<N extends EventName = EventName> {
  readonly event: N;
  write(bell: NotificationBell, tx: Transaction, payload: PayloadOf<N>, occurredAt: string): Promise<void>;
}

export function recipe<N extends EventName>(event: N, write: NotificationRecipe<N>['write']): NotificationRecipe<N> {
  return { event, write };
}

// A recipe for whichever event: what the registry holds.
export type AnyNotificationRecipe = { [N in EventName]: NotificationRecipe<N> }[EventName];
