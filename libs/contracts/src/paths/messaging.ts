// Generated from messaging/messaging.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MESSAGING } from '../messaging/messaging.routes';

export const start = 'POST /api/messages/start' as RoutePath<(typeof MESSAGING)['start']>;
export const send = 'POST /api/messages' as RoutePath<(typeof MESSAGING)['send']>;
export const conversations = 'GET /api/messages/conversations' as RoutePath<(typeof MESSAGING)['conversations']>;
export const usage = 'GET /api/messages/usage' as RoutePath<(typeof MESSAGING)['usage']>;
export const preferences = 'GET /api/messages/preferences' as RoutePath<(typeof MESSAGING)['preferences']>;
export const setPreferences = 'PUT /api/messages/preferences' as RoutePath<(typeof MESSAGING)['setPreferences']>;
export const blocks = 'GET /api/messages/blocks' as RoutePath<(typeof MESSAGING)['blocks']>;
export const block = 'POST /api/messages/blocks' as RoutePath<(typeof MESSAGING)['block']>;
export const unblock = 'DELETE /api/messages/blocks/:userId' as RoutePath<(typeof MESSAGING)['unblock']>;
export const thread = 'GET /api/messages/:conversationId' as RoutePath<(typeof MESSAGING)['thread']>;
export const markRead = 'PUT /api/messages/:conversationId/read' as RoutePath<(typeof MESSAGING)['markRead']>;
export const accept = 'PUT /api/messages/:conversationId/accept' as RoutePath<(typeof MESSAGING)['accept']>;
export const decline = 'PUT /api/messages/:conversationId/decline' as RoutePath<(typeof MESSAGING)['decline']>;
export const report = 'POST /api/messages/:conversationId/report' as RoutePath<(typeof MESSAGING)['report']>;
export const deleteMessage = 'DELETE /api/messages/:conversationId/:messageId' as RoutePath<(typeof MESSAGING)['deleteMessage']>;
export const ticket = 'POST /api/realtime/ticket' as RoutePath<(typeof MESSAGING)['ticket']>;
