import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TEAMS, type CursorQuery, type TeamActivityEntry, type UpdateTeamMember } from '@stave/contracts';
import { Route, CurrentUser, sendPage, type AuthUser } from '@stave/platform';
import { TeamsService, type InviteInput } from './teams.service';

// The owner's side (`members`, `activity`) and the invitee's (`memberships`). docs/teams.md.
@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Route(TEAMS.team)
  team(@CurrentUser() user: AuthUser) {
    return this.teams.team(user.id);
  }

  @Route(TEAMS.invite)
  invite(@CurrentUser() user: AuthUser, @Body() body: InviteInput) {
    return this.teams.invite(user.id, body);
  }

  @Route(TEAMS.changeRole)
  changeRole(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: UpdateTeamMember) {
    return this.teams.changeRole(user.id, params.id, body.role);
  }

  @Route(TEAMS.remove)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.teams.remove(user.id, params.id);
  }

  // The owner's activity log: what their team did as the business. The next page's cursor is in x-next-cursor.
  @Route(TEAMS.activity)
  async activity(@CurrentUser() user: AuthUser, @Query() query: CursorQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<TeamActivityEntry[]> {
    return sendPage(reply, await this.teams.activity(user.id, query));
  }

  @Route(TEAMS.memberships)
  memberships(@CurrentUser() user: AuthUser) {
    return this.teams.memberships(user.id);
  }

  @Route(TEAMS.accept)
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.teams.accept(user.id, params.id);
  }

  @Route(TEAMS.leave)
  @HttpCode(204)
  async leave(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.teams.leave(user.id, params.id);
  }
}
