import type { MigrationInterface, QueryRunner } from 'typeorm';

// A booking paid through Stave ends `paid` (docs/bookings.md § Money): its balance paid after the engagement (or covered
// by the deposit).
export class BookingsPaid1737400000400 implements MigrationInterface {
  name = 'BookingsPaid1737400000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings DROP CONSTRAINT bookings_status_check,
        ADD CONSTRAINT bookings_status_check
          CHECK (status IN ('offered', 'accepted', 'declined', 'expired', 'withdrawn', 'confirmed', 'completed', 'paid', 'cancelled'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE bookings DROP CONSTRAINT bookings_status_check,
        ADD CONSTRAINT bookings_status_check
          CHECK (status IN ('offered', 'accepted', 'declined', 'expired', 'withdrawn', 'confirmed', 'completed', 'cancelled'))`);
  }
}
