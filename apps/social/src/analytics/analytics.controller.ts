import { Controller, Get } from '@nestjs/common';
import type { AnalyticsDashboard, AnalyticsPreview } from '@stave/contracts';
import { CurrentUser, type AuthUser } from '@stave/platform';
import { AnalyticsService } from './analytics.service';

@Controller('api/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('dashboard')
  dashboard(@CurrentUser() user: AuthUser): Promise<AnalyticsDashboard> {
    return this.analytics.dashboard(user.id);
  }

  @Get('preview')
  preview(@CurrentUser() user: AuthUser): Promise<AnalyticsPreview> {
    return this.analytics.preview(user.id);
  }
}
