import { Controller, Get } from '@nestjs/common';
import { Public } from '@stave/platform';
import { CategoriesService } from './categories.service';

@Controller('api/marketplace/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  // Spec §6: visitors browse categories too.
  @Get()
  @Public()
  list() {
    return this.categories.list();
  }
}
