import { Injectable } from '@nestjs/common';
import type { MessagePreferences } from '@stave/contracts';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

// The member's side of each of their conversations, as they see it in the product.
export interface ExportedConversation {
  id: number;
  // Null: the other member's account was erased (a former member).
  otherMemberId: number | null;
  otherUsername: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  startedByMe: boolean;
  openedByMe: boolean;
  // A first message from someone not connected, waiting in (or declined from) the member's Requests. Whether the other
  // member declined the member's own request is theirs: the sender is never told.
  requestForMe: boolean;
  declinedByMe: boolean;
}

export interface ExportedMessage {
  id: number;
  conversationId: number;
  senderId: number | null;
  fromMe: boolean;
  // Null once deleted: a deleted message's text is erased.
  content: string | null;
  deleted: boolean;
  createdAt: Date;
  isRead: boolean;
  readAt: Date | null;
}

export interface ExportedBlock {
  blockedMemberId: number;
  blockedUsername: string | null;
  blockedAt: Date;
}

export interface ExportedReport {
  kind: 'conversation' | 'message';
  conversationId: number | null;
  messageId: number | null;
  reason: string;
  // Conversation reports are reviewed here; a message report goes to identity's moderation queue (null here).
  status: string | null;
  reportedAt: Date;
}

// The only file that reads and erases a member's messaging rows as a whole. Every other file keeps to its
// own domain's rows; this one reads them all, in one service's own database.
@Injectable()
export class PrivacyRepository {
  conversations(db: Queryable, memberId: number): Promise<ExportedConversation[]> {
    return queryRows<ExportedConversation>(
      db,
      `SELECT c.id, o.id AS "otherMemberId", u.username AS "otherUsername", c.created_at AS "createdAt", c.last_message_at AS "lastMessageAt",
              c.started_by IS NOT DISTINCT FROM $1::int AS "startedByMe", c.opened_by IS NOT DISTINCT FROM $1::int AS "openedByMe",
              c.request_for IS NOT DISTINCT FROM $1::int AS "requestForMe",
              c.request_for IS NOT DISTINCT FROM $1::int AND c.request_declined AS "declinedByMe"
         FROM conversations c
        CROSS JOIN LATERAL (SELECT CASE WHEN c.participant_a_id = $1 THEN c.participant_b_id ELSE c.participant_a_id END AS id) o
         LEFT JOIN user_summaries u ON u.id = o.id
        WHERE c.participant_a_id = $1 OR c.participant_b_id = $1
        ORDER BY c.id`,
      [memberId],
    );
  }

  // Both sides of every conversation the member takes part in: each message is one they can read in the thread.
  messages(db: Queryable, memberId: number): Promise<ExportedMessage[]> {
    return queryRows<ExportedMessage>(
      db,
      `SELECT m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.sender_id IS NOT DISTINCT FROM $1::int AS "fromMe",
              CASE WHEN m.deleted_at IS NULL THEN m.content END AS content, m.deleted_at IS NOT NULL AS deleted,
              m.created_at AS "createdAt", m.is_read AS "isRead", m.read_at AS "readAt"
         FROM conversations c JOIN messages m ON m.conversation_id = c.id
        WHERE c.participant_a_id = $1 OR c.participant_b_id = $1
        ORDER BY m.conversation_id, m.id`,
      [memberId],
    );
  }

  // Whom the member blocked; who blocked them is not theirs to know.
  blocks(db: Queryable, memberId: number): Promise<ExportedBlock[]> {
    return queryRows<ExportedBlock>(
      db,
      `SELECT b.blocked_id AS "blockedMemberId", u.username AS "blockedUsername", b.created_at AS "blockedAt"
         FROM member_blocks b LEFT JOIN user_summaries u ON u.id = b.blocked_id
        WHERE b.blocker_id = $1 ORDER BY b.created_at, b.blocked_id`,
      [memberId],
    );
  }

  preferences(db: Queryable, memberId: number): Promise<{ allowFrom: MessagePreferences['allowFrom']; updatedAt: Date } | null> {
    return queryOne(db, `SELECT allow_from AS "allowFrom", updated_at AS "updatedAt" FROM message_preferences WHERE user_id = $1`, [memberId]);
  }

