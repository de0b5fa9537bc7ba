import { Injectable } from '@nestjs/common';
import {
  MESSAGING_MESSAGES,
  MessagingErrorCode,
  ModerationErrorCode,
  type ConversationsQuery,
  type ConversationView,
  type Count,
  type MarkReadResult,
  type MessageView,
  type ThreadQuery,
  type CreateReport,
  type ReportReceipt,
  type ServerFrame,
} from '@stave/contracts';
import { Database, DomainError, Outbox, OutboxRelay, domainError, pageOf, parseCursor, uniqueViolation, type Page, type Transaction } from '@stave/platform';
import { MemberLookup, areConnected, fileReport, recordConnection } from '@stave/domain';
import { BlocksService } from '../blocks/blocks.service';
import { SocketHub, type HubFrame } from '../hub/socket-hub';
import { PreferencesService } from '../preferences/preferences.service';
import { AllowanceService } from './allowance.service';
import { ConversationsRepository, conversationCursor, conversationView, messageCursor, messageView, type ConversationRow } from './conversations.repository';

const conversationNotFound = () => domainError(MessagingErrorCode.ConversationNotFound);

interface SentMessage {
  message: MessageView;
  otherId: number;
  // A request the recipient declined: the message is stored, and shown to the sender only.
  hiddenFromOther: boolean;
  // The recipient's unread total with this message, kept by the statement that stored it; null when the message does
  // not count for their badge (a request waiting for them).
  recipientUnread: number | null;
}

@Injectable()
export class ConversationsService {
  constructor(
    private readonly database: Database,
    private readonly conversations: ConversationsRepository,
    private readonly blocks: BlocksService,
    private readonly allowance: AllowanceService,
    private readonly preferences: PreferencesService,
    private readonly outbox: Outbox,
    private readonly relay: OutboxRelay,
    private readonly hub: SocketHub,
    private readonly members: MemberLookup,
  ) {}

  // POST /api/messages/start: the pair's one conversation. Starting it again (from either
  // side) finds it; a member who starts one they had declined as a request takes it back in.
  async start(memberId: number, otherId: number): Promise<{ created: boolean; conversation: ConversationView }> {
    if (otherId === memberId) throw domainError(MessagingErrorCode.CannotMessageSelf, { path: 'otherUserId' });
    // Before the transaction: a member registered a moment ago may be waited for (no connection held meanwhile).
    await this.members.require(otherId);
    const { id, created } = await this.database.transaction(async (tx) => {
      await this.blocks.assertNotBlocked(tx, memberId, otherId);
      const { conversation, created } = await this.conversations.findOrCreate(tx, memberId, otherId);
      // A new conversation, or one not opened yet, only where the other member takes messages from the starter.
      if (conversation.lastMessageAt === null && conversation.startedBy === memberId) await this.preferences.assertMayStart(tx, memberId, otherId);
      if (conversation.requestFor === memberId) await this.conversations.clearRequest(tx, conversation.id);
      return { id: conversation.id, created };
    });
    return { created, conversation: (await this.view(memberId, id))! };
  }

  // `sentBy`: the team member writing for the business `memberId`, null when the member writes themself.
  async send(memberId: number, conversationId: number, content: string, sentBy: number | null = null): Promise<MessageView> {
    // Without a client id there is always a message stored.
    const sent = (await this.store(memberId, conversationId, content, sentBy, null))!;
    await this.announce(memberId, sent, null);
    return sent.message;
  }

  // A message.send frame from one of the member's sockets (docs/messaging.md § Sending over the socket): the same send,
  // named by the client's id. That socket gets the message in its ack, so the sender's copy of the frame skips it; a
  // client id the member used before stores nothing and answers with the message stored the first time.
  async sendFromSocket(memberId: number, conversationId: number, content: string, clientId: string, socket: string): Promise<MessageView> {
    const sent = await this.store(memberId, conversationId, content, null, clientId).catch((error: unknown) => {
      // The same id raced in on another conversation's lock: the first one stored wins.
      if (uniqueViolation(error) !== 'messages_client_id_idx') throw error;
      return null;
    });
    if (sent) {
      await this.announce(memberId, sent, socket);
      return sent.message;
    }
    const first = await this.conversations.byClientId(this.database.pool, memberId, clientId);
    if (!first) throw conversationNotFound();
    return first;
  }

  // Null: a client id the sender used before (sendFromSocket), nothing stored.
  private async store(memberId: number, conversationId: number, content: string, sentBy: number | null, clientId: string | null): Promise<SentMessage | null> {
    return (
      (await this.sendUsual(memberId, conversationId, content, sentBy, clientId)) ??
      (await this.sendInTransaction(memberId, conversationId, content, sentBy, clientId))
    );
  }

