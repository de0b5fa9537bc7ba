import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { PortfolioImageController } from './portfolio-image.controller';
import { PortfolioImages } from './portfolio-images.service';
import { PortfolioUploadsRepository } from './portfolio-uploads.repository';
import { EducationController, ExperienceController, PortfolioController } from './profile-items.controller';
import { NoItemFiles } from './profile-items.service';

@Module({
  imports: [UploadsModule],
  controllers: [PortfolioImageController, PortfolioController, ExperienceController, EducationController],
  providers: [PortfolioImages, PortfolioUploadsRepository, NoItemFiles],
})
export class ProfileItemsModule {}
