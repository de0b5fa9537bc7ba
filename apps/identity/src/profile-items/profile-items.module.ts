import { Module } from '@nestjs/common';
import { EducationController, ExperienceController, PortfolioController } from './profile-items.controller';

@Module({ controllers: [PortfolioController, ExperienceController, EducationController] })
export class ProfileItemsModule {}
