import { Controller, HttpCode, Param } from '@nestjs/common';
import { SOCIAL } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { AchievementsService } from './achievements.service';

@Controller()
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Route(SOCIAL.achievements)
  mine(@CurrentUser() user: AuthUser) {
    return this.achievements.list(user.id);
  }

  @Route(SOCIAL.unviewedAchievements)
  unviewed(@CurrentUser() user: AuthUser) {
    return this.achievements.unviewed(user.id);
  }

  @Route(SOCIAL.checkAchievements)
  @HttpCode(200)
  check(@CurrentUser() user: AuthUser) {
    return this.achievements.check(user.id);
  }

  // A member's achievements are public on their profile (Awards tab).
  @Route(SOCIAL.memberAchievements)
  ofMember(@Param() params: { id: number }) {
    return this.achievements.list(params.id);
  }

  @Route(SOCIAL.markAchievementViewed)
  @HttpCode(204)
  async markViewed(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.achievements.markViewed(params.id, user.id);
  }
}
