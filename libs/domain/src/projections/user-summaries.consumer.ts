import { Global, Injectable, Module } from '@nestjs/common';
import type { Transaction } from '@stave/platform';
import type { EventOf } from '@stave/contracts';
import { OnEvent } from '@stave/platform';
import { MemberLookup } from './member-lookup';
import { upsertUserSummary } from './user-summaries.repository';

// Every service except identity keeps this projection (docs/platform.md#no-service-to-service-calls). A new consumer group
// backfills by reading the identity.user topic from the earliest offset (subscribe fromBeginning).
@Injectable()
export class UserSummariesConsumer {
  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.user.registered.v1', { inboxKey: 'UserSummariesConsumer.onRegistered' })
  async onRegistered(event: EventOf<'identity.user.registered.v1'>, tx: Transaction): Promise<void> {
    await upsertUserSummary(tx, event.payload.user);
  }

  @OnEvent('identity.user.updated.v1', { inboxKey: 'UserSummariesConsumer.onUpdated' })
  async onUpdated(event: EventOf<'identity.user.updated.v1'>, tx: Transaction): Promise<void> {
    await upsertUserSummary(tx, event.payload.user);
  }
}

// Global: every domain module of the service may look a member up (MemberLookup).
@Global()
@Module({ providers: [UserSummariesConsumer, MemberLookup], exports: [MemberLookup] })
export class UserSummariesModule {}
