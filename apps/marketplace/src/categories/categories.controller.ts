import { Controller } from '@nestjs/common';
import { Route } from '@stave/platform';
import { CategoriesService } from './categories.service';
import { MARKETPLACE } from '@stave/contracts';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  // Visitors browse categories too.
  @Route(MARKETPLACE.categories)
  list() {
    return this.categories.list();
  }
}
