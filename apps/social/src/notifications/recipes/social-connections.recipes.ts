import { recipe } from './notification-recipe';

// Social's follows and connection requests. An answered request's line no longer asks for anything: read,
// settled, and saying what was decided instead of 'wants to connect'. A withdrawn one points at nothing
// (gone). The request's events share a partition (keyed by request id), so these arrive after the request's own.
export const SOCIAL_CONNECTION_RECIPES = [
  recipe('social.follow.created.v1', async (bell, tx, { followerId, followingId, via }, occurredAt) => {
    // The acceptance is its own notification; "started following you" beside it would say it twice.
    if (via === 'connection') return;
    await bell.notify(tx, {
      userId: followingId,
      type: 'follow',
      relatedId: followerId,
      actorId: followerId,
      occurredAt,
      message: `${await bell.nameOf(tx, followerId)} started following you`,
      action: 'started following you',
      groupKey: 'follow',
    });
  }),

  recipe('social.connection.requested.v1', async (bell, tx, { requestId, senderId, receiverId }, occurredAt) => {
    await bell.notify(tx, {
      userId: receiverId,
      type: 'other',
      subtype: 'connection_request',
      relatedId: requestId,
      actorId: senderId,
      occurredAt,
      message: `${await bell.nameOf(tx, senderId)} wants to connect with you`,
    });
  }),

  recipe('social.connection.accepted.v1', async (bell, tx, { requestId, senderId, receiverId }, occurredAt) => {
    await bell.settleRequest(tx, receiverId, requestId, { message: `You connected with ${await bell.nameOf(tx, senderId)}` });
    await bell.notify(tx, {
      userId: senderId,
      type: 'other',
      subtype: 'connection_accepted',
      relatedId: requestId,
      actorId: receiverId,
      occurredAt,
      message: `${await bell.nameOf(tx, receiverId)} accepted your connection request`,
    });
  }),

  recipe('social.connection.declined.v1', async (bell, tx, { receiverId, requestId, senderId }) => {
    await bell.settleRequest(tx, receiverId, requestId, { message: `You declined ${await bell.nameOf(tx, senderId)}'s connection request` });
  }),

  recipe('social.connection.withdrawn.v1', async (bell, tx, { receiverId, requestId }) => {
    await bell.settleRequest(tx, receiverId, requestId, { remove: true });
  }),
];
