import type { MigrationInterface, QueryRunner } from 'typeorm';

// VIP support (vip_support_tickets; docs/support.md). A ticket is its member's: it goes with their
// account (ON DELETE CASCADE). An agent's erasure only takes their name off what they did: tickets assigned to them
// stay unassigned, and their replies on other members' tickets stay without an author (ON DELETE SET NULL).
// - waiting_since: when the ticket entered its status. For an open ticket that is when the member began waiting for
//   the team (opened, or reopened by their reply), which the queue orders by; a further message from the member
//   while it is open does not move it, so asking 'any news?' never sends anyone to the back of the queue.
export class SupportTickets1736400000000 implements MigrationInterface {
  name = 'SupportTickets1736400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE vip_support_tickets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subject text NOT NULL,
        description text NOT NULL,
        category text NOT NULL
          CHECK (category IN ('account', 'billing', 'marketplace', 'jobs-events', 'messaging', 'technical', 'other')),
        priority text NOT NULL DEFAULT 'high' CHECK (priority IN ('normal', 'high', 'urgent')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'resolved')),
        assigned_to integer REFERENCES users (id) ON DELETE SET NULL,
        resolution text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        waiting_since timestamptz NOT NULL DEFAULT now(),
        -- The team's first answer (a reply or the resolution); never reset.
        first_response_at timestamptz,
        -- Set while resolved: reopening clears it with the resolution.
        resolved_at timestamptz,
        satisfaction_rating smallint CHECK (satisfaction_rating BETWEEN 1 AND 5),
        rating_comment text,
        CHECK ((status = 'resolved') = (resolved_at IS NOT NULL))
      )`);
    // The team's queue, one status's tab: urgent, then high, then normal, each the longest waiting first. The rank
    // expression is the repository's PRIORITY_RANK, written out here as the migration must never change.
    await queryRunner.query(
      `CREATE INDEX vip_support_tickets_queue_idx ON vip_support_tickets
         (status, (CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 ELSE 2 END), waiting_since, id)`,
    );
    // A member's own list, the most recently updated first (and the cascade on erasure).
    await queryRunner.query(`CREATE INDEX vip_support_tickets_member_idx ON vip_support_tickets (user_id, updated_at DESC, id DESC)`);
    // Erasure's ON DELETE SET NULL finds an agent's tickets without a scan.
    await queryRunner.query(`CREATE INDEX vip_support_tickets_assignee_idx ON vip_support_tickets (assigned_to) WHERE assigned_to IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE support_ticket_messages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        ticket_id integer NOT NULL REFERENCES vip_support_tickets (id) ON DELETE CASCADE,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        -- Who the message speaks for, kept when the author's account is erased.
        from_support boolean NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, created_at, id)`);
    await queryRunner.query(`CREATE INDEX support_ticket_messages_author_idx ON support_ticket_messages (author_id) WHERE author_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE support_ticket_messages`);
    await queryRunner.query(`DROP TABLE vip_support_tickets`);
  }
}
