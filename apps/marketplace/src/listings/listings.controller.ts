import { Body, Controller, HttpCode, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MARKETPLACE, type CreateListing, type ListingsQuery, type UpdateListing } from '@stave/contracts';
import { Route, APP_CONFIG, CurrentUser, clientAddress, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import type { MarketplaceEnv } from '../config';
import { ListingsService } from './listings.service';

type Params = { id: number };

@Controller()
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    @Inject(APP_CONFIG) private readonly config: MarketplaceEnv,
  ) {}

  // Visitors browse listings too.
  @Route(MARKETPLACE.listings)
  list(@CurrentUser() viewer: AuthUser | undefined, @Query() query: ListingsQuery) {
    return this.listings.list(viewer?.id, query);
  }

  @Route(MARKETPLACE.createListing)
  create(@ActingFor('post') acting: Acting, @Body() body: CreateListing) {
    return this.listings.create(acting, body);
  }

  @Route(MARKETPLACE.myListings)
  mine(@ActingFor('manage') acting: Acting) {
    return this.listings.mine(acting.ownerId);
  }

  @Route(MARKETPLACE.allowance)
  allowance(@ActingFor('post') acting: Acting) {
    return this.listings.allowance(acting.ownerId);
  }

  @Route(MARKETPLACE.listing)
  get(@CurrentUser() viewer: AuthUser | undefined, @Param() params: Params, @Req() request: FastifyRequest) {
    const address = clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES);
    return this.listings.open(viewer?.id, address, params.id);
  }

  @Route(MARKETPLACE.markSold)
  @HttpCode(200)
  sold(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.listings.markSold(acting, params.id);
  }

  @Route(MARKETPLACE.relist)
  @HttpCode(200)
  relist(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.listings.relist(acting, params.id);
  }

  @Route(MARKETPLACE.renew)
  @HttpCode(200)
  renew(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.listings.renew(acting, params.id);
  }

  @Route(MARKETPLACE.updateListing)
  update(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: UpdateListing) {
    return this.listings.update(acting, params.id, body);
  }

  @Route(MARKETPLACE.deleteListing)
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    await this.listings.delete(acting, params.id);
  }
}
