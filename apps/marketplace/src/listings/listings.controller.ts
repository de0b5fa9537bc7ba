import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  CreateListingSchema,
  ListingParamsSchema,
  ListingsQuerySchema,
  UpdateListingSchema,
  type CreateListing,
  type ListingsQuery,
  type UpdateListing,
} from '@stave/contracts';
import { CurrentUser, OptionalAuth, ZodPipe, type AuthUser } from '@stave/platform';
import { ListingsService } from './listings.service';

const Params = new ZodPipe(ListingParamsSchema);
type Params = { id: number };

@Controller('api/marketplace/listings')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

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

  @Get(':id')
  @OptionalAuth()
  get(@CurrentUser() viewer: AuthUser | undefined, @Param(Params) params: Params) {
    return this.listings.get(viewer?.id, params.id);
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
