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
