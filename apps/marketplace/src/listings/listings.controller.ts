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
import { ActingFor, type Acting } from '@stave/domain';
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
  create(@ActingFor('post') acting: Acting, @Body(new ZodPipe(CreateListingSchema)) body: CreateListing) {
    return this.listings.create(acting, body);
  }

  @Get('my')
  mine(@ActingFor('manage') acting: Acting) {
    return this.listings.mine(acting.ownerId);
  }

  @Get('allowance')
  allowance(@ActingFor('post') acting: Acting) {
    return this.listings.allowance(acting.ownerId);
  }

  @Get(':id')
  @OptionalAuth()
  get(@CurrentUser() viewer: AuthUser | undefined, @Param(Params) params: Params, @Req() request: FastifyRequest) {
    const address = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES);
    return this.listings.open(viewer?.id, address, params.id);
  }

  @Post(':id/sold')
  @HttpCode(200)
  sold(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    return this.listings.markSold(acting, params.id);
  }

  @Post(':id/relist')
  @HttpCode(200)
  relist(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    return this.listings.relist(acting, params.id);
  }

  @Post(':id/renew')
  @HttpCode(200)
  renew(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    return this.listings.renew(acting, params.id);
  }

  @Patch(':id')
  update(@ActingFor('manage') acting: Acting, @Param(Params) params: Params, @Body(new ZodPipe(UpdateListingSchema)) body: UpdateListing) {
    return this.listings.update(acting, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    await this.listings.delete(acting, params.id);
  }
}
