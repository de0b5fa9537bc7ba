import { describe, expect, it } from '@jest/globals';
import type { ConversationView, MessageView } from '@stave/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FakeWebSocket } from '@/test/fake-websocket';
import { renderWithProviders } from '@/test/render';
import { ThreadView } from './ThreadView';

const ME = 1;
const SAM = 2;

const conversation: ConversationView = {
  id: 5,
  participantAId: ME,
  participantBId: SAM,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastMessageAt: '2026-11-01T10:05:00.000Z',
  otherUserId: SAM,
  other_user_name: 'Sam Drummer',
  other_user_picture: null,
  last_message: 'See you at rehearsal',
  last_message_time: '2026-11-01T10:05:00.000Z',
  unreadCount: 0,
  isRequest: false,
};

let nextId = 100;
function message(overrides: Partial<MessageView>): MessageView {
  return {
    id: nextId++,
    conversationId: conversation.id,
    sender_id: SAM,
    content: 'Hello',
    created_at: '2026-11-01T10:00:00.000Z',
    isRead: true,
    readAt: null,
    deleted: false,
    sentBy: null,
    ...overrides,
  };
}

function renderThread(messages: MessageView[], overrides: Partial<ConversationView> = {}) {
  return renderWithProviders(<ThreadView conversation={{ ...conversation, ...overrides }} onBack={() => undefined} />, {
    user: { id: ME },
    // `since`: the catch-up after the socket's `ready` (nothing was missed).
    api: (api) => api.on('GET', '/api/messages/5', (request) => ({ body: request.search.has('since') ? [] : messages })).on('GET', '/api/messages/blocks', []),
  });
}

const bubbles = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByTestId('message');

// The socket is open once the page has fetched its ticket and the server said `ready`.
async function openSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.deliver({ type: 'ready', data: { userId: ME } } as never));
  return socket;
}

