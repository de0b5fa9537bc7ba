import type { MigrationInterface, QueryRunner } from 'typeorm';

// A line's words are stored apart from whoever did it (`action`: 'liked your post “…”'), so a
// grouped line reads 'Ben and 10 others liked your post “…”' from the members' current names; and
// a connection request's line records that it was answered (`settled`), so it asks for nothing.
export class SocialNotificationWording1732810000000 implements MigrationInterface {
  name = 'SocialNotificationWording1732810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications ADD COLUMN action text`);
    await queryRunner.query(`ALTER TABLE notifications ADD COLUMN settled boolean NOT NULL DEFAULT false`);
    // Lines written before: an answered request's line is settled (a declined one said 'wants to
    // connect' until now); a withdrawn one (its request row gone) points at nothing.
    await queryRunner.query(`
      UPDATE notifications n SET settled = true, is_read = true,
             message = CASE WHEN r.status = 'rejected' THEN 'You declined ' || coalesce(u.name, 'a member') || '''s connection request' ELSE n.message END
        FROM connection_requests r LEFT JOIN user_summaries u ON u.id = r.sender_id
       WHERE n.subtype = 'connection_request' AND r.id = n.related_id AND r.status <> 'pending'`);
    await queryRunner.query(`
      DELETE FROM notifications n
       WHERE n.subtype = 'connection_request' AND NOT EXISTS (SELECT 1 FROM connection_requests r WHERE r.id = n.related_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN settled`);
    await queryRunner.query(`ALTER TABLE notifications DROP COLUMN action`);
  }
}
