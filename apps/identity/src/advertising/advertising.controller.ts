import { Body, Controller, Get, Inject, Param, Patch, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  AdvertisingInquiriesQuerySchema,
  CreateAdvertisingInquirySchema,
  InquiryParamsSchema,
  UpdateAdvertisingInquirySchema,
  type AdvertisingInquiriesQuery,
  type UpdateAdvertisingInquiry,
} from '@stave/contracts';
import { APP_CONFIG, CurrentUser, Public, ZodPipe, clientAddress, type AuthUser } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { AdvertisingService, type Inquiry } from './advertising.service';

@Controller('api/advertising')
export class AdvertisingController {
  constructor(
    private readonly advertising: AdvertisingService,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  // No account needed: the limit is per client address, as the gateway saw it when the gateway is a trusted proxy.
  @Post('inquiries')
  @Public()
  submit(@Body(new ZodPipe(CreateAdvertisingInquirySchema)) body: Inquiry, @Req() request: FastifyRequest) {
    return this.advertising.submit(body, clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES));
  }

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return this.advertising.role(user.id);
  }

  @Get('inquiries')
  list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(AdvertisingInquiriesQuerySchema)) query: AdvertisingInquiriesQuery) {
    return this.advertising.list(user.id, query);
  }

  @Patch('inquiries/:id')
  update(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(InquiryParamsSchema)) params: { id: number },
    @Body(new ZodPipe(UpdateAdvertisingInquirySchema)) body: UpdateAdvertisingInquiry,
  ) {
    return this.advertising.update(user.id, params.id, body);
  }
}
