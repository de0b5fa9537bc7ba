import type { MigrationInterface, QueryRunner } from 'typeorm';

// A member's availability (docs/availability.md): their free and busy times, private to them, and whether others may
// ask "free then?" of them (availability_settings; no row is the default, not shared). Dates and times are London
// wall-clock, as bookings' are; a whole day has no times; `to` may be '24:00', the day's end.
export class Availability1737500000300 implements MigrationInterface {
  name = 'Availability1737500000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE availability_entries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        member_id integer NOT NULL,
        kind text NOT NULL CHECK (kind IN ('busy', 'free')),
        date date NOT NULL,
        end_date date CHECK (end_date > date),
        from_time text,
        to_time text,
        repeat text NOT NULL DEFAULT 'none' CHECK (repeat IN ('none', 'weekly')),
        repeat_until date CHECK (repeat_until >= date),
        note text,
        source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'import')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((from_time IS NULL) = (to_time IS NULL)),
        CHECK (to_time IS NULL OR to_time > from_time)
      )`);
    await queryRunner.query(`CREATE INDEX availability_entries_member_idx ON availability_entries (member_id, date)`);
    await queryRunner.query(`
      CREATE TABLE availability_settings (
        member_id integer PRIMARY KEY,
        share boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE availability_settings`);
    await queryRunner.query(`DROP TABLE availability_entries`);
  }
}
