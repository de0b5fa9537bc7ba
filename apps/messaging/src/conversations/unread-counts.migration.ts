import type { MigrationInterface, QueryRunner } from 'typeorm';

// The unread counts kept instead of counted (docs/messaging.md § Unread counts): per conversation, the messages each
// side has not read (`unread_a` for participant A: what B's side sent, not read, not deleted); per member, the sum over
// their conversations that are not a request waiting for them (`unread_counts`, the badge). The statements that change
// a message's state keep both (ConversationsRepository); the trigger here moves a conversation's count into or out of
// its members' totals when who it counts for changes: a request taken in or opened, a side erased, a conversation
// deleted. No statement changes the counts and who they count for at once.
export class UnreadCounts1737200000000 implements MigrationInterface {
  name = 'UnreadCounts1737200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Writers (a replica still on the previous version, mid-deploy) wait until the counts are in and the trigger is on.
    await queryRunner.query(`LOCK TABLE conversations, messages IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`ALTER TABLE conversations ADD COLUMN unread_a integer NOT NULL DEFAULT 0, ADD COLUMN unread_b integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE TABLE unread_counts (member_id integer PRIMARY KEY, messages integer NOT NULL DEFAULT 0)`);
    await queryRunner.query(`
      UPDATE conversations c
         SET unread_a = u.unread_a, unread_b = u.unread_b
        FROM (SELECT m.conversation_id,
                     count(*) FILTER (WHERE m.sender_id IS DISTINCT FROM c2.participant_a_id)::int AS unread_a,
                     count(*) FILTER (WHERE m.sender_id IS DISTINCT FROM c2.participant_b_id)::int AS unread_b
                FROM messages m JOIN conversations c2 ON c2.id = m.conversation_id
               WHERE NOT m.is_read AND m.deleted_at IS NULL
               GROUP BY m.conversation_id) u
       WHERE c.id = u.conversation_id`);
    await queryRunner.query(`
      INSERT INTO unread_counts (member_id, messages)
      SELECT member, sum(unread)::int FROM (
        SELECT participant_a_id AS member, CASE WHEN request_for IS DISTINCT FROM participant_a_id THEN unread_a ELSE 0 END AS unread FROM conversations
        UNION ALL
        SELECT participant_b_id, CASE WHEN request_for IS DISTINCT FROM participant_b_id THEN unread_b ELSE 0 END FROM conversations
      ) sides
      WHERE member IS NOT NULL
      GROUP BY member`);
    await queryRunner.query(`
      CREATE FUNCTION conversations_unread_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        side record;
      BEGIN
        FOR side IN
          SELECT member, sum(unread)::int AS unread FROM (
            SELECT OLD.participant_a_id AS member, -OLD.unread_a AS unread WHERE OLD.request_for IS DISTINCT FROM OLD.participant_a_id
            UNION ALL SELECT OLD.participant_b_id, -OLD.unread_b WHERE OLD.request_for IS DISTINCT FROM OLD.participant_b_id
            UNION ALL SELECT NEW.participant_a_id, NEW.unread_a WHERE TG_OP = 'UPDATE' AND NEW.request_for IS DISTINCT FROM NEW.participant_a_id
            UNION ALL SELECT NEW.participant_b_id, NEW.unread_b WHERE TG_OP = 'UPDATE' AND NEW.request_for IS DISTINCT FROM NEW.participant_b_id
          ) sides
          WHERE member IS NOT NULL
          GROUP BY member
          HAVING sum(unread) <> 0
        LOOP
          INSERT INTO unread_counts AS u (member_id, messages) VALUES (side.member, side.unread)
            ON CONFLICT (member_id) DO UPDATE SET messages = u.messages + EXCLUDED.messages;
        END LOOP;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER conversations_unread_moved AFTER UPDATE OF request_for, participant_a_id, participant_b_id ON conversations
        FOR EACH ROW WHEN (OLD.request_for IS DISTINCT FROM NEW.request_for
                           OR OLD.participant_a_id IS DISTINCT FROM NEW.participant_a_id
                           OR OLD.participant_b_id IS DISTINCT FROM NEW.participant_b_id)
        EXECUTE FUNCTION conversations_unread_moved()`);
    await queryRunner.query(`
      CREATE TRIGGER conversations_unread_deleted AFTER DELETE ON conversations
        FOR EACH ROW WHEN (OLD.unread_a <> 0 OR OLD.unread_b <> 0) EXECUTE FUNCTION conversations_unread_moved()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER conversations_unread_deleted ON conversations`);
    await queryRunner.query(`DROP TRIGGER conversations_unread_moved ON conversations`);
    await queryRunner.query(`DROP FUNCTION conversations_unread_moved()`);
    await queryRunner.query(`DROP TABLE unread_counts`);
    await queryRunner.query(`ALTER TABLE conversations DROP COLUMN unread_a, DROP COLUMN unread_b`);
  }
}
