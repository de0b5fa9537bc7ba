import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  CreateListingSchema,
  ListingParamsSchema,
  ListingsQuerySchema,
  UpdateListingSchema,
  type CreateListing,
  type ListingsQuery,
  type UpdateListing,
} from '@stave/contracts';
import { APP_CONFIG, CurrentUser, OptionalAuth, ZodPipe, clientAddress, type AuthUser } from '@stave/platform';
import type { MarketplaceEnv } from '../config';
import { ListingsService } from './listings.service';

const Params = new ZodPipe(ListingParamsSchema);
type Params = { id: number };

@Controller('api/marketplace/listings')
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
  ) {}

  // Spec §6: visitors browse listings too.
  @Get()
  @OptionalAuth()
  list(@CurrentUser() viewer: AuthUser | undefined, @Query(new ZodPipe(ListingsQuerySchema)) query: ListingsQuery) {
    return this.listings.list(viewer?.id, query);
  }

  @Post()
  create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateListingSchema)) body: CreateListing) {
    return this.listings.create(user.id, body);
  }

  @Get('my')
  mine(@CurrentUser() user: AuthUser) {
    return this.listings.mine(user.id);
  }

  @Get('allowance')
  allowance(@CurrentUser() user: AuthUser) {
    return this.listings.allowance(user.id);
  }

  @Get(':id')
  @OptionalAuth()
  get(@CurrentUser() viewer: AuthUser | undefined, @Param(Params) params: Params, @Req() request: FastifyRequest) {
    const address = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES);
    return this.listings.open(viewer?.id, address, params.id);
  }

  @Post(':id/sold')
  @HttpCode(200)
  sold(@CurrentUser() user: AuthUser, @Param(Params) params: Params) {
    return this.listings.markSold(user.id, params.id);
  }

  @Post(':id/relist')
  @HttpCode(200)
  relist(@CurrentUser() user: AuthUser, @Param(Params) params: Params) {
    return this.listings.relist(user.id, params.id);
  }

  @Post(':id/renew')
  @HttpCode(200)
  renew(@CurrentUser() user: AuthUser, @Param(Params) params: Params) {
    return this.listings.renew(user.id, params.id);
  }

  @Patch(':id')
  update(@CurrentUser() user: AuthUser, @Param(Params) params: Params, @Body(new ZodPipe(UpdateListingSchema)) body: UpdateListing) {
    return this.listings.update(user.id, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentUser() user: AuthUser, @Param(Params) params: Params) {
    await this.listings.delete(user.id, params.id);
  }
}
