import { Controller, Headers, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route, CurrentUser, FileStorage, sendStoredFile, type AuthUser } from '@stave/platform';
import { PostMediaService } from './post-media.service';
import { SOCIAL } from '@stave/contracts';

@Controller()
export class PostMediaController {
  constructor(
    private readonly media: PostMediaService,
    private readonly storage: FileStorage,
  ) {}

  // 201 {mediaUrl, mediaType, durationSeconds}: send mediaUrl with the post.
  @Route(SOCIAL.uploadMedia)
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.media.upload(user.id, request);
  }

  // Unguessable keys, as for profile pictures: <img>, <audio> and <video> send no token.
  @Route(SOCIAL.media)
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `media/${file}`, range, reply);
  }
}
