import { Controller, Headers, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route, CurrentUser, FileStorage, sendStoredFile, type AuthUser } from '@stave/platform';
import { UploadsService } from './uploads.service';
import { EVENTS, COLLABORATIONS } from '@stave/contracts';

@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly storage: FileStorage,
  ) {}

  // 201 {imageUrl}: send it as the event's imageUrl.
  @Route(EVENTS.uploadImage)
  eventImage(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.uploads.eventImage(user.id, request);
  }

  // 201 {demoUrl, durationSeconds}: send demoUrl with the collaboration call.
  @Route(COLLABORATIONS.uploadDemo)
  demo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.uploads.demo(user.id, request);
  }

  // Unguessable keys, as for post media: <img> and <audio> send no token.
  @Route(EVENTS.image)
  image(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `event-images/${file}`, range, reply);
  }

  @Route(COLLABORATIONS.demoFile)
  demoFile(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `demos/${file}`, range, reply);
  }
}
