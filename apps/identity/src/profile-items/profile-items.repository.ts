import { queryOne, queryRows, type Queryable } from '@stave/platform';
import type { ProfileItemTable } from './profile-item.tables';

export type ProfileItemRow = Record<string, unknown> & { id: number; userId: number };
// Every write is scoped by owner in its WHERE clause, so someone else's id matches no row (404).
// Each method runs on the connection it is given: the data source, or a transaction's manager.
export class ProfileItemsRepository {
  private readonly select: string;

  constructor(private readonly def: ProfileItemTable) {
    const fields = Object.entries(def.columns).map(([field, column]) =>
      def.dates.includes(field) ? `to_char(${column}, 'YYYY-MM-DD') AS "${field}"` : `${column} AS "${field}"`,
    );
    this.select = ['id', 'user_id AS "userId"', ...fields, 'created_at AS "createdAt"'].join(', ');
  }

  async insert(db: Queryable, userId: number, values: Record<string, unknown>): Promise<ProfileItemRow> {
    const fields = Object.keys(this.def.columns);
    const placeholders = fields.map((_, index) => `$${index + 2}`);
    const row = await queryOne<ProfileItemRow>(
      db,
      `INSERT INTO ${this.def.table} (user_id, ${fields.map((field) => this.def.columns[field]).join(', ')})
       VALUES ($1, ${placeholders.join(', ')}) RETURNING ${this.select}`,
      [userId, ...fields.map((field) => values[field] ?? null)],
    );
    return row!;
  }

  async listByUser(db: Queryable, userId: number): Promise<ProfileItemRow[]> {
    const order = this.def.dates.map((field) => `${this.def.columns[field]} DESC NULLS FIRST`).join(', ');
    return queryRows<ProfileItemRow>(db, `SELECT ${this.select} FROM ${this.def.table} WHERE user_id = $1 ORDER BY ${order}, id DESC`, [userId]);
  }

  // `forUpdate` locks the row until the transaction ends (read, then write from what was read).
  async findForOwner(db: Queryable, id: number, ownerId: number, options: { forUpdate?: boolean } = {}): Promise<ProfileItemRow | null> {
    return queryOne<ProfileItemRow>(
      db,
      `SELECT ${this.select} FROM ${this.def.table} WHERE id = $1 AND user_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [id, ownerId],
    );
  }

  async updateForOwner(db: Queryable, id: number, ownerId: number, values: Record<string, unknown>): Promise<ProfileItemRow | null> {
    const fields = Object.keys(values).filter((field) => Object.hasOwn(this.def.columns, field) && values[field] !== undefined);
    if (fields.length === 0) return this.findForOwner(db, id, ownerId);
    const assignments = fields.map((field, index) => `${this.def.columns[field]} = $${index + 3}`);
    return queryOne<ProfileItemRow>(db, `UPDATE ${this.def.table} SET ${assignments.join(', ')} WHERE id = $1 AND user_id = $2 RETURNING ${this.select}`, [
      id,
      ownerId,
      ...fields.map((field) => values[field]),
    ]);
  }

  // The row as it was, or null when the owner has no such entry.
  async deleteForOwner(db: Queryable, id: number, ownerId: number): Promise<ProfileItemRow | null> {
    return queryOne<ProfileItemRow>(db, `DELETE FROM ${this.def.table} WHERE id = $1 AND user_id = $2 RETURNING ${this.select}`, [id, ownerId]);
  }
}
