import { Injectable } from '@nestjs/common';
import type { Connection, ConnectionRequest, MemberCard } from '@stave/contracts';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';
import { neitherBlockedSql } from '@stave/domain';
import { memberCardJson } from './member-card.sql';

interface RequestRow {
  id: number;
  senderId: number;
  receiverId: number;
  status: ConnectionRequest['status'];
  message: string | null;
  createdAt: Date;
  updatedAt: Date;
  sender: MemberCard;
  receiver: MemberCard;
}

const REQUEST_SELECT = `
  SELECT r.id, r.sender_id AS "senderId", r.receiver_id AS "receiverId", r.status, r.message,
         r.created_at AS "createdAt", r.updated_at AS "updatedAt",
         ${memberCardJson('s', 'r.sender_id')} AS sender, ${memberCardJson('v', 'r.receiver_id')} AS receiver
    FROM connection_requests r
    LEFT JOIN user_summaries s ON s.id = r.sender_id
    LEFT JOIN user_summaries v ON v.id = r.receiver_id`;

export function toRequestView(row: RequestRow): ConnectionRequest {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

@Injectable()
export class ConnectionsRepository {
  constructor(private readonly database: Database) {}

  async insertRequest(tx: Transaction, senderId: number, receiverId: number, message: string | null): Promise<number> {
    const row = await queryOne<{ id: number }>(tx, `INSERT INTO connection_requests (sender_id, receiver_id, message) VALUES ($1, $2, $3) RETURNING id`, [
      senderId,
      receiverId,
      message,
    ]);
    return row!.id;
  }

  async request(id: number, db: Queryable = this.database.pool): Promise<ConnectionRequest | null> {
    const row = await queryOne<RequestRow>(db, `${REQUEST_SELECT} WHERE r.id = $1`, [id]);
    return row ? toRequestView(row) : null;
  }

  // Serialises requests between two members, whichever way round, until the transaction ends: of
  // two members asking each other at once, the second sees the first's request (and accepts it).
  async lockPair(tx: Transaction, a: number, b: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`social:connection:${Math.min(a, b)}:${Math.max(a, b)}`]);
  }

  // The pair's open request, row-locked so an accept, decline or withdraw of it waits for us (and
  // then finds it answered) instead of answering it at the same time.
  async pendingBetween(tx: Transaction, a: number, b: number): Promise<{ id: number; senderId: number } | null> {
    return queryOne(
      tx,
      `SELECT id, sender_id AS "senderId" FROM connection_requests
        WHERE status = 'pending' AND least(sender_id, receiver_id) = least($1::int, $2::int) AND greatest(sender_id, receiver_id) = greatest($1::int, $2::int)
        FOR UPDATE`,
      [a, b],
    );
  }

  // The accepted request that made the pair's current connection: the newest accepted one (a pair
  // reconnects only through a new request).
  async acceptedRequestBetween(tx: Transaction, a: number, b: number): Promise<number | null> {
    const row = await queryOne<{ id: number | null }>(
      tx,
      `SELECT max(id) AS id FROM connection_requests
        WHERE status = 'accepted' AND ((sender_id = $1 AND receiver_id = $2) OR (sender_id = $2 AND receiver_id = $1))`,
      [a, b],
    );
    return row?.id ?? null;
  }

  // Pending requests, but those between members either of whom has blocked the other since.
  async pending(memberId: number, side: 'sent' | 'received'): Promise<ConnectionRequest[]> {
    const column = side === 'sent' ? 'r.sender_id' : 'r.receiver_id';
    const rows = await queryRows<RequestRow>(
      this.database.pool,
      `${REQUEST_SELECT} WHERE ${column} = $1 AND r.status = 'pending' AND ${neitherBlockedSql('r.sender_id', 'r.receiver_id')} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
      [memberId],
    );
    return rows.map(toRequestView);
  }

  // Only the receiver can answer, only while pending: anyone else's id matches nothing (404).
  async answer(tx: Transaction, requestId: number, receiverId: number, status: 'accepted' | 'rejected'): Promise<{ senderId: number } | null> {
    return queryOne(
      tx,
      `UPDATE connection_requests SET status = $3, updated_at = now()
        WHERE id = $1 AND receiver_id = $2 AND status = 'pending' RETURNING sender_id AS "senderId"`,
      [requestId, receiverId, status],
    );
  }

  // The withdrawn request's receiver, or null when it was not this sender's open request.
  async withdraw(tx: Transaction, requestId: number, senderId: number): Promise<{ receiverId: number } | null> {
    return queryOne(tx, `DELETE FROM connection_requests WHERE id = $1 AND sender_id = $2 AND status = 'pending' RETURNING receiver_id AS "receiverId"`, [
      requestId,
      senderId,
    ]);
  }

  async connect(tx: Transaction, a: number, b: number): Promise<void> {
    await tx.query(`INSERT INTO connections (user_id, other_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`, [a, b]);
  }

  async disconnect(tx: Transaction, a: number, b: number): Promise<boolean> {
    return (await queryRows(tx, `DELETE FROM connections WHERE (user_id, other_id) IN (($1, $2), ($2, $1)) RETURNING user_id`, [a, b])).length > 0;
  }

  async areConnected(a: number, b: number, db: Queryable = this.database.pool): Promise<boolean> {
    return (await queryRows(db, `SELECT 1 FROM connections WHERE user_id = $1 AND other_id = $2`, [a, b])).length > 0;
  }

  async connectionsOf(memberId: number): Promise<Connection[]> {
    const rows = await queryRows<{ card: MemberCard; connectedAt: Date }>(
      this.database.pool,
      `SELECT ${memberCardJson('u', 'c.other_id')} AS card, c.created_at AS "connectedAt"
         FROM connections c LEFT JOIN user_summaries u ON u.id = c.other_id
        WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.other_id DESC LIMIT 1000`,
      [memberId],
    );
    return rows.map((row) => ({ ...row.card, connectedAt: row.connectedAt.toISOString() }));
  }

  async countConnections(memberId: number, db: Queryable = this.database.pool): Promise<number> {
    return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM connections WHERE user_id = $1`, [memberId]))!.n;
  }

  async networkStats(memberId: number): Promise<{ connections: number; following: number; followers: number }> {
    return (await queryOne(
      this.database.pool,
      `SELECT (SELECT count(*)::int FROM connections WHERE user_id = $1) AS connections,
              (SELECT count(*)::int FROM user_follows WHERE follower_id = $1) AS following,
              (SELECT count(*)::int FROM user_follows WHERE following_id = $1) AS followers`,
      [memberId],
    ))!;
  }
}
