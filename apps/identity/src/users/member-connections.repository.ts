import { Injectable } from '@nestjs/common';
import { type Transaction } from '@stave/platform';

@Injectable()
export class MemberConnectionsRepository {
  // Holds both members' rows (in id order, so two events of one member never deadlock) before their
  // counts are recounted: a recount that ran beside another one for the same member could otherwise
  // write a count read before the other committed.
  async lockMembers(tx: Transaction, ids: number[]): Promise<void> {
    await tx.query(`SELECT id FROM users WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
  }

  // Records the pair's state as of `requestId` in both directions, unless a newer request's state is
  // already there. A removal wins over the acceptance of the same request (it can only follow it).
  async record(tx: Transaction, a: number, b: number, requestId: number, connected: boolean): Promise<void> {
    await tx.query(
      `INSERT INTO member_connections (member_id, other_id, request_id, connected) VALUES ($1, $2, $3, $4), ($2, $1, $3, $4)
       ON CONFLICT (member_id, other_id) DO UPDATE SET request_id = excluded.request_id, connected = excluded.connected
        WHERE member_connections.request_id < excluded.request_id OR (member_connections.request_id = excluded.request_id AND NOT excluded.connected)`,
      [a, b, requestId, connected],
    );
  }

  // connection_count is always the number of rows that say connected: nothing is added or taken
  // away blindly, so a redelivered or reordered event cannot move it off the truth.
  async recount(tx: Transaction, ids: number[]): Promise<void> {
    await tx.query(
      `UPDATE users u SET connection_count = (SELECT count(*)::int FROM member_connections c WHERE c.member_id = u.id AND c.connected)
        WHERE u.id = ANY($1)`,
      [ids],
    );
  }
}
