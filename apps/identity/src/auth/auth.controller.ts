import { Body, Controller, HttpCode, Inject, Post, Put, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type ChangePassword,
  type ForgotPassword,
  type Login,
  type Register,
  type ResetPassword,
} from '@stave/contracts';
import { APP_CONFIG, AllowSuspended, CurrentUser, Public, ZodPipe, clientAddress, type AuthUser } from '@stave/platform';
import type { IdentityEnv } from '../config';
import { AuthService } from './auth.service';

@Controller('api')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
  ) {}

  @Post('register')
  @Public()
  register(@Body(new ZodPipe(RegisterSchema)) body: Register, @Req() request: FastifyRequest) {
    return this.auth.register(body, this.signInContext(request));
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  login(@Body(new ZodPipe(LoginSchema)) body: Login, @Req() request: FastifyRequest) {
    return this.auth.login(body, this.signInContext(request));
  }

  @Post('logout')
  @AllowSuspended()
  @HttpCode(200)
  logout(@CurrentUser() user: AuthUser) {
    return this.auth.logout(user);
  }

  @Post('forgot-password')
  @Public()
  @HttpCode(200)
  forgotPassword(@Body(new ZodPipe(ForgotPasswordSchema)) body: ForgotPassword) {
    return this.auth.forgotPassword(body.email);
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  resetPassword(@Body(new ZodPipe(ResetPasswordSchema)) body: ResetPassword) {
    return this.auth.resetPassword(body);
  }

  @Put('user/password')
  changePassword(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ChangePasswordSchema)) body: ChangePassword) {
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
