import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FeedQuerySchema, type FeedQuery } from '@stave/contracts';
import { CurrentUser, ZodPipe, sendPage, type AuthUser } from '@stave/platform';
import { FeedService } from './feed.service';

const Feed = new ZodPipe(FeedQuerySchema);

// The spec's client refreshes its feed under the keys /api/posts/feed and /api/feed/posts, and its
// default query helper GETs a key's first element: all three answer the home feed.
@Controller('api/posts')
export class HomeFeedController {
  constructor(private readonly feed: FeedService) {}

  @Get(['', 'feed'])
  async feedPage(@CurrentUser() user: AuthUser, @Query(Feed) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.feed.homeFeed(user.id, query.before, query.limit));
  }
}

@Controller('api/feed')
export class FeedAliasController {
  constructor(private readonly feed: FeedService) {}

  @Get('posts')
  async feedPage(@CurrentUser() user: AuthUser, @Query(Feed) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.feed.homeFeed(user.id, query.before, query.limit));
  }
}
