import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { MATCHING, type ContactMatch, type MatchSuggestion, type MatchingPreferences, type UpdateMatchingPreferences } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { MatchingService } from './matching.service';

@Controller()
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Route(MATCHING.suggestions)
  suggestions(@CurrentUser() user: AuthUser): Promise<MatchSuggestion[]> {
    return this.matching.suggestions(user.id);
  }

  @Route(MATCHING.contact)
  @HttpCode(200)
  contact(@CurrentUser() user: AuthUser, @Body() body: ContactMatch): Promise<MatchSuggestion[]> {
    return this.matching.contact(user.id, body.matchedUserId, body.message);
  }

  @Route(MATCHING.decline)
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param() params: { userId: number }): Promise<MatchSuggestion[]> {
    return this.matching.decline(user.id, params.userId);
  }

  @Route(MATCHING.preferences)
  preferences(@CurrentUser() user: AuthUser): Promise<MatchingPreferences> {
    return this.matching.preferences(user.id);
  }

  @Route(MATCHING.updatePreferences)
  updatePreferences(@CurrentUser() user: AuthUser, @Body() body: UpdateMatchingPreferences): Promise<MatchingPreferences> {
    return this.matching.updatePreferences(user.id, body);
  }
}