  // After the commit, so a frame never announces what a rollback took back: the message to both members' channels, the
  // recipient's copy with their new unread total, in one round trip to Redis. Who wrote it for the business is the
  // business's to know: the other member's frame names the business only. `exceptSocket`: the sending socket, answered
  // in its ack.
  private async announce(memberId: number, sent: SentMessage, exceptSocket: string | null): Promise<void> {
    const frames: HubFrame[] = [[memberId, { type: 'message.created', data: sent.message }, exceptSocket]];
    if (!sent.hiddenFromOther) {
      const data = sent.message.sentBy === null ? sent.message : { ...sent.message, sentBy: null };
      const unread = sent.recipientUnread === null ? {} : { unread: { messages: sent.recipientUnread } };
      frames.push([sent.otherId, { type: 'message.created', data, ...unread }]);
    }
    await this.hub.publishEach(frames);
  }

  // Most messages go into an open conversation, or add to a request still waiting for the other
  // member: one statement (the hot path of bench/realtime). Null in every other state.
  private async sendUsual(
    memberId: number,
    conversationId: number,
    content: string,
    sentBy: number | null,
    clientId: string | null,
  ): Promise<SentMessage | null> {
    const event = this.outbox.row('messaging.message.sent.v1', conversationId, {
      // Placeholders the statement replaces with the message's own id, the other member and its time.
      messageId: 1,
      conversationId,
      senderId: memberId,
      recipientId: 1,
      opensConversation: false,
      sentAt: new Date(0).toISOString(),
    });
    const sent = await this.conversations.sendInOpenConversation(conversationId, memberId, content, event.values, sentBy, clientId);
    // Committed, without a NOTIFY: this process's relay publishes the event (another's finds it at its next poll).
    if (sent) this.relay.wake();
    return sent;
  }

  // Every case: the first message (an opening, maybe a request), a request answered by replying,
  // a block, a conversation that is not the member's (each told apart here).
  private async sendInTransaction(
    memberId: number,
    conversationId: number,
    content: string,
    sentBy: number | null,
    clientId: string | null,
  ): Promise<SentMessage | null> {
    return this.database.transaction(async (tx) => {
      // Held until commit: one conversation's messages are written in turn.
      const conversation = await this.conversations.forParticipant(tx, conversationId, memberId, true);
      if (!conversation) throw conversationNotFound();
      // Stored by a send that held the lock before this one.
      if (clientId !== null && (await this.conversations.byClientId(tx, memberId, clientId))) return null;
      const otherId = otherOf(conversation, memberId);
      // A former member takes no messages, as a block stops them.
      if (conversation.blocked || otherId === null) throw domainError(MessagingErrorCode.Blocked);
      const opens = conversation.lastMessageAt === null;
      if (opens) await this.open(tx, conversation, memberId, otherId);
      else if (conversation.requestFor === memberId) await this.conversations.clearRequest(tx, conversation.id);
      const { message, recipientUnread } = await this.conversations.insertMessage(tx, conversation.id, memberId, content, sentBy, clientId);
      // No text in events: other services count and react, they never read what was said.
      await this.outbox.add(tx, 'messaging.message.sent.v1', conversation.id, {
        messageId: message.id,
        conversationId: conversation.id,
        senderId: memberId,
        recipientId: otherId,
        opensConversation: opens,
        sentAt: message.created_at,
      });
      // A request the recipient declined stays out of their sight, live as well as listed.
      return { message, otherId, hiddenFromOther: conversation.requestFor === otherId && conversation.requestDeclined, recipientUnread };
    });
  }

  // Spec-less,: "typing" reaches the other member (never the typist's own tabs), unless
  // either has blocked the other. Nothing is stored.
  async typing(memberId: number, conversationId: number, expiresInMs: number): Promise<void> {
    const conversation = await this.conversations.forParticipant(this.database.pool, conversationId, memberId);
    const otherId = conversation && otherOf(conversation, memberId);
    if (!conversation || conversation.blocked || !otherId) return;
    await this.hub.publish([otherId], { type: 'typing', data: { conversationId, userId: memberId, expiresInMs } });
  }

