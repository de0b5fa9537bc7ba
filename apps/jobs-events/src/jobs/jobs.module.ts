import { Module } from '@nestjs/common';
import { CountsController } from './counts.controller';

@Module({ controllers: [CountsController] })
export class JobsModule {}
