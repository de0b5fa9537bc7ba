import { Injectable } from '@nestjs/common';
import { MESSAGING_MESSAGES, type ConversationView, type Cursor, type MessageView, type PostedBy } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

// A side of a pair, or a sender, is NULL once that member's account is erased: the conversation stays with
// the other member, and the API shows the former member as FORMER_MEMBER_ID / 'Former member'.
export interface ConversationRow {
  id: number;
  participantAId: number | null;
  participantBId: number | null;
  startedBy: number | null;
  openedBy: number | null;
  lastMessageAt: Date | null;
  requestFor: number | null;
  requestDeclined: boolean;
  // Either participant has blocked the other, or the other has left (read with the row, so a send asks Postgres once).
  blocked: boolean;
}

interface ConversationListRow {
  id: number;
  participantAId: number | null;
  participantBId: number | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  activityAt: Date;
  otherUserId: number | null;
  otherName: string | null;
  otherPicture: string | null;
  lastContent: string | null;
  lastDeleted: boolean | null;
  unreadCount: number;
  requestFor: number | null;
}

interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number | null;
  content: string;
  createdAt: Date;
  isRead: boolean;
  readAt: Date | null;
  deletedAt: Date | null;
  // The team member who wrote it for the business, for the business's side only (messageColumns).
  sentBy: PostedBy | null;
}

const CONVERSATION_COLUMNS = `c.id, c.participant_a_id AS "participantAId", c.participant_b_id AS "participantBId", c.started_by AS "startedBy",
  c.opened_by AS "openedBy", c.last_message_at AS "lastMessageAt", c.request_for AS "requestFor", c.request_declined AS "requestDeclined",
  c.participant_a_id IS NULL OR c.participant_b_id IS NULL
  OR EXISTS (SELECT 1 FROM member_blocks b
              WHERE (b.blocker_id = c.participant_a_id AND b.blocked_id = c.participant_b_id)
                 OR (b.blocker_id = c.participant_b_id AND b.blocked_id = c.participant_a_id)) AS blocked`;

// A message as `viewer` (an SQL expression: the member reading it) sees it. Who wrote it for a business
// (messages.sent_by, the team member; NULL when the sender wrote it themself) is shown to the sender's side only, the
// business and its admins acting as it; the other member sees the business.
const messageColumns = (viewer: string) => `m.id, m.conversation_id AS "conversationId", m.sender_id AS "senderId", m.content, m.created_at AS "createdAt",
  m.is_read AS "isRead", m.read_at AS "readAt", m.deleted_at AS "deletedAt",
  CASE WHEN m.sent_by IS NOT NULL AND m.sender_id = ${viewer}
    THEN (SELECT json_build_object('id', sb.id, 'name', sb.name, 'username', sb.username) FROM user_summaries sb WHERE sb.id = m.sent_by) END AS "sentBy"`;

// A conversation as member $1 sees it: the other member, the last message, their unread count (kept on the row:
// docs/messaging.md § Unread counts).
const LIST_SELECT = `
  SELECT c.id, c.participant_a_id AS "participantAId", c.participant_b_id AS "participantBId", c.created_at AS "createdAt",
         c.last_message_at AS "lastMessageAt", c.activity_at AS "activityAt", c.request_for AS "requestFor",
         o.id AS "otherUserId", u.name AS "otherName", u.profile_image AS "otherPicture",
         m.content AS "lastContent", m.deleted_at IS NOT NULL AS "lastDeleted",
         CASE WHEN c.participant_a_id = $1 THEN c.unread_a ELSE c.unread_b END AS "unreadCount"
    FROM conversations c
   CROSS JOIN LATERAL (SELECT CASE WHEN c.participant_a_id = $1 THEN c.participant_b_id ELSE c.participant_a_id END AS id) o
    LEFT JOIN user_summaries u ON u.id = o.id
    LEFT JOIN messages m ON m.id = c.last_message_id`;

// Which of a member's conversations a list shows: the inbox hides first messages waiting as this
// member's request, and conversations nobody has written in yet unless this member opened them.
const BOX_FILTER = {
  inbox: `(c.last_message_at IS NOT NULL OR c.started_by = $1) AND c.request_for IS DISTINCT FROM $1`,
  requests: `c.request_for = $1 AND NOT c.request_declined`,
} as const;

