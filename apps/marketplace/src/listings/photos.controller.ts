import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ListingParamsSchema, PhotoOrderSchema, PhotoParamsSchema, type PhotoOrder } from '@stave/contracts';
import { CurrentUser, FileStorage, Public, ZodPipe, sendStoredFile, type AuthUser } from '@stave/platform';
import { PHOTOS_FOLDER } from './photo-files';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly storage: FileStorage,
  ) {}

  @Post('api/marketplace/listings/:id/images')
  add(@CurrentUser() user: AuthUser, @Param(new ZodPipe(ListingParamsSchema)) params: { id: number }, @Req() request: FastifyRequest) {
    return this.photos.add(user.id, params.id, request);
  }

  @Put('api/marketplace/listings/:id/images/order')
  reorder(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ListingParamsSchema)) params: { id: number },
    @Body(new ZodPipe(PhotoOrderSchema)) body: PhotoOrder,
  ) {
    return this.photos.reorder(user.id, params.id, body.photoIds);
  }

  @Delete('api/marketplace/listings/:id/images/:photoId')
  remove(@CurrentUser() user: AuthUser, @Param(new ZodPipe(PhotoParamsSchema)) params: { id: number; photoId: number }) {
    return this.photos.remove(user.id, params.id, params.photoId);
  }

  // Unguessable keys: <img> sends no token, and visitors see listings too.
  @Get('listing-images/:file')
  @Public()
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `${PHOTOS_FOLDER}/${file}`, range, reply);
  }
}
