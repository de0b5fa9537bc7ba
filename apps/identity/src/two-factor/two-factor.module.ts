import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';

// Two-factor sign-in: enrolment, recovery codes, and the code check AuthService asks at sign-in.
@Module({
  imports: [UsersModule, MailModule],
  controllers: [TwoFactorController],
  providers: [TwoFactorService, TwoFactorRepository],
  exports: [TwoFactorService],
})
export class TwoFactorModule {}
