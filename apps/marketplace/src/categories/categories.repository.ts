import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable } from '@stave/platform';

export interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
  icon: string | null;
  parentId: number | null;
}

// The only file that reads equipment_categories in SQL.
@Injectable()
export class CategoriesRepository {
  constructor(private readonly db: Database) {}

  // Top level in order, each followed by its children in order.
  all(): Promise<CategoryRow[]> {
    return queryRows<CategoryRow>(
      this.db.pool,
      `SELECT c.id, c.name, c.description, c.icon, c.parent_id AS "parentId"
         FROM equipment_categories c LEFT JOIN equipment_categories p ON p.id = c.parent_id
        ORDER BY coalesce(p.position, c.position), c.parent_id NULLS FIRST, c.position`,
    );
  }

  // Active listings per category (its own, not its children's).
  async activeCounts(): Promise<Map<number, number>> {
    const rows = await queryRows<{ categoryId: number; count: number }>(
      this.db.pool,
      `SELECT category_id AS "categoryId", count(*)::int AS count FROM equipment_listings WHERE status = 'active' GROUP BY category_id`,
    );
    return new Map(rows.map((row) => [row.categoryId, row.count]));
  }

  async exists(db: Queryable, id: number): Promise<boolean> {
    return (await queryOne(db, `SELECT 1 FROM equipment_categories WHERE id = $1`, [id])) !== null;
  }
}
