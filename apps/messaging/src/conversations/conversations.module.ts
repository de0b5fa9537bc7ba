import { Module } from '@nestjs/common';
import { UnreadController } from './unread.controller';

@Module({ controllers: [UnreadController] })
export class ConversationsModule {}
