import { Body, Controller, HttpCode, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDENTITY, type ChangePassword, type ForgotPassword, type Login, type Register, type ResetPassword } from '@stave/contracts';
import { Route, APP_CONFIG, CurrentUser, clientAddress, type AuthUser } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  @Route(IDENTITY.register)
  register(@Body() body: Register, @Req() request: FastifyRequest) {
    return this.auth.register(body, this.signInContext(request));
  }

  @Route(IDENTITY.login)
  @HttpCode(200)
  login(@Body() body: Login, @Req() request: FastifyRequest) {
    return this.auth.login(body, this.signInContext(request));
  }

  @Route(IDENTITY.logout)
  @HttpCode(200)
  logout(@CurrentUser() user: AuthUser) {
    return this.auth.logout(user);
  }

  @Route(IDENTITY.forgotPassword)
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPassword) {
    return this.auth.forgotPassword(body.email);
  }

  @Route(IDENTITY.resetPassword)
  @HttpCode(200)
  resetPassword(@Body() body: ResetPassword) {
    return this.auth.resetPassword(body);
  }

  @Route(IDENTITY.changePassword)
  changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePassword) {
    return this.auth.changePassword(user, body);
  }

  // The client's address (as the gateway saw it, when the gateway is a trusted proxy) and browser.
  private signInContext(request: FastifyRequest) {
    return {
      clientAddress: clientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], this.config.TRUSTED_PROXIES),
      userAgent: request.headers['user-agent'],
    };
  }
}
