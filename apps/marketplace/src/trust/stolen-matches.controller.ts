import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  StolenMatchDecisionSchema,
  StolenMatchParamsSchema,
  StolenMatchesQuerySchema,
  type StolenMatchDecision,
  type StolenMatchesQuery,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { StolenMatchesService } from './stolen-matches.service';

// Moderators: the stolen-gear register's checks (docs/marketplace.md § Stolen gear register).
@Controller('api/marketplace/stolen-matches')
export class StolenMatchesController {
  constructor(private readonly matches: StolenMatchesService) {}

  @Get()
  queue(@CurrentUser() user: AuthUser, @Query(new ZodPipe(StolenMatchesQuerySchema)) query: StolenMatchesQuery) {
    return this.matches.queue(user.id, query);
  }

  @Get(':id')
  get(@CurrentUser() user: AuthUser, @Param(new ZodPipe(StolenMatchParamsSchema)) params: { id: number }) {
    return this.matches.get(user.id, params.id);
  }

  @Put(':id')
  decide(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(StolenMatchParamsSchema)) params: { id: number },
    @Body(new ZodPipe(StolenMatchDecisionSchema)) body: StolenMatchDecision,
  ) {
    return this.matches.decide(user.id, params.id, body);
  }
}
