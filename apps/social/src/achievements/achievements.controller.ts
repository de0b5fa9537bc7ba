import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { PostIdParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { AchievementsService } from './achievements.service';

const IdParams = new ZodPipe(PostIdParamsSchema);

@Controller('api/achievements')
export class AchievementsController {
  constructor(private readonly achievements: AchievementsService) {}

  @Get()
  mine(@CurrentUser() user: AuthUser) {
    return this.achievements.list(user.id);
  }

  @Get('unviewed')
  unviewed(@CurrentUser() user: AuthUser) {
    return this.achievements.unviewed(user.id);
  }

  @Post('check')
  @HttpCode(200)
  check(@CurrentUser() user: AuthUser) {
    return this.achievements.check(user.id);
  }

  // A member's achievements are public on their profile (Awards tab).
  @Get(':id')
  ofMember(@Param(IdParams) params: { id: number }) {
    return this.achievements.list(params.id);
  }

  @Post(':id/mark-viewed')
  @HttpCode(204)
  async markViewed(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }): Promise<void> {
    await this.achievements.markViewed(params.id, user.id);
  }
}
