import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, type Type } from '@nestjs/common';
import type { z } from 'zod';
import {
  CreateEducationSchema,
  CreateExperienceSchema,
  CreatePortfolioItemSchema,
  ProfileItemIdParamsSchema,
  UpdateEducationSchema,
  UpdateExperienceSchema,
  UpdatePortfolioItemSchema,
  CommonErrorCode,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser, domainError, Database } from '@stave/platform';
import { PortfolioImages } from './portfolio-images.service';
import { EDUCATION_TABLE, EXPERIENCE_TABLE, PORTFOLIO_TABLE, type ProfileItemTable } from './profile-item.tables';
import { NoItemFiles, ProfileItemsService, type ItemFiles } from './profile-items.service';

const IdParams = new ZodPipe(ProfileItemIdParamsSchema);

// One controller class per section, built from its table description, schemas and what its entries
// do with files: POST, list by member, PATCH and DELETE by their owner only (anyone else gets the
// same 404 as a missing id).
function profileItemsController(def: ProfileItemTable, schemas: { create: z.ZodType; update: z.ZodType }, files: Type<ItemFiles> = NoItemFiles): Type {
  @Controller(`api/${def.area}`)
  class ProfileItemsController {
    private readonly items: ProfileItemsService;

    constructor(@Inject(Database) database: Database, @Inject(files) itemFiles: ItemFiles) {
      this.items = new ProfileItemsService(database, def, itemFiles);
    }

    @Post()
    create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(schemas.create)) body: Record<string, unknown>) {
      return this.items.create(user.id, body);
    }

    @Get('user/:id')
    listByUser(@Param(IdParams) params: { id: number }) {
      return this.items.listByUser(params.id);
    }

    @Patch(':id')
    async update(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }, @Body(new ZodPipe(schemas.update)) body: Record<string, unknown>) {
      return (await this.items.update(params.id, user.id, body)) ?? notFound(def);
    }

    @Delete(':id')
    @HttpCode(204)
    async remove(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }): Promise<void> {
      if (!(await this.items.remove(params.id, user.id))) notFound(def);
    }
  }
  Object.defineProperty(ProfileItemsController, 'name', { value: `${def.area[0]!.toUpperCase()}${def.area.slice(1)}Controller` });
  return ProfileItemsController;
}

function notFound(def: ProfileItemTable): never {
  throw domainError(CommonErrorCode.NotFound, { message: def.notFound });
}

export const PortfolioController = profileItemsController(
  PORTFOLIO_TABLE,
  { create: CreatePortfolioItemSchema, update: UpdatePortfolioItemSchema },
  PortfolioImages,
);
export const ExperienceController = profileItemsController(EXPERIENCE_TABLE, { create: CreateExperienceSchema, update: UpdateExperienceSchema });
export const EducationController = profileItemsController(EDUCATION_TABLE, { create: CreateEducationSchema, update: UpdateEducationSchema });
