import { Body, Controller, Headers, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MARKETPLACE, type PhotoOrder } from '@stave/contracts';
import { Route, FileStorage, sendStoredFile } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { PHOTOS_FOLDER } from './photo-files';
import { PhotosService } from './photos.service';

@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly storage: FileStorage,
  ) {}

  @Route(MARKETPLACE.addPhotos)
  // Photos are part of posting a listing: a team member adds, orders and removes those of the business's listings.
  add(@ActingFor('post') acting: Acting, @Param() params: { id: number }, @Req() request: FastifyRequest) {
    return this.photos.add(acting, params.id, request);
  }

  @Route(MARKETPLACE.reorderPhotos)
  reorder(@ActingFor('post') acting: Acting, @Param() params: { id: number }, @Body() body: PhotoOrder) {
    return this.photos.reorder(acting, params.id, body.photoIds);
  }

  @Route(MARKETPLACE.removePhoto)
  remove(@ActingFor('post') acting: Acting, @Param() params: { id: number; photoId: number }) {
    return this.photos.remove(acting, params.id, params.photoId);
  }

  // Unguessable keys: <img> sends no token, and visitors see listings too.
  @Route(MARKETPLACE.listingImage)
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `${PHOTOS_FOLDER}/${file}`, range, reply);
  }
}