  // The first message: it takes one of the sender's openings this month, and lands as a request
  // unless the two are connected (or the recipient asked for the conversation themselves).
  private async open(tx: Transaction, conversation: ConversationRow, memberId: number, otherId: number): Promise<void> {
    const invited = conversation.startedBy === otherId;
    if (!invited) await this.preferences.assertMayStart(tx, memberId, otherId);
    const openedAt = await this.allowance.takeOpening(tx, memberId);
    const requestFor = invited || (await areConnected(tx, memberId, otherId)) ? null : otherId;
    await this.conversations.markOpened(tx, conversation.id, memberId, openedAt, requestFor);
    await this.outbox.add(tx, 'messaging.conversation.started.v1', conversation.id, {
      conversationId: conversation.id,
      starterId: memberId,
      otherId,
      isRequest: requestFor !== null,
      startedAt: openedAt.toISOString(),
    });
  }

  async list(memberId: number, query: ConversationsQuery): Promise<Page<ConversationView>> {
    const rows = await this.conversations.list(memberId, query.box, parseCursor(query.before), query.limit);
    return pageOf(rows, query.limit, conversationCursor, (row) => conversationView(row, memberId));
  }

  async view(memberId: number, conversationId: number): Promise<ConversationView | null> {
    const row = await this.conversations.view(memberId, conversationId);
    return row && conversationView(row, memberId);
  }

  // The newest page in reading order (oldest first), its cursor pointing at older messages; or,
  // with `since`, what came after that message, for a client catching up after a reconnect.
  async thread(memberId: number, conversationId: number, query: ThreadQuery): Promise<Page<MessageView>> {
    if (!(await this.conversations.forParticipant(this.database.pool, conversationId, memberId))) throw conversationNotFound();
    if (query.since !== undefined) {
      return { items: await this.conversations.after(memberId, conversationId, query.since, query.limit), nextCursor: null };
    }
    const newestFirst = await this.conversations.pageBefore(memberId, conversationId, parseCursor(query.before), query.limit);
    const page = pageOf(newestFirst, query.limit, messageCursor, messageView);
    return { items: page.items.reverse(), nextCursor: page.nextCursor };
  }

  // The other member is told, so their last message shows 'Seen'; the reader's tabs get their new unread count.
  async markRead(memberId: number, conversationId: number): Promise<MarkReadResult> {
    const { otherId, marked, readAt, lastId, unread } = await this.database.transaction(async (tx) => {
      // Held until commit, so no message arrives while the counts are set (ConversationsRepository.markRead).
      const conversation = await this.conversations.forParticipant(tx, conversationId, memberId, true);
      if (!conversation) throw conversationNotFound();
      return { otherId: otherOf(conversation, memberId), ...(await this.conversations.markRead(tx, conversationId, memberId)) };
    });
    const frames: Array<[number, ServerFrame]> = [];
    if (marked > 0 && readAt && lastId && otherId !== null) {
      frames.push([otherId, { type: 'message.read', data: { conversationId, readerId: memberId, readAt: readAt.toISOString(), upToMessageId: lastId } }]);
    }
    if (unread !== null) frames.push([memberId, { type: 'unread.changed', data: { messages: unread } }]);
    await this.hub.publishEach(frames);
    return { conversationId, marked, readAt: readAt?.toISOString() ?? null };
  }

  async accept(memberId: number, conversationId: number): Promise<ConversationView> {
    await this.database.transaction(async (tx) => {
      const conversation = await this.conversations.forParticipant(tx, conversationId, memberId, true);
      if (!conversation) throw conversationNotFound();
      if (conversation.requestFor !== memberId) throw domainError(MessagingErrorCode.NotARequest);
      await this.conversations.clearRequest(tx, conversationId);
    });
    return (await this.view(memberId, conversationId))!;
  }

  // Declining hides the request from this member; the sender is told nothing and sees no change.
  async decline(memberId: number, conversationId: number): Promise<void> {
    await this.database.transaction(async (tx) => {
      if (!(await this.conversations.forParticipant(tx, conversationId, memberId, true))) throw conversationNotFound();
      if (!(await this.conversations.declineRequest(tx, conversationId, memberId))) throw domainError(MessagingErrorCode.NotARequest);
    });
  }

