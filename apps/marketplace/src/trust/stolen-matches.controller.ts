import { Body, Controller, Param, Query } from '@nestjs/common';
import { MARKETPLACE, type StolenMatchDecision, type StolenMatchesQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { StolenMatchesService } from './stolen-matches.service';

// Moderators: the stolen-gear register's checks (docs/marketplace.md § Stolen gear register).
@Controller()
export class StolenMatchesController {
  constructor(private readonly matches: StolenMatchesService) {}

  @Route(MARKETPLACE.stolenMatches)
  queue(@CurrentUser() user: AuthUser, @Query() query: StolenMatchesQuery) {
    return this.matches.queue(user.id, query);
  }

  @Route(MARKETPLACE.stolenMatch)
  get(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.matches.get(user.id, params.id);
  }

  @Route(MARKETPLACE.decideStolenMatch)
  decide(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: StolenMatchDecision) {
    return this.matches.decide(user.id, params.id, body);
  }
}
