import type { MigrationInterface, QueryRunner } from 'typeorm';

// connection_requests, notifications, achievements; connections kept in both directions so
// "my connections" is one index range.
export class SocialNetwork1732500000000 implements MigrationInterface {
  name = 'SocialNetwork1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE connection_requests (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        sender_id integer NOT NULL,
        receiver_id integer NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (sender_id <> receiver_id)
      )`);
    // One open request per pair, whichever way round: parallel requests create one.
    await queryRunner.query(`
      CREATE UNIQUE INDEX connection_requests_open_pair_key ON connection_requests
        (least(sender_id, receiver_id), greatest(sender_id, receiver_id)) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX connection_requests_receiver_idx ON connection_requests (receiver_id, status, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX connection_requests_sender_idx ON connection_requests (sender_id, status, created_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE connections (
        user_id integer NOT NULL,
        other_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, other_id),
        CHECK (user_id <> other_id)
      )`);

    await queryRunner.query(`
      CREATE TABLE notifications (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        type text NOT NULL CHECK (type IN ('like', 'comment', 'follow', 'event_rsvp', 'other')),
        subtype text CHECK (subtype IN ('mention', 'connection_request', 'connection_accepted')),
        related_id integer,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        count integer NOT NULL DEFAULT 1,
        actor_ids integer[] NOT NULL DEFAULT '{}',
        group_key text,
        created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
      )`);
    await queryRunner.query(`CREATE INDEX notifications_recent_idx ON notifications (user_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`);
    // While unread, likes on one post gather into one line.
    await queryRunner.query(
      `CREATE UNIQUE INDEX notifications_open_group_key ON notifications (user_id, group_key) WHERE NOT is_read AND group_key IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE achievements (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id integer NOT NULL,
        type text NOT NULL,
        level integer NOT NULL DEFAULT 1,
        title text NOT NULL,
        description text NOT NULL,
        icon text NOT NULL,
        metadata jsonb,
        viewed boolean NOT NULL DEFAULT false,
        awarded_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, type, level)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['achievements', 'notifications', 'connections', 'connection_requests']) await queryRunner.query(`DROP TABLE ${table}`);
  }
}
