import { BOOST_MESSAGES } from '../boosts/boosts.schemas';
import { SocialErrorCode, type ErrorDefinition } from '../error-codes';
import { NETWORK_MESSAGES } from './network.schemas';
import { SOCIAL_MESSAGES } from './post.schemas';

export const SOCIAL_ERRORS: Record<SocialErrorCode, ErrorDefinition> = {
  [SocialErrorCode.PostNotFound]: { kind: 'not_found', message: SOCIAL_MESSAGES.postNotFound },
  [SocialErrorCode.AlreadyBoosted]: { kind: 'conflict', message: BOOST_MESSAGES.alreadyBoosted },
  [SocialErrorCode.CommentNotFound]: { kind: 'not_found', message: SOCIAL_MESSAGES.commentNotFound },
  [SocialErrorCode.CannotFollowSelf]: { kind: 'validation', message: SOCIAL_MESSAGES.cannotFollowSelf },
  [SocialErrorCode.CannotMuteSelf]: { kind: 'validation', message: SOCIAL_MESSAGES.cannotMuteSelf },
  [SocialErrorCode.CannotConnectSelf]: { kind: 'validation', message: NETWORK_MESSAGES.cannotConnectSelf },
  [SocialErrorCode.RequestNotFound]: { kind: 'not_found', message: NETWORK_MESSAGES.requestNotFound },
  [SocialErrorCode.ConnectionNotFound]: { kind: 'not_found', message: NETWORK_MESSAGES.connectionNotFound },
  [SocialErrorCode.AlreadyRequested]: { kind: 'conflict', message: NETWORK_MESSAGES.alreadyRequested },
  [SocialErrorCode.AlreadyConnected]: { kind: 'conflict', message: NETWORK_MESSAGES.alreadyConnected },
};
