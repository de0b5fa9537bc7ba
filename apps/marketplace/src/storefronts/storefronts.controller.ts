import { Body, Controller, Headers, HttpCode, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MARKETPLACE, type Storefront, type UpsertStorefront } from '@stave/contracts';
import { Route, CurrentUser, FileStorage, sendStoredFile, type AuthUser } from '@stave/platform';
import { STOREFRONT_IMAGES_FOLDER } from './storefront-images';
import { StorefrontsService } from './storefronts.service';

// Storefronts (the spec shows no calls): a Business member keeps one; anyone reads it while it is active and
// its owner still on the Business plan; its owner always sees it, to edit. Its logo and banner are uploaded.
@Controller()
export class StorefrontsController {
  constructor(
    private readonly storefronts: StorefrontsService,
    private readonly storage: FileStorage,
  ) {}

  @Route(MARKETPLACE.storefront)
  get(@CurrentUser() viewer: AuthUser | undefined, @Param() params: { userId: number }): Promise<Storefront> {
    return this.storefronts.get(viewer?.id, params.userId);
  }

  @Route(MARKETPLACE.saveStorefront)
  put(@CurrentUser() user: AuthUser, @Body() body: UpsertStorefront): Promise<Storefront> {
    return this.storefronts.put(user.id, body);
  }

  @Route(MARKETPLACE.logo.upload)
  @HttpCode(200)
  uploadLogo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<Storefront> {
    return this.storefronts.uploadImage(user.id, 'logo', request);
  }

  @Route(MARKETPLACE.logo.remove)
  removeLogo(@CurrentUser() user: AuthUser): Promise<Storefront> {
    return this.storefronts.removeImage(user.id, 'logo');
  }

  @Route(MARKETPLACE.banner.upload)
  @HttpCode(200)
  uploadBanner(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<Storefront> {
    return this.storefronts.uploadImage(user.id, 'banner', request);
  }

  @Route(MARKETPLACE.banner.remove)
  removeBanner(@CurrentUser() user: AuthUser): Promise<Storefront> {
    return this.storefronts.removeImage(user.id, 'banner');
  }

  // Unguessable keys: <img> sends no token, and visitors see storefronts too (as listing photos).
  @Route(MARKETPLACE.storefrontImage)
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `${STOREFRONT_IMAGES_FOLDER}/${file}`, range, reply);
  }
}
