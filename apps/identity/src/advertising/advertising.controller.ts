import { Body, Controller, Inject, Param, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ADVERTISING, type AdvertisingInquiriesQuery, type UpdateAdvertisingInquiry } from '@stave/contracts';
import { Route, APP_CONFIG, CurrentUser, clientAddress, type AuthUser } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { AdvertisingService, type Inquiry } from './advertising.service';

@Controller()
export class AdvertisingController {
  constructor(
    private readonly advertising: AdvertisingService,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  // No account needed: the limit is per client address, as the gateway saw it when the gateway is a trusted proxy.
  @Route(ADVERTISING.submit)
  submit(@Body() body: Inquiry, @Req() request: FastifyRequest) {
    return this.advertising.submit(body, clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES));
  }

  @Route(ADVERTISING.me)
  me(@CurrentUser() user: AuthUser) {
    return this.advertising.role(user.id);
  }

  @Route(ADVERTISING.list)
  list(@CurrentUser() user: AuthUser, @Query() query: AdvertisingInquiriesQuery) {
    return this.advertising.list(user.id, query);
  }

  @Route(ADVERTISING.update)
  update(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: UpdateAdvertisingInquiry) {
    return this.advertising.update(user.id, params.id, body);
  }
}
