import { Injectable } from '@nestjs/common';
import type { ProfileItemTable } from './profile-item.tables';
import { ProfileItemsRepository, type ProfileItemRow } from './profile-items.repository';
import { Database, type Transaction } from '@stave/platform';

// What a section does about files its entries point at (the portfolio's uploaded images).
export interface ItemFiles {
  // In the write's transaction, before it: refuse a value that points at a file the member may not use.
  checkNew(tx: Transaction, ownerId: number, values: Record<string, unknown>, current: ProfileItemRow | null): Promise<void>;
  // In the transaction, after the entry changed (`after`) or went (null): the files `before` used
  // that nothing uses now. They are passed to discard() once the transaction has committed.
  release(tx: Transaction, ownerId: number, before: ProfileItemRow, after: ProfileItemRow | null): Promise<string[]>;
  discard(paths: string[]): Promise<void>;
}

// Experience and education entries point at no files.
@Injectable()
export class NoItemFiles implements ItemFiles {
  async checkNew(): Promise<void> {}
  async release(): Promise<string[]> {
    return [];
  }
  async discard(): Promise<void> {}
}

// Writes of one section, each in a transaction with its file bookkeeping; files an entry no
// longer uses are removed only after the commit.
export class ProfileItemsService {
  private readonly items: ProfileItemsRepository;

  constructor(
    private readonly database: Database,
    def: ProfileItemTable,
    private readonly files: ItemFiles,
  ) {
    this.items = new ProfileItemsRepository(def);
  }

  listByUser(userId: number): Promise<ProfileItemRow[]> {
    return this.items.listByUser(this.database.pool, userId);
  }

  create(ownerId: number, values: Record<string, unknown>): Promise<ProfileItemRow> {
    return this.database.transaction(async (tx) => {
      await this.files.checkNew(tx, ownerId, values, null);
      return this.items.insert(tx, ownerId, values);
    });
  }

  update(id: number, ownerId: number, values: Record<string, unknown>): Promise<ProfileItemRow | null> {
    return this.writeThenDiscard(async (tx) => {
      const current = await this.items.findForOwner(tx, id, ownerId, { forUpdate: true });
      if (!current) return { result: null, released: [] };
      await this.files.checkNew(tx, ownerId, values, current);
      const updated = await this.items.updateForOwner(tx, id, ownerId, values);
      return { result: updated, released: updated ? await this.files.release(tx, ownerId, current, updated) : [] };
    });
  }

  // False when the owner has no such entry.
  remove(id: number, ownerId: number): Promise<boolean> {
    return this.writeThenDiscard(async (tx) => {
      const deleted = await this.items.deleteForOwner(tx, id, ownerId);
      return { result: deleted !== null, released: deleted ? await this.files.release(tx, ownerId, deleted, null) : [] };
    });
  }

  private async writeThenDiscard<T>(work: (tx: Transaction) => Promise<{ result: T; released: string[] }>): Promise<T> {
    const { result, released } = await this.database.transaction(work);
    await this.files.discard(released);
    return result;
  }
}
