import { Body, Controller, Header, HttpCode, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  MEMBER_AVAILABILITY,
  AVAILABILITY_ICS_MAX_BYTES,
  AVAILABILITY_MESSAGES,
  type AvailabilityCheckQuery,
  type AvailabilityEntryInput,
  type AvailabilityRangeQuery,
  type AvailabilitySettings,
} from '@stave/contracts';
import { CurrentUser, Route, readSingleFile, type AuthUser } from '@stave/platform';
import { AvailabilityService } from './availability.service';

type Params = { id: number };

// A member's own availability, and the one question others may ask of it (docs/availability.md).
@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Route(MEMBER_AVAILABILITY.calendar)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  calendar(@CurrentUser() user: AuthUser, @Query() query: AvailabilityRangeQuery) {
    return this.availability.calendar(user.id, query);
  }

  @Route(MEMBER_AVAILABILITY.create)
  create(@CurrentUser() user: AuthUser, @Body() body: AvailabilityEntryInput) {
    return this.availability.create(user.id, body);
  }

  @Route(MEMBER_AVAILABILITY.update)
  update(@CurrentUser() user: AuthUser, @Param() params: Params, @Body() body: AvailabilityEntryInput) {
    return this.availability.update(user.id, params.id, body);
  }

  @Route(MEMBER_AVAILABILITY.remove)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: Params) {
    await this.availability.remove(user.id, params.id);
  }

  @Route(MEMBER_AVAILABILITY.settings)
  settings(@CurrentUser() user: AuthUser, @Body() body: AvailabilitySettings) {
    return this.availability.setShare(user.id, body.shareAvailability);
  }

  @Route(MEMBER_AVAILABILITY.check)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  check(@CurrentUser() user: AuthUser, @Query() query: AvailabilityCheckQuery) {
    return this.availability.check(user.id, query);
  }

  @Route(MEMBER_AVAILABILITY.importIcs)
  @HttpCode(200)
  async importIcs(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.availability.importIcs(user.id, await readSingleFile(request, 'file', AVAILABILITY_ICS_MAX_BYTES, AVAILABILITY_MESSAGES.icsTooLarge));
  }
}
