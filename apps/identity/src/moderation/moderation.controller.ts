import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { MODERATION, type AppealDecision, type CaseDecision, type CreateReport, type ModerationCasesQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ModerationService } from './moderation.service';
import { StandingService } from './standing.service';

@Controller()
export class ModerationController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly standing: StandingService,
  ) {}

  @Route(MODERATION.me)
  me(@CurrentUser() user: AuthUser) {
    return { moderator: this.moderation.isModerator(user.id) };
  }

  @Route(MODERATION.cases)
  cases(@CurrentUser() user: AuthUser, @Query() query: ModerationCasesQuery) {
    return this.moderation.list(user.id, query);
  }

  @Route(MODERATION.decide)
  @HttpCode(200)
  decide(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CaseDecision) {
    return this.moderation.decide(user.id, params.id, body);
  }

  @Route(MODERATION.appeals)
  appeals(@CurrentUser() user: AuthUser, @Query() query: { status: 'open' | 'decided' }) {
    return this.standing.appeals(user.id, query.status);
  }

  @Route(MODERATION.decideAppeal)
  @HttpCode(200)
  decideAppeal(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: AppealDecision) {
    return this.standing.decideAppeal(user.id, params.id, body);
  }
}

@Controller()
export class MemberReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Route(MODERATION.reportMember)
  report(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateReport) {
    return this.moderation.reportMember(user.id, params.id, body);
  }
}
