import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CursorQuerySchema,
  InvitationParamsSchema,
  InviteTeamMemberSchema,
  TeamMemberParamsSchema,
  UpdateTeamMemberSchema,
  type CursorQuery,
  type TeamActivityEntry,
  type UpdateTeamMember,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, sendPage, type AuthUser } from '@stave/platform';
import { TeamsService, type InviteInput } from './teams.service';

// The owner's side (`members`, `activity`) and the invitee's (`memberships`). docs/teams.md.
@Controller('api/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get('members')
  team(@CurrentUser() user: AuthUser) {
    return this.teams.team(user.id);
  }

  @Post('members')
  invite(@CurrentUser() user: AuthUser, @Body(new ZodPipe(InviteTeamMemberSchema)) body: InviteInput) {
    return this.teams.invite(user.id, body);
  }

  @Patch('members/:id')
  changeRole(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(TeamMemberParamsSchema)) params: { id: number },
    @Body(new ZodPipe(UpdateTeamMemberSchema)) body: UpdateTeamMember,
  ) {
    return this.teams.changeRole(user.id, params.id, body.role);
  }

  @Delete('members/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param(new ZodPipe(TeamMemberParamsSchema)) params: { id: number }): Promise<void> {
    await this.teams.remove(user.id, params.id);
  }

  // The owner's activity log: what their team did as the business. The next page's cursor is in x-next-cursor.
  @Get('activity')
  async activity(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(CursorQuerySchema)) query: CursorQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TeamActivityEntry[]> {
    return sendPage(reply, await this.teams.activity(user.id, query));
  }

  @Get('memberships')
  memberships(@CurrentUser() user: AuthUser) {
    return this.teams.memberships(user.id);
  }

  @Post('memberships/:id/accept')
  @HttpCode(200)
  accept(@CurrentUser() user: AuthUser, @Param(new ZodPipe(InvitationParamsSchema)) params: { id: number }) {
    return this.teams.accept(user.id, params.id);
  }

  @Delete('memberships/:id')
  @HttpCode(204)
  async leave(@CurrentUser() user: AuthUser, @Param(new ZodPipe(InvitationParamsSchema)) params: { id: number }): Promise<void> {
    await this.teams.leave(user.id, params.id);
  }
}