  async deleteMessage(memberId: number, conversationId: number, messageId: number): Promise<void> {
    const { otherId, outcome, recipientUnread } = await this.database.transaction(async (tx) => {
      // Held until commit, as a send holds it: an unread message leaves the counts (ConversationsRepository.softDelete).
      const conversation = await this.conversations.forParticipant(tx, conversationId, memberId, true);
      if (!conversation) throw conversationNotFound();
      const deleted = await this.conversations.softDelete(tx, conversationId, messageId, memberId);
      if (deleted.outcome === 'missing') throw domainError(MessagingErrorCode.MessageNotFound);
      return { otherId: otherOf(conversation, memberId), ...deleted };
    });
    if (outcome !== 'deleted') return;
    const frame: ServerFrame = { type: 'message.deleted', data: { conversationId, messageId } };
    const frames: Array<[number, ServerFrame]> = present([memberId, otherId]).map((id) => [id, frame]);
    if (otherId !== null && recipientUnread !== null) frames.push([otherId, { type: 'unread.changed', data: { messages: recipientUnread } }]);
    await this.hub.publishEach(frames);
  }

  // A message sent to the member (never their own), reported to identity's moderation queue.
  async reportMessage(memberId: number, conversationId: number, messageId: number, report: CreateReport): Promise<ReportReceipt> {
    return this.database.transaction(async (tx) => {
      if (!(await this.conversations.forParticipant(tx, conversationId, memberId))) throw conversationNotFound();
      const message = await this.conversations.message(tx, conversationId, messageId);
      // A former member's message has nobody left to moderate.
      if (!message || message.deletedAt || message.senderId === null) throw domainError(MessagingErrorCode.MessageNotFound);
      const item = { kind: 'message' as const, itemId: messageId, subjectId: message.senderId, text: message.content };
      return fileReport(tx, this.outbox, 'messaging.report.filed.v1', item, memberId, report);
    });
  }

  // A moderator's decision took the message down: deleted as its sender deletes one; both see it go.
  async removeByModeration(tx: Transaction, messageId: number, senderId: number): Promise<void> {
    const message = await this.conversations.messageById(tx, messageId);
    // A sender erased since the report ('Former member') no longer holds the id the decision names.
    if (!message || (message.senderId !== senderId && message.senderId !== null)) return;
    await this.conversations.lockConversation(tx, message.conversationId);
    const { outcome, recipientUnread } = await this.conversations.softDelete(tx, message.conversationId, messageId, message.senderId);
    if (outcome !== 'deleted') return;
    // The recipient is the one of the two who did not send it (a former member's side is null).
    const recipientId = message.senderId === message.participantAId ? message.participantBId : message.participantAId;
    const frame: ServerFrame = { type: 'message.deleted', data: { conversationId: message.conversationId, messageId } };
    const frames: Array<[number, ServerFrame]> = present([message.participantAId, message.participantBId]).map((id) => [id, frame]);
    if (recipientId !== null && recipientUnread !== null) frames.push([recipientId, { type: 'unread.changed', data: { messages: recipientUnread } }]);
    await this.hub.publishEach(frames);
  }

  // The spec's conversation report: kept here as it was written, and filed in the moderation queue as a
  // report of the other member, with their latest messages as the excerpt, once per reporter and member (a second
  // report of the same member is still kept here, and still answered 201).
  async report(memberId: number, conversationId: number, reason: string): Promise<{ message: string }> {
    await this.database.transaction(async (tx) => {
      const conversation = await this.conversations.forParticipant(tx, conversationId, memberId);
      if (!conversation) throw conversationNotFound();
      await this.conversations.addReport(tx, conversationId, memberId, reason);
      const other = otherOf(conversation, memberId);
      // A former member has nobody left to moderate.
      if (other === null) return;
      const recent = await this.conversations.latestFrom(tx, conversationId, other, 3);
      const item = { kind: 'member' as const, itemId: other, subjectId: other, text: recent.reverse().join('\n') };
      await fileReport(tx, this.outbox, 'messaging.report.filed.v1', item, memberId, { reason: 'other', details: reason || null }).catch((error: unknown) => {
        if (!(error instanceof DomainError && error.code === ModerationErrorCode.AlreadyReported)) throw error;
      });
    });
    return { message: MESSAGING_MESSAGES.reported };
  }

  async unreadCount(memberId: number): Promise<Count> {
    return { count: await this.conversations.countUnreadFor(memberId) };
  }

  // Social says the two are connected: remember it, and a first message waiting as a request
  // between them moves to the inbox.
  async connected(tx: Transaction, requestId: number, a: number, b: number): Promise<void> {
    await recordConnection(tx, a, b, requestId, true);
    await this.conversations.clearRequestsBetween(tx, a, b);
  }
}

// Null when the other member's account was erased.
function otherOf(conversation: ConversationRow, memberId: number): number | null {
  return conversation.participantAId === memberId ? conversation.participantBId : conversation.participantAId;
}

// The members of a frame who still exist.
function present(memberIds: (number | null)[]): number[] {
  return memberIds.filter((id): id is number => id !== null);
}
