import { Body, Controller } from '@nestjs/common';
import { MESSAGING, type MessagePreferences } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { PreferencesService } from './preferences.service';

@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Route(MESSAGING.preferences)
  of(@CurrentUser() user: AuthUser) {
    return this.preferences.of(user.id);
  }

  @Route(MESSAGING.setPreferences)
  set(@CurrentUser() user: AuthUser, @Body() body: MessagePreferences) {
    return this.preferences.set(user.id, body);
  }
}
