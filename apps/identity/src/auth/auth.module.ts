import { Module } from '@nestjs/common';
import { KeysModule } from '../keys/keys.module';
import { MailModule } from '../mail/mail.module';
import { ModerationModule } from '../moderation/moderation.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetsRepository } from './password-resets.repository';

// Sessions: sign-up, sign-in (with its limits and, when on, the second factor), sign-out, forgotten passwords.
@Module({
  imports: [UsersModule, KeysModule, MailModule, TwoFactorModule, SessionsModule, ModerationModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetsRepository],
})
export class AuthModule {}
