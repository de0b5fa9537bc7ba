import { Body, Controller, Get, Put } from '@nestjs/common';
import { MessagePreferencesSchema, type MessagePreferences } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { PreferencesService } from './preferences.service';

@Controller('api/messages/preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  of(@CurrentUser() user: AuthUser) {
    return this.preferences.of(user.id);
  }

  @Put()
  set(@CurrentUser() user: AuthUser, @Body(new ZodPipe(MessagePreferencesSchema)) body: MessagePreferences) {
    return this.preferences.set(user.id, body);
  }
}
