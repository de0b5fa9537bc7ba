import type { MigrationInterface, QueryRunner } from 'typeorm';

// A team member may post a job, an event or a call as a business (docs/teams.md). The row's user_id is
// the business, its owner; actor_id is the member who posted it, NULL when the owner posted it themself.
export class TeamActors1736600000000 implements MigrationInterface {
  name = 'TeamActors1736600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jobs', 'events', 'collaborations']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN actor_id integer`);
      // Erasing a member clears their name from what they posted for a business (privacy/jobs-events-member-data.ts).
      await queryRunner.query(`CREATE INDEX ${table}_actor_idx ON ${table} (actor_id) WHERE actor_id IS NOT NULL`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['jobs', 'events', 'collaborations']) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN actor_id`);
  }
}
