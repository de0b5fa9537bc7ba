import { Module } from '@nestjs/common';
import { PrivacyRepository } from './privacy.repository';

// What MemberDataModule's MessagingMemberData needs (app.module registers it).
@Module({ providers: [PrivacyRepository], exports: [PrivacyRepository] })
export class PrivacyModule {}
