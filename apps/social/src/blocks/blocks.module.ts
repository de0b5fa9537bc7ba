import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { BlocksService } from './blocks.service';
import { MemberBlockedConsumer } from './consumers/member-blocked.consumer';
import { MemberUnblockedConsumer } from './consumers/member-unblocked.consumer';

// Who has blocked whom, as messaging announces it, in the platform's `blocks` projection: matching
// never suggests a blocked member, promoted posts never cross a block, and neither sees the
// other's posts in their home feed.
@Module({ imports: [FeedModule], providers: [BlocksService, MemberBlockedConsumer, MemberUnblockedConsumer] })
export class BlocksModule {}
