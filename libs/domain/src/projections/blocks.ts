import type { MigrationInterface, QueryRunner } from 'typeorm';
import { queryRows } from '@stave/platform';
import type { Queryable, Transaction } from '@stave/platform';

// Who has blocked whom, as messaging announces it (`messaging.member.blocked/unblocked.v1`), for
// services that must leave blocked members out (social's matching and promoted posts). One row per
// blocker and blocked member; `changed_at` is the time of the state it holds, so an older event
// that arrives late never undoes a newer one. A lifted block stays as a row with `blocked` false
// for the same reason.
export class Blocks1734500000000 implements MigrationInterface {
  name = 'Blocks1734500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE blocks (
        blocker_id integer NOT NULL,
        blocked_id integer NOT NULL,
        blocked boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    // "Has anyone blocked this member?" is asked from the other side too.
    await queryRunner.query(`CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id) WHERE blocked`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE blocks');
  }
}

// True when the event was newer than what the row held, so the state is now the event's (a consumer acts on the
// change only then: a late, older event must not undo what a newer one did).
export async function recordBlock(tx: Transaction, blockerId: number, blockedId: number, blocked: boolean, at: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    `INSERT INTO blocks (blocker_id, blocked_id, blocked, changed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (blocker_id, blocked_id) DO UPDATE SET blocked = excluded.blocked, changed_at = excluded.changed_at
      WHERE blocks.changed_at < excluded.changed_at
     RETURNING 1 AS applied`,
    [blockerId, blockedId, blocked, at],
  );
  return rows.length > 0;
}

// A condition for a statement's WHERE: true when neither member (SQL expressions) has blocked the other.
export function neitherBlockedSql(a: string, b: string): string {
  return `NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blocked AND ((bl.blocker_id = ${a} AND bl.blocked_id = ${b}) OR (bl.blocker_id = ${b} AND bl.blocked_id = ${a})))`;
}

// True when either member has blocked the other (a follow, a request or an answer between them is then refused).
export async function blockedBetween(db: Queryable, a: number, b: number): Promise<boolean> {
  return (await queryRows(db, `SELECT 1 WHERE NOT ${neitherBlockedSql('$1::int', '$2::int')}`, [a, b])).length > 0;
}
