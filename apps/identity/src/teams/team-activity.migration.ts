import type { MigrationInterface, QueryRunner } from 'typeorm';

// The actions this migration's CHECK allows: the contracts' TEAM_ACTIONS when it landed, written out because a
// migration never changes once landed. A new action needs a migration that replaces the CHECK (team-activity.spec.ts
// fails until there is one, before any event carrying it could be refused here).
export const TEAM_ACTIONS_1737200000000 = [
  'job.posted',
  'job.edited',
  'job.deleted',
  'job.application-shortlisted',
  'job.application-declined',
  'event.created',
  'event.edited',
  'event.deleted',
  'collaboration.posted',
  'collaboration.edited',
  'collaboration.deleted',
  'listing.created',
  'listing.edited',
  'listing.deleted',
  'listing.sold',
  'listing.relisted',
  'listing.renewed',
  'listing.photos-changed',
] as const;

// "every action records who did it" (docs/teams.md § Activity): what a team member did as the business,
// from jobs-events' and marketplace's `<service>.team.action.v1`, for the owner's team page. A line goes with the
// business's account (ON DELETE CASCADE) and outlives the member's, without them (ON DELETE SET NULL: 'Former
// member'). `subject_id` names a job, event, collaboration or listing in another service, which may since be deleted:
// the line keeps its title. `occurred_at` is when the action happened (the event's occurredAt), to the millisecond,
// as the page's cursor carries it.
export class TeamActivity1737200000000 implements MigrationInterface {
  name = 'TeamActivity1737200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const actions = TEAM_ACTIONS_1737200000000.map((action) => `'${action}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE team_activity (
        id bigserial PRIMARY KEY,
        business_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        actor_id integer REFERENCES users (id) ON DELETE SET NULL,
        action text NOT NULL CONSTRAINT team_activity_action_check CHECK (action IN (${actions})),
        subject_id bigint NOT NULL,
        subject_title text NOT NULL,
        occurred_at timestamptz NOT NULL
      )`);
    // The owner's page, newest first (keyset), and the cascade when the business is erased.
    await queryRunner.query(`CREATE INDEX team_activity_business_idx ON team_activity (business_id, occurred_at DESC, id DESC)`);
    // Erasure's ON DELETE SET NULL finds a member's lines without a scan.
    await queryRunner.query(`CREATE INDEX team_activity_actor_idx ON team_activity (actor_id) WHERE actor_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE team_activity`);
  }
}
