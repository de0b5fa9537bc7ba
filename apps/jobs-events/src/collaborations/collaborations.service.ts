import { Injectable } from '@nestjs/common';
import {
  COLLABORATION_MESSAGES,
  CommonErrorCode,
  JobsErrorCode,
  POPULAR_GENRES_SHOWN,
  type CollaborationRespondersQuery,
  type CollaborationResponder,
  type CollaborationsQuery,
  type CollaborationView,
  type CreateCollaboration,
  type PopularGenre,
  type TeamAction,
  type UpdateCollaboration,
} from '@stave/contracts';
import { Clock, Database, Outbox, domainError, type Queryable, type Transaction } from '@stave/platform';
import { blockedBetween, recordTeamAction, type Acting } from '@stave/domain';
import { searchTerms } from '../search-terms';
import { UploadsService } from '../uploads/uploads.service';
import { CollaborationsRepository, type CollaborationRow } from './collaborations.repository';

const notFound = () => domainError(JobsErrorCode.CollaborationNotFound);
// The list's Popular Genres card shows 10; the filter panel offers every preset and more.
const GENRES_LISTED = 40;

@Injectable()
export class CollaborationsService {
  constructor(
    private readonly database: Database,
    private readonly collaborations: CollaborationsRepository,
    private readonly uploads: UploadsService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {}

  // As the member, or as the business they are on the team of (acting.ownerId; the member recorded as the actor).
  async create(acting: Acting, call: CreateCollaboration): Promise<CollaborationView> {
    const id = await this.database.transaction(async (tx) => {
      // The demo is the uploader's (a team member's becomes the business's).
      await this.uploads.hold(tx, acting.actorId, call.demoUrl, 'demo', 'demoUrl', acting.ownerId);
      const id = await this.collaborations.insert(
        tx,
        acting,
        {
          title: call.title,
          description: call.description ?? null,
          lookingFor: call.lookingFor,
          projectType: call.projectType ?? null,
          genres: call.genres,
          demoUrl: call.demoUrl ?? null,
          remote: call.remote,
          location: call.location ?? null,
          paid: call.paid,
        },
        this.clock.now(),
      );
      await this.outbox.add(tx, 'jobs-events.collaboration.created.v1', id, { collaborationId: id, userId: acting.ownerId, title: call.title });
      await this.recordAction(tx, acting, 'collaboration.posted', { id, title: call.title });
      return id;
    });
    return this.get(acting.ownerId, id);
  }

  async get(viewerId: number, id: number, db: Queryable = this.database.pool): Promise<CollaborationView> {
    const row = await this.collaborations.find(db, viewerId, id);
    // Another member's call is not there for a member either of them has blocked.
    if (!row || (row.userId !== viewerId && (await blockedBetween(db, viewerId, row.userId)))) throw notFound();
    return view(row, viewerId);
  }

  async list(viewerId: number, query: CollaborationsQuery): Promise<{ collaborations: CollaborationView[]; total: number; nextPage: number | null }> {
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = await this.collaborations.list(viewerId, {
      search: searchTerms(query.search),
      genres: query.genre,
      remote: query.remote,
      paid: query.paid,
      mine: query.mine,
      offset,
      limit: query.limit,
    });
    return { collaborations: rows.map((row) => view(row, viewerId)), total, nextPage: offset + rows.length < total ? query.page + 1 : null };
  }

  popularGenres(): Promise<PopularGenre[]> {
    return this.collaborations.popularGenres(Math.max(GENRES_LISTED, POPULAR_GENRES_SHOWN));
  }

  // Someone else's call answers 404, as one that does not exist.
  async update(acting: Acting, id: number, changes: UpdateCollaboration): Promise<CollaborationView> {
    return this.database.transaction(async (tx) => {
      const current = await this.collaborations.lockOwned(tx, acting.ownerId, id);
      if (!current) throw notFound();
      const remote = changes.remote ?? current.remote;
      const location = changes.location === undefined ? current.location : changes.location;
      if (!remote && !location) throw domainError(CommonErrorCode.Validation, { message: COLLABORATION_MESSAGES.locationRequired, path: 'location' });
      // A new demo is the uploader's (a team member's becomes the business's), as when the call was posted.
      if (changes.demoUrl !== current.demoUrl) await this.uploads.hold(tx, acting.actorId, changes.demoUrl, 'demo', 'demoUrl', acting.ownerId);
      await this.collaborations.update(tx, id, changes);
      const call = await this.get(acting.ownerId, id, tx);
      await this.recordAction(tx, acting, 'collaboration.edited', call);
      return call;
    });
  }

  // One statement as the member; as the business, a transaction that records the action with the deletion.
  async delete(acting: Acting, id: number): Promise<void> {
    const deleted = acting.asBusiness
      ? await this.database.transaction(async (tx) => {
          const call = await this.collaborations.delete(acting.ownerId, id, tx);
          if (call) await this.recordAction(tx, acting, 'collaboration.deleted', call);
          return call;
        })
      : await this.collaborations.delete(acting.ownerId, id);
    if (!deleted) throw notFound();
  }

  // A moderator's decision took the call down; nothing when it is gone already.
  async removeByModeration(tx: Transaction, id: number, authorId: number): Promise<void> {
    await this.collaborations.delete(authorId, id, tx);
  }

  // Message to Collaborate: the conversation is messaging's (POST /api/messages/start); this counts
  // the member once among those who answered, for the author to see.
  async respond(memberId: number, id: number): Promise<{ responseCount: number | null; hasResponded: true }> {
    return this.database.transaction(async (tx) => {
      const call = await this.collaborations.lockForResponse(tx, id);
      if (!call || (await blockedBetween(tx, memberId, call.userId))) throw notFound();
      if (call.userId === memberId) throw domainError(JobsErrorCode.OwnCollaboration);
      if (call.status !== 'open') throw domainError(JobsErrorCode.CollaborationClosed);
      await this.collaborations.respond(tx, id, memberId);
      return { responseCount: null, hasResponded: true };
    });
  }

  // Who answered the owner's call, for them to offer a booking to (docs/bookings.md); someone else's call is 404.
  async responders(
    ownerId: number,
    id: number,
    query: CollaborationRespondersQuery,
  ): Promise<{ responders: CollaborationResponder[]; total: number; nextPage: number | null }> {
    const offset = (query.page - 1) * query.limit;
    const found = await this.collaborations.responders(ownerId, id, offset, query.limit);
    if (!found) throw notFound();
    return {
      responders: found.rows.map(({ respondedAt, ...member }) => ({ member, respondedAt: respondedAt.toISOString() })),
      total: found.total,
      nextPage: offset + found.rows.length < found.total ? query.page + 1 : null,
    };
  }

  // For a booking offered from a response: did the member answer the owner's call?
  answeredBy(tx: Transaction, ownerId: number, id: number, memberId: number): Promise<boolean> {
    return this.collaborations.answered(tx, ownerId, id, memberId);
  }

  // What a team member did as the business, in the change's transaction (docs/teams.md); nothing as themself.
  private recordAction(tx: Transaction, acting: Acting, action: TeamAction, call: { id: number; title: string }): Promise<void> {
    return recordTeamAction(this.outbox, tx, acting, 'jobs-events.team.action.v1', action, call);
  }
}

function view({ authorName, authorType, authorImage, responseCount, ...row }: CollaborationRow, viewerId: number): CollaborationView {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.userId, name: authorName, type: authorType, profileImage: authorImage },
    responseCount: row.userId === viewerId ? responseCount : null,
  };
}
