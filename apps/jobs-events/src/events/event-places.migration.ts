import type { MigrationInterface, QueryRunner } from 'typeorm';

// An event's postcode (or district) and its district's centre (docs/places.md): the list's "within N miles"
// reads the box around the searcher's district from this index, then keeps what lies within the exact distance.
export class EventPlaces1737500000200 implements MigrationInterface {
  name = 'EventPlaces1737500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE events ADD COLUMN postcode text, ADD COLUMN lat double precision, ADD COLUMN lng double precision`);
    await queryRunner.query(`CREATE INDEX events_scheduled_place_idx ON events (lat, lng) WHERE status = 'scheduled' AND lat IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX events_scheduled_place_idx`);
    await queryRunner.query(`ALTER TABLE events DROP COLUMN lng, DROP COLUMN lat, DROP COLUMN postcode`);
  }
}
