import { Controller, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SOCIAL, type FeedQuery } from '@stave/contracts';
import { CurrentUser, Route, sendPage, type AuthUser } from '@stave/platform';
import { FeedService } from './feed.service';

// The spec's client refreshes its feed under the keys /api/posts/feed and /api/feed/posts, and its
// default query helper GETs a key's first element: all three answer the home feed (aliases in SOCIAL).
@Controller()
export class HomeFeedController {
  constructor(private readonly feed: FeedService) {}

  @Route(SOCIAL.feed, SOCIAL.postsFeed, SOCIAL.feedPosts)
  async feedPage(@CurrentUser() user: AuthUser, @Query() query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.feed.homeFeed(user.id, query.before, query.limit));
  }
}
