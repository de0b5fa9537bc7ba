import { Module } from '@nestjs/common';
import { MemberBlockedConsumer } from './consumers/member-blocked.consumer';
import { MemberUnblockedConsumer } from './consumers/member-unblocked.consumer';

// Who has blocked whom, as messaging announces it, in the platform's `blocks` projection: matching
// never suggests a blocked member and promoted posts never cross a block (issue 14).
@Module({ providers: [MemberBlockedConsumer, MemberUnblockedConsumer] })
export class BlocksModule {}
