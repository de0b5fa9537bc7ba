import { Injectable } from '@nestjs/common';
import type { Category } from '@stave/contracts';
import type { Queryable } from '@stave/platform';
import { CategoriesRepository } from './categories.repository';

@Injectable()
export class CategoriesService {
  constructor(private readonly categories: CategoriesRepository) {}

  // A top-level category counts its children's listings with its own.
  async list(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([this.categories.all(), this.categories.activeCounts()]);
    const own = (id: number) => counts.get(id) ?? 0;
    return rows.map((row) => ({
      ...row,
      listingCount:
        own(row.id) + (row.parentId === null ? rows.filter((child) => child.parentId === row.id).reduce((sum, child) => sum + own(child.id), 0) : 0),
    }));
  }

  // A listing's category is checked in the listing's own transaction (ListingsService).
  exists(db: Queryable, id: number): Promise<boolean> {
    return this.categories.exists(db, id);
  }
}
