import type { ErrorDefinition } from '../errors';
import { NETWORK_MESSAGES } from './network.schemas';
import { SOCIAL_MESSAGES } from './post.schemas';

// Social's error codes (docs/api.md § Social). A code is part of the API: never rename one.
export enum SocialErrorCode {
  PostNotFound = 'POST_NOT_FOUND',
  CommentNotFound = 'COMMENT_NOT_FOUND',
  CannotFollowSelf = 'CANNOT_FOLLOW_SELF',
  CannotConnectSelf = 'CANNOT_CONNECT_SELF',
  RequestNotFound = 'REQUEST_NOT_FOUND',
  ConnectionNotFound = 'CONNECTION_NOT_FOUND',
  AlreadyRequested = 'ALREADY_REQUESTED',
  AlreadyConnected = 'ALREADY_CONNECTED',
}

export const SOCIAL_ERRORS: Record<SocialErrorCode, ErrorDefinition> = {
  [SocialErrorCode.PostNotFound]: { kind: 'not_found', message: SOCIAL_MESSAGES.postNotFound },
  [SocialErrorCode.CommentNotFound]: { kind: 'not_found', message: SOCIAL_MESSAGES.commentNotFound },
  [SocialErrorCode.CannotFollowSelf]: { kind: 'validation', message: SOCIAL_MESSAGES.cannotFollowSelf },
  [SocialErrorCode.CannotConnectSelf]: { kind: 'validation', message: NETWORK_MESSAGES.cannotConnectSelf },
  [SocialErrorCode.RequestNotFound]: { kind: 'not_found', message: NETWORK_MESSAGES.requestNotFound },
  [SocialErrorCode.ConnectionNotFound]: { kind: 'not_found', message: NETWORK_MESSAGES.connectionNotFound },
  [SocialErrorCode.AlreadyRequested]: { kind: 'conflict', message: NETWORK_MESSAGES.alreadyRequested },
  [SocialErrorCode.AlreadyConnected]: { kind: 'conflict', message: NETWORK_MESSAGES.alreadyConnected },
};
