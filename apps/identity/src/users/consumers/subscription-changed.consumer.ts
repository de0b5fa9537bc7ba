import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { UsersService } from '../users.service';

@Injectable()
export class SubscriptionChangedConsumer {
  constructor(private readonly users: UsersService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('billing.subscription.changed.v1', { inboxKey: 'SubscriptionChangedConsumer.onChanged' })
  async onChanged(event: EventOf<'billing.subscription.changed.v1'>, tx: Transaction): Promise<void> {
    await this.users.applyPlan(tx, event.payload);
  }
}
