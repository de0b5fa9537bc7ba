import { Injectable } from '@nestjs/common';
import type { AdvertisingInquiriesQuery, AdvertisingTier, InquiryStatus } from '@stave/contracts';
import { Database, placeholders, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface NewInquiry {
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  interestedIn: AdvertisingTier;
  message: string;
  clientAddress: string;
}

export interface InquiryRow {
  id: number;
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  interestedIn: AdvertisingTier;
  message: string;
  status: InquiryStatus;
  createdAt: Date;
  processedAt: Date | null;
  assignedTo: { id: number; name: string; username: string } | null;
}

export interface StaffMember {
  id: number;
  name: string;
  username: string;
}

// The assignee's name comes from the account now, so a renamed staff member shows as they are called today.
const INQUIRY_SELECT = `
  SELECT i.id, i.company_name AS "companyName", i.contact_name AS "contactName", i.email, i.phone, i.interested_in AS "interestedIn",
         i.message, i.status, i.created_at AS "createdAt", i.processed_at AS "processedAt",
         CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name, 'username', u.username) END AS "assignedTo"
    FROM advertising_inquiries i LEFT JOIN users u ON u.id = i.assigned_to`;

// The 'Advertise with Stave' inquiries and the staff queue over them.
@Injectable()
export class AdvertisingRepository {
  constructor(private readonly database: Database) {}

  async insert(inquiry: NewInquiry): Promise<number> {
    const row = await queryOne<{ id: number }>(
      this.database.pool,
      `INSERT INTO advertising_inquiries (company_name, contact_name, email, phone, interested_in, message, client_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [inquiry.companyName, inquiry.contactName, inquiry.email, inquiry.phone, inquiry.interestedIn, inquiry.message, inquiry.clientAddress],
    );
    return row!.id;
  }

  // The same text from the same address within the last day: someone pressing send again, or a bot.
  async sentRecently(clientAddress: string, message: string): Promise<boolean> {
    const row = await queryOne(
      this.database.pool,
      `SELECT 1 FROM advertising_inquiries WHERE client_address = $1 AND created_at > now() - interval '1 day' AND message = $2 LIMIT 1`,
      [clientAddress, message],
    );
    return row !== null;
  }

  async list(query: AdvertisingInquiriesQuery): Promise<{ rows: InquiryRow[]; total: number; counts: Array<{ status: InquiryStatus; n: number }> }> {
    const { params, param } = placeholders();
    const where = query.status ? `WHERE i.status = ${param(query.status)}` : '';
    const filter = [...params];
    const [rows, counts] = await Promise.all([
      queryRows<InquiryRow>(
        this.database.pool,
        `${INQUIRY_SELECT} ${where} ORDER BY i.created_at DESC, i.id DESC LIMIT ${param(query.limit)} OFFSET ${param((query.page - 1) * query.limit)}`,
        params,
      ),
      queryRows<{ status: InquiryStatus; n: number }>(this.database.pool, `SELECT status, count(*)::int AS n FROM advertising_inquiries GROUP BY status`),
    ]);
    // The tab's total is its status's count: no second scan for it.
    const total = query.status ? (counts.find((count) => count.status === filter[0])?.n ?? 0) : counts.reduce((sum, count) => sum + count.n, 0);
    return { rows, total, counts };
  }

  find(db: Queryable, id: number): Promise<InquiryRow | null> {
    return queryOne<InquiryRow>(db, `${INQUIRY_SELECT} WHERE i.id = $1`, [id]);
  }

  // Held until the change commits, so an erasure cannot take the member away between the check and the update.
  async lockMember(tx: Transaction, memberId: number): Promise<boolean> {
    return (await queryOne(tx, `SELECT 1 FROM users WHERE id = $1 FOR KEY SHARE`, [memberId])) !== null;
  }

  // `status` and `assignedTo` undefined: left as they are. The first status other than 'new' stamps processed_at.
  async update(tx: Transaction, id: number, change: { status?: InquiryStatus; assignedTo?: number | null }): Promise<boolean> {
    const row = await queryOne(
      tx,
      `UPDATE advertising_inquiries
          SET status = coalesce($2::text, status),
              assigned_to = CASE WHEN $3::boolean THEN $4::integer ELSE assigned_to END,
              processed_at = coalesce(processed_at, CASE WHEN coalesce($2::text, status) <> 'new' THEN now() END)
        WHERE id = $1 RETURNING 1`,
      [id, change.status ?? null, change.assignedTo !== undefined, change.assignedTo ?? null],
    );
    return row !== null;
  }

  // The named staff who have an account, by name.
  staff(ids: number[]): Promise<StaffMember[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<StaffMember>(this.database.pool, `SELECT id, name, username FROM users WHERE id = ANY($1::int[]) ORDER BY name, id`, [ids]);
  }

  // Retention (docs/advertising.md): the address goes after `addressDays`, the inquiry after `keepDays`.
  async sweep(addressDays: number, keepDays: number): Promise<{ forgotten: number; deleted: number }> {
    const forgotten = await queryOne<{ n: number }>(
      this.database.pool,
      `WITH forgotten AS (
         UPDATE advertising_inquiries SET client_address = NULL
          WHERE client_address IS NOT NULL AND created_at < now() - make_interval(days => $1) RETURNING 1)
       SELECT count(*)::int AS n FROM forgotten`,
      [addressDays],
    );
    const deleted = await queryOne<{ n: number }>(
      this.database.pool,
      `WITH deleted AS (DELETE FROM advertising_inquiries WHERE created_at < now() - make_interval(days => $1) RETURNING 1)
       SELECT count(*)::int AS n FROM deleted`,
      [keepDays],
    );
    return { forgotten: forgotten?.n ?? 0, deleted: deleted?.n ?? 0 };
  }
}
