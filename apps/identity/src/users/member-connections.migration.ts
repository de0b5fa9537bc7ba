import type { MigrationInterface, QueryRunner } from 'typeorm';

// Identity's copy of who is connected with whom, kept from social's connection events, from which
// users.connection_count is counted. One row per member and direction; `request_id` is the accepted
// request behind the latest state, so an event delivered out of order never undoes a newer one.
export class MemberConnections1732800000000 implements MigrationInterface {
  name = 'MemberConnections1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_connections (
        member_id integer NOT NULL,
        other_id integer NOT NULL,
        request_id integer NOT NULL,
        connected boolean NOT NULL,
        PRIMARY KEY (member_id, other_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE member_connections');
  }
}