  // The reports the member filed: conversations (messaging's own queue) and messages (the platform's content_reports).
  reports(db: Queryable, memberId: number): Promise<ExportedReport[]> {
    return queryRows<ExportedReport>(
      db,
      `SELECT 'conversation' AS kind, r.conversation_id AS "conversationId", NULL::int AS "messageId", r.reason, r.status, r.created_at AS "reportedAt"
         FROM conversation_reports r WHERE r.reporter_id = $1
       UNION ALL
       SELECT 'message', m.conversation_id, r.item_id, r.reason, NULL, r.created_at
         FROM content_reports r LEFT JOIN messages m ON m.id = r.item_id
        WHERE r.reporter_id = $1 AND r.kind = 'message'
        ORDER BY "reportedAt"`,
      [memberId],
    );
  }

  // Docs/messaging.md § Data rights. Safe to run again: a second run finds nothing of the member.
  async erase(tx: Transaction, memberId: number): Promise<void> {
    // Their conversations first, as a send, a read or a deletion takes a conversation's row before its messages, so
    // none of those can hold a message here while waiting for its conversation (a deadlock).
    await tx.query(`SELECT id FROM conversations WHERE participant_a_id = $1 OR participant_b_id = $1 ORDER BY id FOR UPDATE`, [memberId]);
    await tx.query(`DELETE FROM message_preferences WHERE user_id = $1`, [memberId]);
    await tx.query(`DELETE FROM member_blocks WHERE blocker_id = $1 OR blocked_id = $1`, [memberId]);
    await tx.query(`DELETE FROM conversation_reports WHERE reporter_id = $1`, [memberId]);
    // What they wrote for a business as its team member stays the business's message, without their name.
    await tx.query(`UPDATE messages SET sent_by = NULL WHERE sent_by = $1`, [memberId]);
    // Conversations nobody else would see again go with their messages (and reports, ON DELETE CASCADE): those whose
    // other member is already a former member, those nobody wrote in, and requests the other member declined (hidden
    // from them for good: the sender was the member).
    await tx.query(
      `DELETE FROM conversations c
        WHERE (c.participant_a_id = $1 OR c.participant_b_id = $1)
          AND (c.participant_a_id IS NULL OR c.participant_b_id IS NULL
               OR NOT EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)
               OR (c.request_for IS DISTINCT FROM $1 AND c.request_for IS NOT NULL AND c.request_declined))`,
      [memberId],
    );
    // The rest stay with the other member, the member's side shown as 'Former member' (sender NULL); found through the
    // conversations (indexed by participant), before their side is cleared. A business's messages lose the name of the
    // team member who wrote them too: nobody is left on the business's side to see it.
    await tx.query(
      `UPDATE messages m SET sender_id = NULL, sent_by = NULL
         FROM conversations c
        WHERE m.conversation_id = c.id AND (c.participant_a_id = $1 OR c.participant_b_id = $1) AND m.sender_id = $1`,
      [memberId],
    );
    // A request waiting for the member is no longer one (nobody is left to answer it); an opening by the member no
    // longer counts for anyone (the other member's monthly allowance counts only their own).
    await tx.query(
      `UPDATE conversations
          SET participant_a_id = NULLIF(participant_a_id, $1), participant_b_id = NULLIF(participant_b_id, $1),
              started_by = NULLIF(started_by, $1),
              opened_at = CASE WHEN opened_by = $1 THEN NULL ELSE opened_at END, opened_by = NULLIF(opened_by, $1),
              request_declined = request_declined AND request_for IS DISTINCT FROM $1, request_for = NULLIF(request_for, $1)
        WHERE participant_a_id = $1 OR participant_b_id = $1`,
      [memberId],
    );
    // Their unread total (the statements above kept the other members' counts: a trigger, unread-counts.migration.ts).
    await tx.query(`DELETE FROM unread_counts WHERE member_id = $1`, [memberId]);
  }
}
