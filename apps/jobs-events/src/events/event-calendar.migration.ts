import type { MigrationInterface, QueryRunner } from 'typeorm';

// Events. An event is scheduled or cancelled (a cancelled one stays for those who
// answered); `search_doc` is what a search looks in (title, organiser, location, description,
// lower-cased), indexed by trigrams. Answers (RSVPs) are one per member per event. A member's
// calendar feed is a secret address of which only the SHA-256 is kept.
export class EventCalendar1733000000000 implements MigrationInterface {
  name = 'EventCalendar1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      ALTER TABLE events
        ADD COLUMN status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN search_doc text GENERATED ALWAYS AS (
          lower(title || ' ' || coalesce(organizer_name, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))
        ) STORED`);
    await queryRunner.query(`CREATE INDEX events_search_trgm_idx ON events USING gin (search_doc gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX events_upcoming_idx`);
    await queryRunner.query(`CREATE INDEX events_scheduled_start_idx ON events (start_date, id) WHERE status = 'scheduled'`);
    await queryRunner.query(`
      CREATE TABLE event_rsvps (
        event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        status text NOT NULL CHECK (status IN ('going', 'interested')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX event_rsvps_member_idx ON event_rsvps (user_id, event_id)`);
    await queryRunner.query(`
      CREATE TABLE calendar_feeds (
        user_id integer PRIMARY KEY,
        token_hash bytea NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE calendar_feeds`);
    await queryRunner.query(`DROP TABLE event_rsvps`);
    await queryRunner.query(`DROP INDEX events_scheduled_start_idx`);
    await queryRunner.query(`CREATE INDEX events_upcoming_idx ON events (start_date)`);
    await queryRunner.query(`DROP INDEX events_search_trgm_idx`);
    await queryRunner.query(`ALTER TABLE events DROP COLUMN search_doc, DROP COLUMN updated_at, DROP COLUMN status`);
  }
}