// One more unread message for the member `recipient` (an expression of the statement) unless the conversation is a
// request waiting for them: their total, the badge, as it is now (docs/messaging.md § Unread counts). A CTE that
// returns the new total, or nothing when the message does not count for the badge.
const addUnreadTotal = (from: string, recipient: string, requestFor: string) => `
         INSERT INTO unread_counts AS u (member_id, messages)
         SELECT ${recipient}, 1 FROM ${from} WHERE ${recipient} IS NOT NULL AND ${requestFor} IS DISTINCT FROM ${recipient}
         ON CONFLICT (member_id) DO UPDATE SET messages = u.messages + 1
         RETURNING u.messages`;

// ConversationsRepository.sendInOpenConversation: $1 conversation, $2 sender, $3 content, $4–$10 the outbox row
// (Outbox.row's values), $11 the team member writing for the business or NULL, $12 the client's id for the message or
// NULL. No NOTIFY: the caller wakes its own relay once the statement has committed (Outbox.row). A client id the sender
// used before stores nothing (no row comes back) and the caller finds the first message.
const SEND_USUAL_SQL = `WITH c AS (
         SELECT c.id, CASE WHEN c.participant_a_id = $2 THEN c.participant_b_id ELSE c.participant_a_id END AS other_id,
                c.request_for, c.request_for IS NOT NULL AND c.request_declined AS hidden_from_other
           FROM conversations c
          WHERE c.id = $1 AND $2 IN (c.participant_a_id, c.participant_b_id) AND c.last_message_at IS NOT NULL
            AND c.request_for IS DISTINCT FROM $2 AND c.participant_a_id IS NOT NULL AND c.participant_b_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM member_blocks b
                             WHERE (b.blocker_id = c.participant_a_id AND b.blocked_id = c.participant_b_id)
                                OR (b.blocker_id = c.participant_b_id AND b.blocked_id = c.participant_a_id))
          FOR UPDATE
       ), m AS (
         INSERT INTO messages (conversation_id, sender_id, content, created_at, sent_by, client_id)
         SELECT c.id, $2, $3, date_trunc('milliseconds', clock_timestamp()), $11::int, $12::text FROM c
         ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
         RETURNING *
       ), touched AS (
         UPDATE conversations c SET last_message_at = m.created_at, last_message_id = m.id, activity_at = m.created_at,
                unread_a = c.unread_a + (c.participant_a_id <> $2)::int, unread_b = c.unread_b + (c.participant_b_id <> $2)::int
           FROM m WHERE c.id = m.conversation_id
       ), total AS (${addUnreadTotal('c', 'c.other_id', 'c.request_for')}
       ), event AS (
         INSERT INTO outbox (event_id, name, topic, key, payload, headers, occurred_at)
         SELECT $4, $5, $6, $7,
                jsonb_set(jsonb_set(jsonb_set($8::jsonb,
                  '{payload,messageId}', to_jsonb(m.id)),
                  '{payload,recipientId}', to_jsonb(c.other_id)),
                  '{payload,sentAt}', to_jsonb(to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
                $9, $10
           FROM m, c
       )
       SELECT ${messageColumns('$2')}, c.other_id AS "otherId", c.hidden_from_other AS "hiddenFromOther",
              (SELECT messages FROM total) AS "recipientUnread"
         FROM m, c`;

// The only file that touches conversations, messages and reports in SQL.
@Injectable()
export class ConversationsRepository {
  constructor(private readonly db: Database) {}

