import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TEAM_ACTIONS_1737200000000 } from './team-activity.migration';

// The actions this migration's CHECK allows: the earlier list and a business's bookings (docs/bookings.md), written out
// because a migration never changes once landed (team-activity.spec.ts holds the newest list to the contracts').
export const TEAM_ACTIONS_1737400000200 = [...TEAM_ACTIONS_1737200000000, 'booking.offered', 'booking.withdrawn', 'booking.cancelled'] as const;

const check = (actions: readonly string[]) => `CHECK (action IN (${actions.map((action) => `'${action}'`).join(', ')}))`;

export class BookingTeamActions1737400000200 implements MigrationInterface {
  name = 'BookingTeamActions1737400000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE team_activity DROP CONSTRAINT team_activity_action_check`);
    await queryRunner.query(`ALTER TABLE team_activity ADD CONSTRAINT team_activity_action_check ${check(TEAM_ACTIONS_1737400000200)}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM team_activity WHERE action LIKE 'booking.%'`);
    await queryRunner.query(`ALTER TABLE team_activity DROP CONSTRAINT team_activity_action_check`);
    await queryRunner.query(`ALTER TABLE team_activity ADD CONSTRAINT team_activity_action_check ${check(TEAM_ACTIONS_1737200000000)}`);
  }
}
