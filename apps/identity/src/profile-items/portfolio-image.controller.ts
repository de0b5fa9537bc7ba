import { Controller, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDENTITY, PROFILE_IMAGE_MAX_BYTES } from '@stave/contracts';
import { Route, CurrentUser, readSingleFile, type AuthUser } from '@stave/platform';
import { PortfolioImages } from './portfolio-images.service';

@Controller()
export class PortfolioImageController {
  constructor(private readonly images: PortfolioImages) {}

  // 201 {imageUrl}: the /uploads/ path to send as a portfolio item's image.
  @Route(IDENTITY.portfolioImage)
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.images.upload(user.id, await readSingleFile(request, 'image', PROFILE_IMAGE_MAX_BYTES));
  }
}
