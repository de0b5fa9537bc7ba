import { describe, expect, it } from '@jest/globals';
import { EVENTS, JOBS, MESSAGING, SOCIAL } from '@stave/contracts/paths';
import { installFakeApi } from '@/test/fake-api';
import { actAsHeaders } from './act-as';
import { isApiError } from './api-client';
import { apiCall, apiData, apiPath, apiSend } from './api-json';

const messageSchema = async () => (await import('@stave/contracts/messaging')).MessageViewSchema;
const messageListSchema = async () => (await import('@stave/contracts/messaging')).MessageViewSchema.array();

const message = {
  id: 7,
  conversationId: 3,
  sender_id: 1,
  content: 'Still free on Friday?',
  created_at: '2025-01-01T10:00:00.000Z',
  isRead: false,
  readAt: null,
  deleted: false,
  sentBy: null,
};

describe('the typed client', () => {
  it('sends a route’s method, path and body, and parses the answer', async () => {
    const api = installFakeApi().on('POST', '/api/messages', message, 201);

    const sent = await apiData(MESSAGING.send, messageSchema, { body: { conversationId: 3, content: 'Still free on Friday?' }, headers: actAsHeaders(9) });

    expect(sent).toMatchObject({ id: 7, content: 'Still free on Friday?' });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/messages', body: { conversationId: 3, content: 'Still free on Friday?' } });
    expect(api.requests[0]?.headers.get('x-act-as')).toBe('9');
  });

  it('substitutes the params, serialises the query and returns the headers', async () => {
    const api = installFakeApi().on('GET', '/api/messages/3', (request) => ({ body: [message], status: request.search.get('limit') === '50' ? 200 : 400 }));

    const { data } = await apiCall(MESSAGING.thread, messageListSchema, { params: { conversationId: 3 }, query: { limit: 50, before: undefined } });

    expect(data).toHaveLength(1);
    expect(api.requests[0]?.search.toString()).toBe('limit=50');
  });

  it('refuses an answer its schema does not parse', async () => {
    installFakeApi().on('POST', '/api/messages', { id: 'seven' }, 201);

    await expect(apiData(MESSAGING.send, messageSchema, { body: { conversationId: 3, content: 'Hi' } })).rejects.toThrow();
  });

  it('throws the server’s refusal as an ApiError', async () => {
    installFakeApi().on('DELETE', '/api/jobs/4', { message: 'Job not found', code: 'JOB_NOT_FOUND' }, 404);

    const error = await apiSend(JOBS.delete, { params: { id: 4 } }).catch((caught: unknown) => caught);

    expect(isApiError(error) && [error.status, error.code]).toEqual([404, 'JOB_NOT_FOUND']);
  });

  it.each([
    ['a param, encoded', apiPath(SOCIAL.byHashtag, { params: { tag: 'drum & bass' } }), '/api/posts/hashtag/drum%20%26%20bass'],
    ['a query, without blanks', apiPath(EVENTS.list, { query: { search: 'jazz', page: 2, region: '', location: null } }), '/api/events?search=jazz&page=2'],
    ['a file’s address', apiPath(EVENTS.ics, { params: { id: 12 } }), '/api/events/12/ics'],
  ])('builds the path of %s', (_, path, expected) => {
    expect(path).toBe(expected);
  });
});
