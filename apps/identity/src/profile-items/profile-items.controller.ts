import { Body, Controller, HttpCode, Inject, Param, type Type } from '@nestjs/common';
import { CommonErrorCode, IDENTITY } from '@stave/contracts';
import { CurrentUser, Route, type AuthUser, domainError, Database } from '@stave/platform';
import { PortfolioImages } from './portfolio-images.service';
import { EDUCATION_TABLE, EXPERIENCE_TABLE, PORTFOLIO_TABLE, type ProfileItemTable } from './profile-item.tables';
import { NoItemFiles, ProfileItemsService, type ItemFiles } from './profile-items.service';

// One controller class per section, built from its table description, its routes (IDENTITY.portfolio) and what its entries
// do with files: POST, list by member, PATCH and DELETE by their owner only (anyone else gets the
// same 404 as a missing id).
function profileItemsController(def: ProfileItemTable, routes: typeof IDENTITY.portfolio, files: Type<ItemFiles> = NoItemFiles): Type {
  @Controller()
  class ProfileItemsController {
    private readonly items: ProfileItemsService;

    constructor(@Inject(Database) database: Database, @Inject(files) itemFiles: ItemFiles) {
      this.items = new ProfileItemsService(database, def, itemFiles);
    }

    @Route(routes.create)
    create(@CurrentUser() user: AuthUser, @Body() body: Record<string, unknown>) {
      return this.items.create(user.id, body);
    }

    @Route(routes.listByUser)
    listByUser(@Param() params: { id: number }) {
      return this.items.listByUser(params.id);
    }

    @Route(routes.update)
    async update(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: Record<string, unknown>) {
      return (await this.items.update(params.id, user.id, body)) ?? notFound(def);
    }

    @Route(routes.remove)
    @HttpCode(204)
    async remove(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
      if (!(await this.items.remove(params.id, user.id))) notFound(def);
    }
  }
  Object.defineProperty(ProfileItemsController, 'name', { value: `${def.area[0]!.toUpperCase()}${def.area.slice(1)}Controller` });
  return ProfileItemsController;
}

function notFound(def: ProfileItemTable): never {
  throw domainError(CommonErrorCode.NotFound, { message: def.notFound });
}

export const PortfolioController = profileItemsController(PORTFOLIO_TABLE, IDENTITY.portfolio, PortfolioImages);
export const ExperienceController = profileItemsController(EXPERIENCE_TABLE, IDENTITY.experience);
export const EducationController = profileItemsController(EDUCATION_TABLE, IDENTITY.education);
