import { Controller, Param } from '@nestjs/common';
import { MARKETPLACE, MarketplaceErrorCode } from '@stave/contracts';
import { Route, CurrentUser, domainError, type AuthUser } from '@stave/platform';
import { ListingsService } from '../listings/listings.service';
import { SavedRepository } from './saved.repository';

// The watch list: a member saves listings for sale and hears when their price drops or they sell.
// Saving twice, or removing what is not saved, changes nothing.
@Controller()
export class SavedController {
  constructor(
    private readonly listings: ListingsService,
    private readonly saved: SavedRepository,
  ) {}

  @Route(MARKETPLACE.save)
  async save(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    if (!(await this.saved.save(user.id, params.id))) throw domainError(MarketplaceErrorCode.ListingNotFound);
    return { saved: true };
  }

  @Route(MARKETPLACE.unsave)
  async unsave(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    await this.saved.unsave(user.id, params.id);
    return { saved: false };
  }

  @Route(MARKETPLACE.saved)
  list(@CurrentUser() user: AuthUser) {
    return this.listings.savedBy(user.id);
  }
}
