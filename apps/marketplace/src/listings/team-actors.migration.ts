import type { MigrationInterface, QueryRunner } from 'typeorm';

// A team member may list gear as a business (docs/teams.md). The listing's user_id is the business, the
// seller; actor_id is the member who listed it, NULL when the seller listed it themself.
export class ListingActors1736600000000 implements MigrationInterface {
  name = 'ListingActors1736600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings ADD COLUMN actor_id integer`);
    // Erasing a member clears their name from what they listed for a business (privacy).
    await queryRunner.query(`CREATE INDEX equipment_listings_actor_idx ON equipment_listings (actor_id) WHERE actor_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE equipment_listings DROP COLUMN actor_id`);
  }
}
