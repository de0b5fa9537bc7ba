import type { MigrationInterface, QueryRunner } from 'typeorm';

// 'Advertise with Stave' (advertising_inquiries; docs/advertising.md). An inquiry is a company's,
// not a member's: it outlives nobody's account, and a staff member's erasure only takes their name off it
// (assigned_to ON DELETE SET NULL). client_address is what the per-address limit and the duplicate check saw; the
// daily sweep forgets it after 30 days and deletes the inquiry after two years.
export class AdvertisingInquiries1736300000000 implements MigrationInterface {
  name = 'AdvertisingInquiries1736300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE advertising_inquiries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        company_name text NOT NULL,
        contact_name text NOT NULL,
        email text NOT NULL,
        phone text,
        interested_in text NOT NULL CHECK (interested_in IN ('Basic', 'Premium', 'Business', 'Custom')),
        message text NOT NULL,
        status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
        created_at timestamptz NOT NULL DEFAULT now(),
        -- When the team first moved it on from 'new'; never reset.
        processed_at timestamptz,
        assigned_to integer REFERENCES users (id) ON DELETE SET NULL,
        client_address text
      )`);
    // The queue: newest first, all of it or one status's tab (the unfiltered one also serves the retention sweep).
    await queryRunner.query(`CREATE INDEX advertising_inquiries_queue_idx ON advertising_inquiries (created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX advertising_inquiries_status_idx ON advertising_inquiries (status, created_at DESC, id DESC)`);
    // The duplicate check: the same message from the same address within a day.
    await queryRunner.query(
      `CREATE INDEX advertising_inquiries_address_idx ON advertising_inquiries (client_address, created_at DESC) WHERE client_address IS NOT NULL`,
    );
    // Erasure's ON DELETE SET NULL finds a staff member's inquiries without a scan.
    await queryRunner.query(`CREATE INDEX advertising_inquiries_assignee_idx ON advertising_inquiries (assigned_to) WHERE assigned_to IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE advertising_inquiries`);
  }
}
