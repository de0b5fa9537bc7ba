import { Controller } from '@nestjs/common';
import type { AnalyticsDashboard, AnalyticsPreview } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { AnalyticsService } from './analytics.service';
import { ANALYTICS } from '@stave/contracts';

@Controller()
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Route(ANALYTICS.dashboard)
  dashboard(@CurrentUser() user: AuthUser): Promise<AnalyticsDashboard> {
    return this.analytics.dashboard(user.id);
  }

  @Route(ANALYTICS.preview)
  preview(@CurrentUser() user: AuthUser): Promise<AnalyticsPreview> {
    return this.analytics.preview(user.id);
  }
}
