import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CONNECTION_MESSAGE, type ConnectionRequest, type PublicUser } from '@stave/contracts';
import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { memberCard } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ProfileActions } from './ProfileActions';

const ME = 1;

const sam: PublicUser = {
  id: 2,
  username: 'sam',
  name: 'Sam Drummer',
  type: 'musician',
  location: 'Leeds',
  bio: null,
  profileImage: null,
  coverImage: null,
  websiteUrl: null,
  skills: [],
  genres: [],
  subscriptionTier: 'free',
  isFoundingMember: false,
  verifiedProfile: false,
  badges: [],
  connectionCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const card = (member: { id: number; username: string; name: string }) => memberCard(member.id, member.name, member.username);

function requestBetween(senderId: number, receiverId: number, status: ConnectionRequest['status'] = 'pending'): ConnectionRequest {
  const alex = card({ id: ME, username: 'alex', name: 'Alex Player' });
  const other = card(sam);
  return {
    id: 30,
    senderId,
    receiverId,
    status,
    message: DEFAULT_CONNECTION_MESSAGE,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    sender: senderId === ME ? alex : other,
    receiver: senderId === ME ? other : alex,
  };
}

// The three lists the profile reads the relationship from.
function renderProfile(lists: { connections?: unknown[]; sent?: ConnectionRequest[]; received?: ConnectionRequest[] } = {}, more?: (api: FakeApi) => void) {
  return renderWithProviders(<ProfileActions member={sam} onMessage={() => undefined} />, {
    user: { id: ME },
    api: (api) => {
      api
        .on('GET', '/api/connections', lists.connections ?? [])
        .on('GET', '/api/connection-requests/sent', lists.sent ?? [])
        .on('GET', '/api/connection-requests/received', lists.received ?? [])
        .on('GET', '/api/users/2/follow', { following: false })
        .on('GET', '/api/users/2/mute', { muted: false })
        .on('GET', '/api/messages/blocks', []);
      more?.(api);
    },
  });
}

const status = () => screen.getByTestId('connect-status') as HTMLButtonElement;

describe('ProfileActions: Connect', () => {
  it('sends a connection request with the greeting, then reads Pending', async () => {
    const { api, user } = renderProfile();
    api.on('POST', '/api/connections', requestBetween(ME, 2), 201);
    await user.click(await screen.findByRole('button', { name: 'Connect with Sam Drummer' }));
    await waitFor(() => expect(status().textContent).toBe('Pending request to Sam Drummer'));
    expect(status().disabled).toBe(true);
    expect(api.requestsTo('POST', '/api/connections').map((r) => r.body)).toEqual([{ receiverId: 2, message: DEFAULT_CONNECTION_MESSAGE }]);
    expect(await screen.findByText('Connection Request Sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect with Sam Drummer' })).toBeNull();
  });

  it('reads Pending for a request already sent, and offers no second one', async () => {
    renderProfile({ sent: [requestBetween(ME, 2)] });
    await waitFor(() => expect(status().textContent).toBe('Pending request to Sam Drummer'));
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
  });

  it('offers to accept a request the member received, and reads Connected once accepted', async () => {
    const incoming = requestBetween(2, ME);
    const { api, user } = renderProfile({ received: [incoming] });
    api.on('PUT', '/api/connection-requests/30/accept', undefined, 204);
    const accept = await screen.findByRole('button', { name: "Accept Sam Drummer's request" });
    api.on('GET', '/api/connection-requests/received', []);
    api.on('GET', '/api/connections', [{ ...card(sam), connectedAt: '2026-11-21T09:00:00.000Z' }]);
    await user.click(accept);
    await waitFor(() => expect(status().textContent).toBe('Connected with Sam Drummer'));
    expect(api.requestsTo('PUT', '/api/connection-requests/30/accept')).toHaveLength(1);
    expect(await screen.findByText('Connection Accepted')).toBeTruthy();
  });

  it('reads Connected when Connect found that the other member had asked first', async () => {
    const { api, user } = renderProfile();
    api.on('POST', '/api/connections', requestBetween(2, ME, 'accepted'));
    await user.click(await screen.findByRole('button', { name: 'Connect with Sam Drummer' }));
    await waitFor(() => expect(status().textContent).toBe('Connected with Sam Drummer'));
    expect(await screen.findByText('Sam Drummer had already asked to connect: you are now connected.')).toBeTruthy();
  });

  it('says a request was already sent when the server answers 409, and lets the member try again on failure', async () => {
    const { api, user } = renderProfile();
    api.once('POST', '/api/connections', { message: 'Connection request already exists', code: 'REQUEST_EXISTS' }, 409);
    await user.click(await screen.findByRole('button', { name: 'Connect with Sam Drummer' }));
    expect(await screen.findByText('Already Requested')).toBeTruthy();
    api.once('POST', '/api/connections', { message: 'Social is restarting' }, 503);
    await user.click(screen.getByRole('button', { name: 'Connect with Sam Drummer' }));
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('Social is restarting')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Connect with Sam Drummer' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
