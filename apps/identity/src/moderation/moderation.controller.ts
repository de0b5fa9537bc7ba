import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  AppealDecisionSchema,
  AppealParamsSchema,
  CaseDecisionSchema,
  CaseParamsSchema,
  CreateReportSchema,
  ModerationAppealsQuerySchema,
  ModerationCasesQuerySchema,
  UserIdParamsSchema,
  type AppealDecision,
  type CaseDecision,
  type CreateReport,
  type ModerationCasesQuery,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ModerationService } from './moderation.service';
import { StandingService } from './standing.service';

@Controller('api/moderation')
export class ModerationController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly standing: StandingService,
  ) {}

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return { moderator: this.moderation.isModerator(user.id) };
  }

  @Get('cases')
  cases(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ModerationCasesQuerySchema)) query: ModerationCasesQuery) {
    return this.moderation.list(user.id, query);
  }

  @Post('cases/:id/decision')
  @HttpCode(200)
  decide(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(CaseParamsSchema)) params: { id: number },
    @Body(new ZodPipe(CaseDecisionSchema)) body: CaseDecision,
  ) {
    return this.moderation.decide(user.id, params.id, body);
  }

  @Get('appeals')
  appeals(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ModerationAppealsQuerySchema)) query: { status: 'open' | 'decided' }) {
    return this.standing.appeals(user.id, query.status);
  }

  @Post('appeals/:id/decision')
  @HttpCode(200)
  decideAppeal(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(AppealParamsSchema)) params: { id: number },
    @Body(new ZodPipe(AppealDecisionSchema)) body: AppealDecision,
  ) {
    return this.standing.decideAppeal(user.id, params.id, body);
  }
}

@Controller('api/users')
export class MemberReportsController {
  constructor(private readonly moderation: ModerationService) {}

  @Post(':id/report')
  report(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(UserIdParamsSchema)) params: { id: number },
    @Body(new ZodPipe(CreateReportSchema)) body: CreateReport,
  ) {
    return this.moderation.reportMember(user.id, params.id, body);
  }
}
