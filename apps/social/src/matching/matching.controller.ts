import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ContactMatchSchema,
  MatchParamsSchema,
  UpdateMatchingPreferencesSchema,
  type ContactMatch,
  type MatchSuggestion,
  type MatchingPreferences,
  type UpdateMatchingPreferences,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { MatchingService } from './matching.service';

@Controller('api/ai-matching')
export class MatchingController {
  constructor(private readonly matching: MatchingService) {}

  @Get('suggestions')
  suggestions(@CurrentUser() user: AuthUser): Promise<MatchSuggestion[]> {
    return this.matching.suggestions(user.id);
  }

  @Post('contact')
  @HttpCode(200)
  contact(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ContactMatchSchema)) body: ContactMatch): Promise<MatchSuggestion[]> {
    return this.matching.contact(user.id, body.matchedUserId, body.message);
  }

  @Post('suggestions/:userId/decline')
  @HttpCode(200)
  decline(@CurrentUser() user: AuthUser, @Param(new ZodPipe(MatchParamsSchema)) params: { userId: number }): Promise<MatchSuggestion[]> {
    return this.matching.decline(user.id, params.userId);
  }

  @Get('preferences')
  preferences(@CurrentUser() user: AuthUser): Promise<MatchingPreferences> {
    return this.matching.preferences(user.id);
  }

  @Put('preferences')
  updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(UpdateMatchingPreferencesSchema)) body: UpdateMatchingPreferences,
  ): Promise<MatchingPreferences> {
    return this.matching.updatePreferences(user.id, body);
  }
}
