import type { MigrationInterface, QueryRunner } from 'typeorm';

// The moderation queue (identity holds it: it owns accounts, so suspensions and bans are applied here).
// - moderation_cases: one per reported item (kind, item), with the text as first reported; open until decided, and
//   open again when someone new reports it after a decision that left it up.
// - moderation_reports: who reported it and why (never shown to anyone: reporters are not disclosed).
// - moderation_decisions: every decision, by whom, with its notes.
// - account_standing: members suspended (until) or banned; no row is good standing.
// - standing_appeals: one appeal per decision that suspended or banned the member.
export class Moderation1735000000000 implements MigrationInterface {
  name = 'Moderation1735000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE moderation_cases (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        item_id integer NOT NULL,
        subject_id integer NOT NULL,
        excerpt text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'removed', 'suspended', 'banned')),
        report_count integer NOT NULL DEFAULT 0,
        -- The item was taken down by a decision: a later report of it cannot reopen the case.
        item_removed boolean NOT NULL DEFAULT false,
        first_reported_at timestamptz NOT NULL,
        last_reported_at timestamptz NOT NULL,
        UNIQUE (kind, item_id)
      )`);
    await queryRunner.query(`CREATE INDEX moderation_cases_open_idx ON moderation_cases (report_count DESC, first_reported_at, id) WHERE status = 'open'`);
    await queryRunner.query(`
      CREATE TABLE moderation_reports (
        case_id integer NOT NULL REFERENCES moderation_cases (id) ON DELETE CASCADE,
        reporter_id integer NOT NULL,
        reason text NOT NULL,
        details text,
        reported_at timestamptz NOT NULL,
        PRIMARY KEY (case_id, reporter_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE moderation_decisions (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        case_id integer NOT NULL REFERENCES moderation_cases (id) ON DELETE CASCADE,
        moderator_id integer NOT NULL,
        action text NOT NULL CHECK (action IN ('dismiss', 'remove', 'suspend', 'ban')),
        removed_item boolean NOT NULL,
        until timestamptz,
        notes text,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX moderation_decisions_case_idx ON moderation_decisions (case_id, decided_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX moderation_decisions_recent_idx ON moderation_decisions (decided_at DESC, id DESC)`);
    await queryRunner.query(`
      CREATE TABLE account_standing (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('suspended', 'banned')),
        until timestamptz,
        decision_id integer NOT NULL REFERENCES moderation_decisions (id),
        since timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'suspended') = (until IS NOT NULL))
      )`);
    await queryRunner.query(`
      CREATE TABLE standing_appeals (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        decision_id integer NOT NULL REFERENCES moderation_decisions (id),
        message text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'lifted')),
        response text,
        decided_by integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        UNIQUE (user_id, decision_id)
      )`);
    await queryRunner.query(`CREATE INDEX standing_appeals_open_idx ON standing_appeals (created_at, id) WHERE status = 'open'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE standing_appeals`);
    await queryRunner.query(`DROP TABLE account_standing`);
    await queryRunner.query(`DROP TABLE moderation_decisions`);
    await queryRunner.query(`DROP TABLE moderation_reports`);
    await queryRunner.query(`DROP TABLE moderation_cases`);
  }
}
