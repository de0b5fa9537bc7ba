import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ListingParamsSchema, PhotoOrderSchema, PhotoParamsSchema, type PhotoOrder } from '@stave/contracts';
import { FileStorage, Public, ZodPipe, sendStoredFile } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { PHOTOS_FOLDER } from './photo-files';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly storage: FileStorage,
  ) {}

  @Post('api/marketplace/listings/:id/images')
  // Photos are part of posting a listing: a team member adds, orders and removes those of the business's listings.
  add(@ActingFor('post') acting: Acting, @Param(new ZodPipe(ListingParamsSchema)) params: { id: number }, @Req() request: FastifyRequest) {
    return this.photos.add(acting, params.id, request);
  }

  @Put('api/marketplace/listings/:id/images/order')
  reorder(
    @ActingFor('post') acting: Acting,
    @Param(new ZodPipe(ListingParamsSchema)) params: { id: number },
    @Body(new ZodPipe(PhotoOrderSchema)) body: PhotoOrder,
  ) {
    return this.photos.reorder(acting, params.id, body.photoIds);
  }

  @Delete('api/marketplace/listings/:id/images/:photoId')
  remove(@ActingFor('post') acting: Acting, @Param(new ZodPipe(PhotoParamsSchema)) params: { id: number; photoId: number }) {
    return this.photos.remove(acting, params.id, params.photoId);
  }

  // Unguessable keys: <img> sends no token, and visitors see listings too.
  @Get('listing-images/:file')
  @Public()
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `${PHOTOS_FOLDER}/${file}`, range, reply);
  }
}
