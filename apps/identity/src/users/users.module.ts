import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountController } from './account.controller';
import { ConnectionCountsService } from './connection-counts.service';
import { ConnectionAcceptedConsumer } from './consumers/connection-accepted.consumer';
import { ConnectionRemovedConsumer } from './consumers/connection-removed.consumer';
import { SubscriptionChangedConsumer } from './consumers/subscription-changed.consumer';
import { MemberConnectionsRepository } from './member-connections.repository';
import { PasswordHasher } from './password-hasher';
import { ProfileImagesService } from './profile-images.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

// Accounts and profiles: the member directory, one's own account, profile pictures, passwords;
// connectionCount from social's connection events; the plan (tier, expiry, trial, badges) from billing's.
@Module({
  imports: [UploadsModule, SessionsModule, MailModule],
  controllers: [AccountController, UsersController],
  providers: [
    UsersRepository,
    UsersService,
    PasswordHasher,
    ProfileImagesService,
    MemberConnectionsRepository,
    ConnectionCountsService,
    ConnectionAcceptedConsumer,
    ConnectionRemovedConsumer,
    SubscriptionChangedConsumer,
  ],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
