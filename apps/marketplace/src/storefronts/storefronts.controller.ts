import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  MarketplaceErrorCode,
  StorefrontParamsSchema,
  UpsertStorefrontSchema,
  type Storefront,
  type SubscriptionTier,
  type UpsertStorefront,
} from '@stave/contracts';
import { CurrentUser, Database, OptionalAuth, ZodPipe, domainError, findUserSummary, memberTier, type AuthUser } from '@stave/platform';
import { StorefrontsRepository } from './storefronts.repository';

// Spec §3 storefronts (the spec shows no calls): a Business member keeps one; anyone reads it while it
// is active and its owner still on the Business plan; its owner always sees it, to edit.
@Controller('api/marketplace')
export class StorefrontsController {
  constructor(
    private readonly database: Database,
    private readonly storefronts: StorefrontsRepository,
  ) {}

  @Get('storefronts/:userId')
  @OptionalAuth()
  async get(@CurrentUser() viewer: AuthUser | undefined, @Param(new ZodPipe(StorefrontParamsSchema)) params: { userId: number }): Promise<Storefront> {
    const row = await this.storefronts.find(params.userId);
    const shown = row && (viewer?.id === row.userId || (row.isActive && row.ownerTier === ('business' satisfies SubscriptionTier)));
    if (!shown) throw domainError(MarketplaceErrorCode.StorefrontNotFound);
    const { ownerTier: _tier, ...storefront } = row;
    return { ...storefront, updatedAt: row.updatedAt.toISOString() };
  }

  @Put('storefront')
  async put(@CurrentUser() user: AuthUser, @Body(new ZodPipe(UpsertStorefrontSchema)) body: UpsertStorefront): Promise<Storefront> {
    if (memberTier(await findUserSummary(this.database.pool, user.id)) !== 'business') throw domainError(MarketplaceErrorCode.StorefrontBusinessOnly);
    await this.storefronts.upsert(user.id, body);
    return this.get(user, { userId: user.id });
  }
}
