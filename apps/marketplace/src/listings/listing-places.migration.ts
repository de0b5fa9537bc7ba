import type { MigrationInterface, QueryRunner } from 'typeorm';

// A listing's optional postcode (or district) and its district's centre (docs/places.md): "within N miles" reads
// the box around the searcher's district from this index (listings for sale only), then keeps what lies within
// the exact distance.
export class ListingPlaces1737500000210 implements MigrationInterface {
  name = 'ListingPlaces1737500000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings ADD COLUMN postcode text, ADD COLUMN lat double precision, ADD COLUMN lng double precision`);
    await queryRunner.query(`CREATE INDEX listings_active_place_idx ON equipment_listings (lat, lng) WHERE status = 'active' AND lat IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX listings_active_place_idx`);
    await queryRunner.query(`ALTER TABLE equipment_listings DROP COLUMN lng, DROP COLUMN lat, DROP COLUMN postcode`);
  }
}
