import type { MigrationInterface, QueryRunner } from 'typeorm';

// Business teams (team_members; docs/teams.md). A row is one member on one business's team, or
// invited to it: 'invited' until they accept, then 'active' with joined_at. A declined, withdrawn, removed or left
// row is deleted, so the pair may be invited again. Both sides are accounts and the row goes with either
// (ON DELETE CASCADE); whoever sent the invitation (the owner today) stays only while they have an account.
// A row counts towards the business's cap (TEAM_MAX_MEMBERS) from its invitation: acceptance never overfills a team.
export class TeamMembers1736500000000 implements MigrationInterface {
  name = 'TeamMembers1736500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE team_members (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        business_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
        status text NOT NULL DEFAULT 'invited' CHECK (status IN ('invited', 'active')),
        invited_by integer REFERENCES users (id) ON DELETE SET NULL,
        invited_at timestamptz NOT NULL DEFAULT now(),
        joined_at timestamptz,
        -- The pair once: also the owner's side (their team page, the cap's count, the cascade on erasure).
        UNIQUE (business_id, member_id),
        CHECK (business_id <> member_id),
        CHECK ((status = 'active') = (joined_at IS NOT NULL))
      )`);
    // The member's side: their invitations and teams, and the cascade when they are erased.
    await queryRunner.query(`CREATE INDEX team_members_member_idx ON team_members (member_id, status)`);
    // Erasure's ON DELETE SET NULL finds an inviter's rows without a scan.
    await queryRunner.query(`CREATE INDEX team_members_inviter_idx ON team_members (invited_by) WHERE invited_by IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE team_members`);
  }
}
