import { Controller, Header, Param } from '@nestjs/common';
import { INSIGHTS, type InsightsCoverage, type MarketplaceInsights } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { InsightsSlice } from '@stave/domain';
import type { MarketplaceFigures } from './insights.service';

// This service's part of the industry insight reports, read by the gateway's /api/insights/reports
// (docs/insights.md). Business members only.
@Controller()
export class InsightsController {
  constructor(private readonly insights: InsightsSlice<MarketplaceFigures>) {}

  @Route(INSIGHTS.marketplace)
  @Header('Cache-Control', 'private, no-store')
  coverage(@CurrentUser() user: AuthUser): Promise<InsightsCoverage> {
    return this.insights.coverage(user.id);
  }

  @Route(INSIGHTS.marketplaceMonth)
  @Header('Cache-Control', 'private, no-store')
  report(@CurrentUser() user: AuthUser, @Param() params: { month: string }): Promise<MarketplaceInsights> {
    return this.insights.report(user.id, params.month);
  }
}
