import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { preparedRows } from './query-rows';

// What SQL runs on. Services and repositories name these platform types, never TypeORM's: the ORM
// stays behind `Database` (immich swapped its ORM behind repositories the same way).
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

declare const transactionBrand: unique symbol;
// An open transaction: what a write, an outbox event and an inbox row take, so they commit together.
// Branded, so the pool cannot be passed where a transaction is required.
export interface Transaction extends Queryable {
  readonly [transactionBrand]: true;
}

@Injectable()
export class Database {
  constructor(private readonly dataSource: DataSource) {}

  // The work's statements commit together, or none do (the callback's error rolls back and rethrows).
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(asTransaction(manager)));
  }

  // Single statements outside a transaction: reads, and writes that stand alone.
  get pool(): Queryable {
    return this.dataSource;
  }

  // A hot read as a named prepared statement (planned once per connection; query-rows.ts).
  prepared<T>(name: string, sql: string, params: unknown[]): Promise<T[]> {
    return preparedRows<T>(this.dataSource, name, sql, params);
  }
}

// The platform's own wiring (the event consumer, tests) hands a TypeORM transaction on as ours.
export function asTransaction(manager: EntityManager): Transaction {
  return manager as unknown as Transaction;
}

export function isOpenTransaction(tx: Queryable): boolean {
  return Boolean((tx as Partial<EntityManager>).queryRunner?.isTransactionActive);
}
