// Generated from MESSAGING by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { MESSAGING as R } from '../messaging/messaging.routes';
import { routePath as p } from './route-path';

export const MESSAGING_PATHS = {
  start: p<typeof R.start>('start', 'POST', '/api/messages/start'),
  send: p<typeof R.send>('send', 'POST', '/api/messages'),
  conversations: p<typeof R.conversations>('conversations', 'GET', '/api/messages/conversations'),
  usage: p<typeof R.usage>('usage', 'GET', '/api/messages/usage'),
  preferences: p<typeof R.preferences>('preferences', 'GET', '/api/messages/preferences'),
  setPreferences: p<typeof R.setPreferences>('setPreferences', 'PUT', '/api/messages/preferences'),
  blocks: p<typeof R.blocks>('blocks', 'GET', '/api/messages/blocks'),
  block: p<typeof R.block>('block', 'POST', '/api/messages/blocks'),
  unblock: p<typeof R.unblock>('unblock', 'DELETE', '/api/messages/blocks/:userId'),
  thread: p<typeof R.thread>('thread', 'GET', '/api/messages/:conversationId'),
  markRead: p<typeof R.markRead>('markRead', 'PUT', '/api/messages/:conversationId/read'),
  accept: p<typeof R.accept>('accept', 'PUT', '/api/messages/:conversationId/accept'),
  decline: p<typeof R.decline>('decline', 'PUT', '/api/messages/:conversationId/decline'),
  report: p<typeof R.report>('report', 'POST', '/api/messages/:conversationId/report'),
  deleteMessage: p<typeof R.deleteMessage>('deleteMessage', 'DELETE', '/api/messages/:conversationId/:messageId'),
  ticket: p<typeof R.ticket>('ticket', 'POST', '/api/realtime/ticket'),
} as const;