describe('ThreadView', () => {
  it('shows the conversation, oldest first, with the other member named', async () => {
    renderThread([message({ content: 'Are you free Friday?' }), message({ sender_id: ME, content: 'Yes, after six' })]);
    expect(screen.getByRole('status').textContent).toMatch('Loading messages');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles().map((b) => b.querySelector('p')?.textContent)).toEqual(['Are you free Friday?', 'Yes, after six']);
    expect(screen.getByRole('region', { name: 'Conversation with Sam Drummer' })).toBeTruthy();
  });

  it('says so when the thread cannot be loaded', async () => {
    renderWithProviders(<ThreadView conversation={conversation} onBack={() => undefined} />, {
      user: { id: ME },
      api: (api) => api.on('GET', '/api/messages/5', { message: 'boom' }, 500).on('GET', '/api/messages/blocks', []),
    });
    expect((await screen.findByRole('alert')).textContent).toMatch('Error loading messages');
  });

  it('sends the trimmed message on Enter, clears the box and shows it in the thread', async () => {
    const { api, user } = renderThread([message({ content: 'Hi' })]);
    api.on('POST', '/api/messages', (request) => ({
      status: 201,
      body: message({ sender_id: ME, content: (request.body as { content: string }).content }),
    }));
    const box = await screen.findByLabelText('Message Sam Drummer');
    await user.type(box, '  Bring the snare  {Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(api.requestsTo('POST', '/api/messages').map((r) => r.body)).toEqual([{ conversationId: 5, content: 'Bring the snare' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(bubbles()[1]?.textContent).toMatch('Bring the snare');
  });

  it('keeps Send disabled for a blank message and lets Shift+Enter break the line without sending', async () => {
    const { api, user } = renderThread([]);
    const box = await screen.findByLabelText('Message Sam Drummer');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('   line one\nline two');
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(api.requestsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('tells a free member who reached the monthly limit why the message did not go, and keeps their draft', async () => {
    const { api, user } = renderThread([]);
    api.on('POST', '/api/messages', { code: 'USAGE_LIMIT_EXCEEDED', message: 'You have used your 5 conversations this month' }, 403);
    const box = await screen.findByLabelText('Message Sam Drummer');
    await user.type(box, 'Hello there{Enter}');
    expect(await screen.findByText('Message Limit Reached')).toBeTruthy();
    expect(screen.getByText(/You have used your 5 conversations this month\. Upgrade to Pro/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello there');
  });

  it('marks what the other member sent as read once it is on screen', async () => {
    const { api } = renderThread([message({ content: 'New gig offer', isRead: false })]);
    api.on('PUT', '/api/messages/5/read', undefined, 204);
    await waitFor(() => expect(api.requestsTo('PUT', '/api/messages/5/read')).toHaveLength(1));
  });

  it('shows a message that arrives over the socket, once, without reloading the thread', async () => {
    renderThread([message({ id: 1, content: 'First' })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const socket = await openSocket();
    const arriving = message({ id: 2, content: 'Just landed in London' });
    act(() => socket.deliver({ type: 'message.created', data: arriving }));
    act(() => socket.deliver({ type: 'message.created', data: arriving }));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]?.textContent).toMatch('Just landed in London');
  });

  it('shows that the other member is typing, and stops when their message arrives', async () => {
    renderThread([message({ id: 1, content: 'First' })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const socket = await openSocket();
    act(() => socket.deliver({ type: 'typing', data: { conversationId: 5, userId: SAM, expiresInMs: 5000 } } as never));
    expect(await screen.findByText(/Sam Drummer is typing/)).toBeTruthy();
    act(() => socket.deliver({ type: 'message.created', data: message({ id: 2, content: 'Done' }) }));
    await waitFor(() => expect(screen.queryByText(/Sam Drummer is typing/)).toBeNull());
  });

  it('puts Seen under my last message when a read receipt arrives', async () => {
    renderThread([message({ id: 1, sender_id: ME, content: 'Can you dep on Saturday?', isRead: false })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.queryByTestId('seen')).toBeNull();
    const socket = await openSocket();
    act(() =>
      socket.deliver({ type: 'message.read', data: { conversationId: 5, readerId: SAM, upToMessageId: 1, readAt: '2026-11-01T11:00:00.000Z' } } as never),
    );
    expect((await screen.findByTestId('seen')).textContent).toMatch('Seen');
  });

  it('replaces a message the sender deleted', async () => {
    renderThread([message({ id: 1, content: 'Oops wrong chat' })]);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const socket = await openSocket();
    act(() => socket.deliver({ type: 'message.deleted', data: { conversationId: 5, messageId: 1 } } as never));
    await waitFor(() => expect(bubbles()[0]?.textContent).toMatch('Message deleted'));
    expect(screen.queryByText('Oops wrong chat')).toBeNull();
  });

  it('sends a typing frame over the socket while the member writes', async () => {
    const { user } = renderThread([]);
    const socket = await openSocket();
    await user.type(await screen.findByLabelText('Message Sam Drummer'), 'hey');
    expect(socket.sent).toEqual([{ type: 'typing', data: { conversationId: 5 } }]);
  });

  it('sends over the open socket, not by POST, and shows the message its ack carries; a drop before the ack sends the same frame again', async () => {
    const { api, user } = renderThread([]);
    const socket = await openSocket();
    await user.type(await screen.findByLabelText('Message Sam Drummer'), 'Soundcheck at five{Enter}');
    const frame = socket.sent.find((sent) => (sent as { type: string }).type === 'message.send') as { data: { clientId: string } };
    expect(frame).toEqual({
      type: 'message.send',
      data: { clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), conversationId: 5, content: 'Soundcheck at five' },
    });
    // The connection drops and comes back before the ack: the same frame goes again, under the same client id.
    act(() => socket.serverClose());
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(1), { timeout: 5000 });
    const again = await openSocket();
    expect(again.sent).toContainEqual(frame);
    act(() =>
      again.deliver({ type: 'message.ack', data: { clientId: frame.data.clientId, message: message({ sender_id: ME, content: 'Soundcheck at five' }) } }),
    );
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(bubbles()[0]?.textContent).toMatch('Soundcheck at five');
    expect(api.requestsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it("shows a refusal from the socket's ack as the POST's would be shown, and keeps the draft", async () => {
    const { user } = renderThread([]);
    const socket = await openSocket();
    const box = await screen.findByLabelText('Message Sam Drummer');
    await user.type(box, 'Hello there{Enter}');
    const frame = socket.sent.find((sent) => (sent as { type: string }).type === 'message.send') as { data: { clientId: string } };
    const error = { status: 403, code: 'USAGE_LIMIT_EXCEEDED', message: 'You have used your 5 conversations this month' };
    act(() => socket.deliver({ type: 'message.ack', data: { clientId: frame.data.clientId, error } }));
    expect(await screen.findByText('Message Limit Reached')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello there');
  });
});

// The socket never says `ready` here, so a message goes by POST (sending over the socket is in ThreadView above).
describe('ThreadView composer', () => {
  const box = async () => (await screen.findByLabelText('Message Sam Drummer')) as HTMLTextAreaElement;
  const sendButton = () => screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
  const echo = (request: { body: unknown }) => ({ status: 201, body: message({ sender_id: ME, content: (request.body as { content: string }).content }) });

  it('sends with the Send button as well as Enter', async () => {
    const { api, user } = renderThread([]);
    api.on('POST', '/api/messages', echo);
    await user.type(await box(), 'Load-in at five');
    await user.click(sendButton());
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(api.requestsTo('POST', '/api/messages').map((r) => r.body)).toEqual([{ conversationId: 5, content: 'Load-in at five' }]);
    expect((await box()).value).toBe('');
  });

  it('sends nothing for a message of spaces, and says it is empty', async () => {
    const { api, user } = renderThread([]);
    await user.type(await box(), '   {Enter}');
    expect(await screen.findByText('Message is empty')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('stops a message at 4,000 characters', async () => {
    const { api, user } = renderThread([]);
    api.on('POST', '/api/messages', echo);
    const input = await box();
    input.focus();
    await user.paste('a'.repeat(4001));
    expect(input.value).toHaveLength(4000);
    await user.type(input, 'b{Enter}');
    await waitFor(() => expect(api.requestsTo('POST', '/api/messages')).toHaveLength(1));
    expect((api.requestsTo('POST', '/api/messages')[0]?.body as { content: string }).content).toBe('a'.repeat(4000));
  });

  it('locks Send while the message is on its way, and Enter does not send it twice', async () => {
    const { api, user } = renderThread([]);
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.on('POST', '/api/messages', (request) => new Promise((resolve) => (answer = () => resolve(echo(request)))));
    const input = await box();
    await user.type(input, 'On my way{Enter}');
    await waitFor(() => expect(sendButton().disabled).toBe(true));
    await user.type(input, '{Enter}');
    expect(api.requestsTo('POST', '/api/messages')).toHaveLength(1);
    expect(input.value).toBe('On my way');
    answer({ status: 201, body: null });
    await waitFor(() => expect(input.value).toBe(''));
    expect(bubbles()[0]?.textContent).toMatch('On my way');
  });

  it("shows the server's reason when a message is refused, keeps the text and lets the member send again", async () => {
    const { api, user } = renderThread([]);
    api.on('POST', '/api/messages', echo);
    api.once('POST', '/api/messages', { message: 'Sam Drummer does not take messages from people they do not know' }, 403);
    const input = await box();
    await user.type(input, 'Fancy a jam?{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    expect(screen.getByText('Sam Drummer does not take messages from people they do not know')).toBeTruthy();
    expect(input.value).toBe('Fancy a jam?');
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    await user.click(sendButton());
    await waitFor(() => expect(input.value).toBe(''));
    expect(api.requestsTo('POST', '/api/messages')).toHaveLength(2);
  });

  it('says the message could not be sent when the network is down, keeping the text', async () => {
    const { api, user } = renderThread([]);
    const input = await box();
    api.offline(true);
    await user.type(input, 'Are you there?{Enter}');
    expect(await screen.findByText('There was a problem sending your message.')).toBeTruthy();
    expect(input.value).toBe('Are you there?');
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
  });
});
