import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ListingParamsSchema, MarketplaceErrorCode } from '@stave/contracts';
import { CurrentUser, ZodPipe, domainError, type AuthUser } from '@stave/platform';
import { ListingsService } from '../listings/listings.service';
import { SavedRepository } from './saved.repository';

const Params = new ZodPipe(ListingParamsSchema);

// The watch list: a member saves listings for sale and hears when their price drops or they sell.
// Saving twice, or removing what is not saved, changes nothing.
@Controller('api/marketplace')
export class SavedController {
  constructor(
    private readonly listings: ListingsService,
    private readonly saved: SavedRepository,
  ) {}

  @Put('listings/:id/save')
  async save(@CurrentUser() user: AuthUser, @Param(Params) params: { id: number }) {
    if (!(await this.saved.save(user.id, params.id))) throw domainError(MarketplaceErrorCode.ListingNotFound);
    return { saved: true };
  }

  @Delete('listings/:id/save')
  async unsave(@CurrentUser() user: AuthUser, @Param(Params) params: { id: number }) {
    await this.saved.unsave(user.id, params.id);
    return { saved: false };
  }

  @Get('saved')
  list(@CurrentUser() user: AuthUser) {
    return this.listings.savedBy(user.id);
  }
}
