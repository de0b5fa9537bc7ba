import { Controller, Get, Headers, Param, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FileStorage, Public, sendStoredFile, type AuthUser } from '@stave/platform';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(
    private readonly uploads: UploadsService,
    private readonly storage: FileStorage,
  ) {}

  // 201 {imageUrl}: send it as the event's imageUrl.
  @Post('api/events/image')
  eventImage(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.uploads.eventImage(user.id, request);
  }

  // 201 {demoUrl, durationSeconds}: send demoUrl with the collaboration call.
  @Post('api/collaborations/demo')
  demo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.uploads.demo(user.id, request);
  }

  // Unguessable keys, as for post media: <img> and <audio> send no token.
  @Get('event-images/:file')
  @Public()
  image(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `event-images/${file}`, range, reply);
  }

  @Get('demos/:file')
  @Public()
  demoFile(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `demos/${file}`, range, reply);
  }
}