  // One row per pair, whichever member asks first: the pair's unique key makes simultaneous starts
  // meet on the same row (the loser's INSERT waits for the winner, then finds it).
  async findOrCreate(tx: Transaction, memberId: number, otherId: number): Promise<{ conversation: ConversationRow; created: boolean }> {
    const [a, b] = memberId < otherId ? [memberId, otherId] : [otherId, memberId];
    const inserted = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO conversations (participant_a_id, participant_b_id, started_by) VALUES ($1, $2, $3)
       ON CONFLICT (participant_a_id, participant_b_id) DO NOTHING RETURNING id`,
      [a, b, memberId],
    );
    const conversation = await queryOne<ConversationRow>(
      tx,
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations c WHERE c.participant_a_id = $1 AND c.participant_b_id = $2 FOR UPDATE`,
      [a, b],
    );
    return { conversation: conversation!, created: inserted !== null };
  }

  // The conversation if the member takes part in it; others get nothing, as if it did not exist.
  async forParticipant(db: Queryable, conversationId: number, memberId: number, lock = false): Promise<ConversationRow | null> {
    return queryOne<ConversationRow>(
      db,
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations c
        WHERE c.id = $1 AND $2 IN (c.participant_a_id, c.participant_b_id) ${lock ? 'FOR UPDATE' : ''}`,
      [conversationId, memberId],
    );
  }

  // A member who started a conversation they had declined, or who answers a request, takes it in.
  async clearRequest(tx: Transaction, conversationId: number): Promise<void> {
    await tx.query(`UPDATE conversations SET request_for = NULL, request_declined = false WHERE id = $1`, [conversationId]);
  }

  async declineRequest(tx: Transaction, conversationId: number, memberId: number): Promise<boolean> {
    const rows = await queryRows(tx, `UPDATE conversations SET request_declined = true WHERE id = $1 AND request_for = $2 RETURNING id`, [
      conversationId,
      memberId,
    ]);
    return rows.length > 0;
  }

  // Requests between two members who have since connected move to the inbox.
  async clearRequestsBetween(tx: Transaction, a: number, b: number): Promise<void> {
    await tx.query(
      `UPDATE conversations SET request_for = NULL, request_declined = false
        WHERE participant_a_id = least($1::int, $2::int) AND participant_b_id = greatest($1::int, $2::int) AND request_for IS NOT NULL AND NOT request_declined`,
      [a, b],
    );
  }

  async markOpened(tx: Transaction, conversationId: number, openerId: number, openedAt: Date, requestFor: number | null): Promise<void> {
    await tx.query(`UPDATE conversations SET opened_by = $2, opened_at = $3, request_for = $4, request_declined = false WHERE id = $1`, [
      conversationId,
      openerId,
      openedAt,
      requestFor,
    ]);
  }

  // Serialises one member's conversation openings until the transaction ends.
  async lockOpenings(tx: Transaction, memberId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('messaging.openings'), $1)`, [memberId]);
  }

  // Conversations the member opened (sent the first message of) in [from, to).
  async countOpenedBetween(tx: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
    const row = await queryOne<{ count: number }>(
      tx,
      `SELECT count(*)::int AS count FROM conversations WHERE opened_by = $1 AND opened_at >= $2 AND opened_at < $3`,
      [memberId, from, to],
    );
    return row?.count ?? 0;
  }

  // Messages in one conversation are written one at a time (the caller holds the conversation's row),
  // so ids and clock_timestamp() times rise together and a thread reads the same by either.
  // `sentBy`: the team member writing for the business, null when the sender writes themself.
  // Also counts the message as unread for the other member (`recipientUnread`: their new total, or null when it does
  // not count for their badge), after any change of the request this transaction made.
  async insertMessage(
    tx: Transaction,
    conversationId: number,
    senderId: number,
    content: string,
    sentBy: number | null,
    clientId: string | null,
  ): Promise<{ message: MessageView; recipientUnread: number | null }> {
    const row = await queryOne<MessageRow & { recipientUnread: number | null }>(
      tx,
      `WITH m AS (
         INSERT INTO messages (conversation_id, sender_id, content, created_at, sent_by, client_id)
         VALUES ($1, $2, $3, date_trunc('milliseconds', clock_timestamp()), $4::int, $5::text)
         RETURNING *
       ), touched AS (
         UPDATE conversations c SET last_message_at = m.created_at, last_message_id = m.id, activity_at = m.created_at,
                unread_a = c.unread_a + (c.participant_a_id IS DISTINCT FROM $2)::int, unread_b = c.unread_b + (c.participant_b_id IS DISTINCT FROM $2)::int
           FROM m WHERE c.id = m.conversation_id
         RETURNING CASE WHEN c.participant_a_id = $2 THEN c.participant_b_id ELSE c.participant_a_id END AS recipient, c.request_for
       ), total AS (${addUnreadTotal('touched', 'touched.recipient', 'touched.request_for')}
       )
       SELECT ${messageColumns('$2')}, (SELECT messages FROM total) AS "recipientUnread" FROM m`,
      [conversationId, senderId, content, sentBy, clientId],
    );
    return { message: messageView(row!), recipientUnread: row!.recipientUnread };
  }

  // The message the sender stored before under this client id, as the sender sees it.
  async byClientId(db: Queryable, senderId: number, clientId: string): Promise<MessageView | null> {
    const row = await queryOne<MessageRow>(db, `SELECT ${messageColumns('$1')} FROM messages m WHERE m.sender_id = $1 AND m.client_id = $2`, [
      senderId,
      clientId,
    ]);
    return row ? messageView(row) : null;
  }

  // The usual message, in one statement that commits on its own (four round trips fewer than a
  // transaction): only into an open conversation the member takes part in, with no request
  // waiting for this member's answer and no block between the two. Locks the conversation's row as insertMessage's caller
  // does, so messages are still written one at a time. `event` is Outbox.row() for
  // messaging.message.sent.v1 with placeholders for messageId, recipientId and sentAt, which only
  // this statement knows. Null when the conversation is not in that state (or not the member's):
  // the caller takes the full path, which tells the cases apart.
  async sendInOpenConversation(
    conversationId: number,
    senderId: number,
    content: string,
    event: unknown[],
    sentBy: number | null,
    clientId: string | null,
  ): Promise<{ message: MessageView; otherId: number; hiddenFromOther: boolean; recipientUnread: number | null } | null> {
    // Prepared (planned once per connection): planning this statement costs about what running it does.
    const [row] = await this.db.prepared<MessageRow & { otherId: number; hiddenFromOther: boolean; recipientUnread: number | null }>(
      'messaging_send_usual',
      SEND_USUAL_SQL,
      [conversationId, senderId, content, ...event, sentBy, clientId],
    );
    return row ? { message: messageView(row), otherId: row.otherId, hiddenFromOther: row.hiddenFromOther, recipientUnread: row.recipientUnread } : null;
  }

  async list(memberId: number, box: keyof typeof BOX_FILTER, before: Cursor | null, limit: number): Promise<ConversationListRow[]> {
    return queryRows<ConversationListRow>(
      this.db.pool,
      `${LIST_SELECT}
        WHERE (c.participant_a_id = $1 OR c.participant_b_id = $1) AND ${BOX_FILTER[box]}
          AND ($2::timestamptz IS NULL OR (c.activity_at, c.id) < ($2::timestamptz, $3::int))
        ORDER BY c.activity_at DESC, c.id DESC
        LIMIT $4`,
      [memberId, before?.createdAt ?? null, before?.id ?? null, limit],
    );
  }

  async view(memberId: number, conversationId: number): Promise<ConversationListRow | null> {
    const [row] = await queryRows<ConversationListRow>(
      this.db.pool,
      `${LIST_SELECT}
        WHERE c.id = $2 AND $1 IN (c.participant_a_id, c.participant_b_id)`,
      [memberId, conversationId],
    );
    return row ?? null;
  }

  // The newest `limit` messages before the cursor, newest first (the caller turns them round), as `viewerId` sees them.
  async pageBefore(viewerId: number, conversationId: number, before: Cursor | null, limit: number): Promise<MessageRow[]> {
    return queryRows<MessageRow>(
      this.db.pool,
      `SELECT ${messageColumns('$5::int')} FROM messages m
        WHERE m.conversation_id = $1 AND ($2::timestamptz IS NULL OR (m.created_at, m.id) < ($2::timestamptz, $3::int))
        ORDER BY m.created_at DESC, m.id DESC LIMIT $4`,
      [conversationId, before?.createdAt ?? null, before?.id ?? null, limit, viewerId],
    );
  }

  async after(viewerId: number, conversationId: number, sinceId: number, limit: number): Promise<MessageView[]> {
    const rows = await queryRows<MessageRow>(
      this.db.pool,
      `SELECT ${messageColumns('$4::int')} FROM messages m WHERE m.conversation_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
      [conversationId, sinceId, limit, viewerId],
    );
    return rows.map(messageView);
  }

  // Everything the other side sent is read now, so the reader's count for the conversation is zero, and their total
  // loses what it was (`unread`: the new total, null when it did not change). The caller holds the conversation's row,
  // so no message arrives between the two (a count left wrong is set right here).
  async markRead(
    tx: Transaction,
    conversationId: number,
    readerId: number,
  ): Promise<{ marked: number; readAt: Date | null; lastId: number | null; unread: number | null }> {
    const row = await queryOne<{ marked: number; readAt: Date | null; lastId: number | null; unread: number | null }>(
      tx,
      `WITH read AS (
         UPDATE messages SET is_read = true, read_at = now()
          WHERE conversation_id = $1 AND sender_id IS DISTINCT FROM $2 AND NOT is_read RETURNING id, read_at
       ), was AS (
         SELECT c.participant_a_id = $2 AS side_a, CASE WHEN c.participant_a_id = $2 THEN c.unread_a ELSE c.unread_b END AS unread,
                c.request_for IS DISTINCT FROM $2 AS counted
           FROM conversations c WHERE c.id = $1
       ), cleared AS (
         UPDATE conversations c SET unread_a = CASE WHEN was.side_a THEN 0 ELSE c.unread_a END, unread_b = CASE WHEN was.side_a THEN c.unread_b ELSE 0 END
           FROM was WHERE c.id = $1 AND was.unread <> 0
       ), total AS (
         UPDATE unread_counts u SET messages = u.messages - was.unread FROM was WHERE u.member_id = $2 AND was.counted AND was.unread <> 0 RETURNING u.messages
       )
       SELECT count(*)::int AS marked, max(read_at) AS "readAt", max(id) AS "lastId", (SELECT messages FROM total) AS unread FROM read`,
      [conversationId, readerId],
    );
    return row ?? { marked: 0, readAt: null, lastId: null, unread: null };
  }

  // Wipes the text (a deleted message is gone, not hidden) and keeps the bubble as 'Message deleted'.
  // A null sender: a former member's message, which only moderation takes down.
  // An unread message leaves its recipient's counts. The caller holds the conversation's row (lockConversation, or
  // forParticipant with `lock`), as markRead's caller does. `recipientUnread`: the recipient's new total, null when it
  // did not change.
  async softDelete(
    tx: Transaction,
    conversationId: number,
    messageId: number,
    senderId: number | null,
  ): Promise<{ outcome: 'deleted' | 'already' | 'missing'; recipientUnread: number | null }> {
    const row = await queryOne<{ deletedAt: Date | null }>(
      tx,
      `SELECT deleted_at AS "deletedAt" FROM messages WHERE id = $1 AND conversation_id = $2 AND sender_id IS NOT DISTINCT FROM $3::int FOR UPDATE`,
      [messageId, conversationId, senderId],
    );
    if (!row) return { outcome: 'missing', recipientUnread: null };
    if (row.deletedAt) return { outcome: 'already', recipientUnread: null };
    const counted = await queryOne<{ recipientUnread: number | null }>(
      tx,
      `WITH gone AS (
         UPDATE messages SET content = '', deleted_at = now() WHERE id = $1 RETURNING conversation_id, sender_id, is_read
       ), was AS (
         SELECT c.id, c.participant_a_id IS NOT DISTINCT FROM gone.sender_id AS to_b,
                CASE WHEN c.participant_a_id IS NOT DISTINCT FROM gone.sender_id THEN c.participant_b_id ELSE c.participant_a_id END AS recipient,
                CASE WHEN c.participant_a_id IS NOT DISTINCT FROM gone.sender_id THEN c.unread_b ELSE c.unread_a END AS unread, c.request_for
           FROM gone JOIN conversations c ON c.id = gone.conversation_id
          WHERE NOT gone.is_read
       ), side AS (
         UPDATE conversations c SET unread_a = c.unread_a - (NOT was.to_b)::int, unread_b = c.unread_b - was.to_b::int
           FROM was WHERE c.id = was.id AND was.unread > 0
       ), total AS (
         UPDATE unread_counts u SET messages = u.messages - 1
           FROM was WHERE u.member_id = was.recipient AND was.unread > 0 AND was.request_for IS DISTINCT FROM was.recipient
         RETURNING u.messages
       )
       SELECT (SELECT messages FROM total) AS "recipientUnread"`,
      [messageId],
    );
    return { outcome: 'deleted', recipientUnread: counted?.recipientUnread ?? null };
  }

  // Held until commit: what changes a message's unread state takes the conversation's row first (as sending does),
  // so the counts it keeps cannot cross a concurrent send or read.
  async lockConversation(tx: Transaction, conversationId: number): Promise<void> {
    await tx.query(`SELECT 1 FROM conversations WHERE id = $1 FOR UPDATE`, [conversationId]);
  }

  message(db: Queryable, conversationId: number, messageId: number): Promise<{ senderId: number | null; content: string; deletedAt: Date | null } | null> {
    return queryOne(db, `SELECT sender_id AS "senderId", content, deleted_at AS "deletedAt" FROM messages WHERE id = $1 AND conversation_id = $2`, [
      messageId,
      conversationId,
    ]);
  }

  // The message's conversation, sender and the conversation's two members.
  messageById(
    db: Queryable,
    messageId: number,
  ): Promise<{ conversationId: number; senderId: number | null; participantAId: number | null; participantBId: number | null } | null> {
    return queryOne(
      db,
      `SELECT m.conversation_id AS "conversationId", m.sender_id AS "senderId", c.participant_a_id AS "participantAId", c.participant_b_id AS "participantBId"
         FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.id = $1`,
      [messageId],
    );
  }

  async addReport(tx: Transaction, conversationId: number, reporterId: number, reason: string): Promise<void> {
    await tx.query(`INSERT INTO conversation_reports (conversation_id, reporter_id, reason) VALUES ($1, $2, $3)`, [conversationId, reporterId, reason]);
  }

  // A member's latest messages in a conversation (not deleted), newest first: the excerpt of a report about them.
  async latestFrom(db: Queryable, conversationId: number, senderId: number, limit: number): Promise<string[]> {
    const rows = await queryRows<{ content: string }>(
      db,
      `SELECT content FROM messages WHERE conversation_id = $1 AND sender_id = $2 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $3`,
      [conversationId, senderId, limit],
    );
    return rows.map((row) => row.content);
  }

  // Messages others sent the member that they have not read, in conversations in their inbox: kept, not counted
  // (docs/messaging.md § Unread counts).
  async countUnreadFor(memberId: number): Promise<number> {
    const row = await queryOne<{ messages: number }>(this.db.pool, `SELECT messages FROM unread_counts WHERE member_id = $1`, [memberId]);
    return row?.messages ?? 0;
  }
}

// How the API names a member whose account was erased, in the id fields the contract types as integers
// (member ids start at 1) and as the conversation's other member. apps/web reads the same 0.
export const FORMER_MEMBER_ID = 0;
export const FORMER_MEMBER_NAME = 'Former member';

export function messageView(row: MessageRow): MessageView {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender_id: row.senderId ?? FORMER_MEMBER_ID,
    content: deleted ? MESSAGING_MESSAGES.deleted : row.content,
    created_at: row.createdAt.toISOString(),
    isRead: row.isRead,
    readAt: row.readAt?.toISOString() ?? null,
    deleted,
    sentBy: row.sentBy,
  };
}

export function conversationView(row: ConversationListRow, memberId: number): ConversationView {
  return {
    id: row.id,
    participantAId: row.participantAId ?? FORMER_MEMBER_ID,
    participantBId: row.participantBId ?? FORMER_MEMBER_ID,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    otherUserId: row.otherUserId ?? FORMER_MEMBER_ID,
    other_user_name: row.otherUserId === null ? FORMER_MEMBER_NAME : (row.otherName ?? 'Stave member'),
    other_user_picture: row.otherPicture,
    last_message: row.lastDeleted ? MESSAGING_MESSAGES.deleted : row.lastContent,
    last_message_time: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    isRequest: row.requestFor === memberId,
  };
}

export const conversationCursor = (row: ConversationListRow): Cursor => ({ createdAt: row.activityAt.toISOString(), id: row.id });
export const messageCursor = (row: MessageRow): Cursor => ({ createdAt: row.createdAt.toISOString(), id: row.id });
export type { ConversationListRow, MessageRow };
