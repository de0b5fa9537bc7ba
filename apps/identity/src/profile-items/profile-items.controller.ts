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
} from '@stave/contracts';
import { CurrentUser, DomainError, ZodPipe, type AuthUser } from '@stave/platform';
import { DataSource } from 'typeorm';
import { EDUCATION_TABLE, EXPERIENCE_TABLE, PORTFOLIO_TABLE, type ProfileItemTable } from './profile-item.tables';
import { ProfileItemsRepository } from './profile-items.repository';

const IdParams = new ZodPipe(ProfileItemIdParamsSchema);

// One controller class per section, built from its table description and schemas: POST, list by
// member, PATCH and DELETE by their owner only (anyone else gets the same 404 as a missing id).
function profileItemsController(def: ProfileItemTable, schemas: { create: z.ZodType; update: z.ZodType }): Type {
  @Controller(`api/${def.area}`)
  class ProfileItemsController {
    private readonly items: ProfileItemsRepository;

    constructor(@Inject(DataSource) dataSource: DataSource) {
      this.items = new ProfileItemsRepository(dataSource, def);
    }

    @Post()
    create(@CurrentUser() user: AuthUser, @Body(new ZodPipe(schemas.create)) body: Record<string, unknown>) {
      return this.items.insert(user.id, body);
    }

    @Get('user/:id')
    listByUser(@Param(IdParams) params: { id: number }) {
      return this.items.listByUser(params.id);
    }

    @Patch(':id')
    async update(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }, @Body(new ZodPipe(schemas.update)) body: Record<string, unknown>) {
      return (await this.items.updateForOwner(params.id, user.id, body)) ?? notFound(def);
    }

    @Delete(':id')
    @HttpCode(204)
    async remove(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }): Promise<void> {
      if (!(await this.items.deleteForOwner(params.id, user.id))) notFound(def);
    }
  }
  Object.defineProperty(ProfileItemsController, 'name', { value: `${def.area[0]!.toUpperCase()}${def.area.slice(1)}Controller` });
  return ProfileItemsController;
}

function notFound(def: ProfileItemTable): never {
  throw new DomainError('not_found', def.notFound, 'NOT_FOUND');
}

export const PortfolioController = profileItemsController(PORTFOLIO_TABLE, { create: CreatePortfolioItemSchema, update: UpdatePortfolioItemSchema });
export const ExperienceController = profileItemsController(EXPERIENCE_TABLE, { create: CreateExperienceSchema, update: UpdateExperienceSchema });
export const EducationController = profileItemsController(EDUCATION_TABLE, { create: CreateEducationSchema, update: UpdateEducationSchema });
