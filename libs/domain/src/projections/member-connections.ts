import type { MigrationInterface, QueryRunner } from 'typeorm';
import { queryOne } from '@stave/platform';
import type { Queryable, Transaction } from '@stave/platform';

// Who is connected with whom, as social announces it (`social.connection.accepted/removed.v1`), for
// services that need it (identity counts connections, messaging routes first messages). One row per
// member and direction; `request_id` is the accepted request behind the latest state, so an event
// delivered out of order never undoes a newer one. Identity created the same table under its own
// migration before this one existed.
export class MemberConnections1700000000200 implements MigrationInterface {
  name = 'MemberConnections1700000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_connections (
        member_id integer NOT NULL,
        other_id integer NOT NULL,
        request_id integer NOT NULL,
        connected boolean NOT NULL,
        PRIMARY KEY (member_id, other_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_connections');
  }
}

// Records the pair's state as of `requestId` in both directions, unless a newer request's state is
// already there. A removal wins over the acceptance of the same request (it can only follow it).
export async function recordConnection(tx: Transaction, a: number, b: number, requestId: number, connected: boolean): Promise<void> {
  await tx.query(
    `INSERT INTO member_connections (member_id, other_id, request_id, connected) VALUES ($1, $2, $3, $4), ($2, $1, $3, $4)
     ON CONFLICT (member_id, other_id) DO UPDATE SET request_id = excluded.request_id, connected = excluded.connected
      WHERE member_connections.request_id < excluded.request_id OR (member_connections.request_id = excluded.request_id AND NOT excluded.connected)`,
    [a, b, requestId, connected],
  );
}

export async function areConnected(db: Queryable, a: number, b: number): Promise<boolean> {
  const row = await queryOne<{ connected: boolean }>(db, `SELECT connected FROM member_connections WHERE member_id = $1 AND other_id = $2`, [a, b]);
  return row?.connected ?? false;
}
