import type { MigrationInterface, QueryRunner } from 'typeorm';

// Listing photos (equipment_images), in order, the first the main one. Each is
// stored twice (gallery and card sizes). They replace the listing's own `images` list, which the
// view now reads from here.
export class ListingPhotos1733500000000 implements MigrationInterface {
  name = 'ListingPhotos1733500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE equipment_images (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        listing_id integer NOT NULL REFERENCES equipment_listings (id) ON DELETE CASCADE,
        image_url text NOT NULL,
        card_url text NOT NULL,
        is_primary boolean NOT NULL DEFAULT false,
        order_index integer NOT NULL CHECK (order_index >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX equipment_images_listing_idx ON equipment_images (listing_id, order_index)`);
    await queryRunner.query(`ALTER TABLE equipment_listings DROP COLUMN images`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings ADD COLUMN images text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`DROP TABLE equipment_images`);
  }
}
