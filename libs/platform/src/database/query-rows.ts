import type { DataSource } from 'typeorm';
import type { Queryable } from './transaction';

// TypeORM answers UPDATE/DELETE ... RETURNING with `[rows, rowCount]` and everything else with
// `rows`; repositories want rows either way. Rows are objects, never arrays, so the shapes can't mix.
export async function queryRows<T = Record<string, unknown>>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (!Array.isArray(result)) return [];
  if (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

export async function queryOne<T = Record<string, unknown>>(db: Queryable, sql: string, params: unknown[] = []): Promise<T | null> {
  const [row] = await queryRows<T>(db, sql, params);
  return row ?? null;
}

// Postgres unique_violation, with the index that refused the row.
export function uniqueViolation(error: unknown): string | null {
  const candidate = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const source = candidate?.driverError ?? candidate;
  return source?.code === '23505' ? (source.constraint ?? 'unknown') : null;
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

// Hot reads as named prepared statements on the DataSource's own pg pool: each connection plans
// the statement once and reuses the plan (TypeORM's query() sends unnamed statements, re-planned
// on every call, which cost more than executing a feed page). `name` must be unique per SQL text.
export async function preparedRows<T>(dataSource: DataSource, name: string, sql: string, params: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (!pool) return queryRows<T>(dataSource, sql, params);
  const result = await pool.query({ name, text: sql, values: params });
  return result.rows as T[];
}
