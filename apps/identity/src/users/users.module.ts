import { Module } from '@nestjs/common';
import { AuthController } from '../auth/auth.controller';
import { AuthService } from '../auth/auth.service';
import { PasswordHasher } from '../auth/password-hasher';
import { PasswordResetsRepository } from '../auth/password-resets.repository';
import { KeysModule } from '../keys/keys.module';
import { Mailer } from '../mail/mailer';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountController } from './account.controller';
import { ProfileImagesService } from './profile-images.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

// Accounts: sign-up, sign-in, sessions, password reset, profiles and their images.
@Module({
  imports: [KeysModule, UploadsModule],
  controllers: [AuthController, AccountController, UsersController],
  providers: [UsersRepository, UsersService, AuthService, PasswordHasher, PasswordResetsRepository, Mailer, ProfileImagesService],
  exports: [UsersRepository],
})
export class UsersModule {}
