import { Controller, Get } from '@nestjs/common';
import { CurrentUser, type AuthUser } from '@stave/platform';
import { JobsService } from './jobs.service';

@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  // The dashboard's Active Jobs counter (spec §2), read by the gateway's /api/user/stats.
  @Get('active/count')
  activeCount(@CurrentUser() user: AuthUser) {
    return this.jobs.activeCount(user.id);
  }
}
