import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorefrontParamsSchema, UpsertStorefrontSchema, type Storefront, type UpsertStorefront } from '@stave/contracts';
import { CurrentUser, FileStorage, OptionalAuth, Public, ZodPipe, sendStoredFile, type AuthUser } from '@stave/platform';
import { STOREFRONT_IMAGES_FOLDER } from './storefront-images';
import { StorefrontsService } from './storefronts.service';

// Spec §3 storefronts (the spec shows no calls): a Business member keeps one; anyone reads it while it is active and
// its owner still on the Business plan; its owner always sees it, to edit. Issue 17: its logo and banner are uploaded.
@Controller()
export class StorefrontsController {
  constructor(
    private readonly storefronts: StorefrontsService,
    private readonly storage: FileStorage,
  ) {}

  @Get('api/marketplace/storefronts/:userId')
  @OptionalAuth()
  get(@CurrentUser() viewer: AuthUser | undefined, @Param(new ZodPipe(StorefrontParamsSchema)) params: { userId: number }): Promise<Storefront> {
    return this.storefronts.get(viewer?.id, params.userId);
  }

  @Put('api/marketplace/storefront')
  put(@CurrentUser() user: AuthUser, @Body(new ZodPipe(UpsertStorefrontSchema)) body: UpsertStorefront): Promise<Storefront> {
    return this.storefronts.put(user.id, body);
  }

  @Post('api/marketplace/storefront/logo')
  @HttpCode(200)
  uploadLogo(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<Storefront> {
    return this.storefronts.uploadImage(user.id, 'logo', request);
  }

  @Delete('api/marketplace/storefront/logo')
  removeLogo(@CurrentUser() user: AuthUser): Promise<Storefront> {
    return this.storefronts.removeImage(user.id, 'logo');
  }

  @Post('api/marketplace/storefront/banner')
  @HttpCode(200)
  uploadBanner(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<Storefront> {
    return this.storefronts.uploadImage(user.id, 'banner', request);
  }

  @Delete('api/marketplace/storefront/banner')
  removeBanner(@CurrentUser() user: AuthUser): Promise<Storefront> {
    return this.storefronts.removeImage(user.id, 'banner');
  }

  // Unguessable keys: <img> sends no token, and visitors see storefronts too (as listing photos).
  @Get('storefront-images/:file')
  @Public()
  serve(@Param('file') file: string, @Headers('range') range: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    return sendStoredFile(this.storage, `${STOREFRONT_IMAGES_FOLDER}/${file}`, range, reply);
  }
}
