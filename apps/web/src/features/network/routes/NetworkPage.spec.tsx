import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CONNECTION_MESSAGE, type ConnectionRequest } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { memberCard } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { NetworkPage } from './NetworkPage';

const ME = 1;

const card = memberCard;
const alex = card(ME, 'Alex Player', 'alex');
const sam = card(2, 'Sam Drummer', 'sam');
const kim = card(3, 'Kim Keys', 'kim');

const request = (id: number, sender: typeof alex, receiver: typeof alex): ConnectionRequest => ({
  id,
  senderId: sender.id,
  receiverId: receiver.id,
  status: 'pending',
  message: DEFAULT_CONNECTION_MESSAGE,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  sender,
  receiver,
});
const toSam = request(30, alex, sam);
const fromKim = request(31, kim, alex);

const networkApi = (api: FakeApi) =>
  api
    .on('GET', '/api/connections', [])
    .on('GET', '/api/connection-requests/sent', [toSam])
    .on('GET', '/api/connection-requests/received', [fromKim])
    .on('GET', '/api/users', []);

const renderRequests = () => renderWithProviders(<NetworkPage />, { user: { id: ME }, route: '/network?tab=requests', api: networkApi });
const section = (name: RegExp) => within(screen.getByRole('region', { name }));
const pendingStat = () => screen.getByTestId('network-stats').querySelector('[data-stat="Pending"]')?.textContent;

describe('NetworkPage requests', () => {
  it('lists the requests received and sent, with their counts', async () => {
    renderRequests();
    await screen.findByRole('button', { name: 'Withdraw request to Sam Drummer' });
    expect(section(/^Received/).getByRole('button', { name: 'Accept Kim Keys' })).toBeTruthy();
    expect(section(/^Sent/).getByRole('link', { name: 'Sam Drummer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sent (1)' })).toBeTruthy();
    await waitFor(() => expect(pendingStat()).toBe('1'));
  });

  it('withdraws a sent request: the card goes and the Pending count drops', async () => {
    const { api, user } = renderRequests();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw request to Sam Drummer' });
    // The server's lists from now on.
    api.on('DELETE', '/api/connection-requests/30', undefined, 204).on('GET', '/api/connection-requests/sent', []);
    await user.click(withdraw);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw request to Sam Drummer' })).toBeNull());
    expect(api.requestsTo('DELETE', '/api/connection-requests/30')).toHaveLength(1);
    expect(await screen.findByText('Your request to Sam Drummer was withdrawn.')).toBeTruthy();
    expect(screen.getByText("You haven't sent any requests that are still waiting.")).toBeTruthy();
    await waitFor(() => expect(pendingStat()).toBe('0'));
  });

  it('keeps the request and says so when withdrawing fails', async () => {
    const { api, user } = renderRequests();
    api.on('DELETE', '/api/connection-requests/30', { message: 'Social is restarting' }, 503);
    await user.click(await screen.findByRole('button', { name: 'Withdraw request to Sam Drummer' }));
    expect(await screen.findByText('Failed to withdraw request')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw request to Sam Drummer' })).toBeTruthy();
  });

  it('accepts a received request: it leaves the list and the member is told they are connected', async () => {
    const { api, user } = renderRequests();
    const accept = await screen.findByRole('button', { name: 'Accept Kim Keys' });
    api
      .on('PUT', '/api/connection-requests/31/accept', undefined, 204)
      .on('GET', '/api/connection-requests/received', [])
      .on('GET', '/api/connections', [{ ...kim, connectedAt: '2026-11-21T09:00:00.000Z' }]);
    await user.click(accept);
    expect(await screen.findByText('You are now connected!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Kim Keys' })).toBeNull());
    expect(api.requestsTo('PUT', '/api/connection-requests/31/accept')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /^Connections/ }).textContent).toBe('Connections1');
  });

  it('declines a received request', async () => {
    const { api, user } = renderRequests();
    api.on('PUT', '/api/connection-requests/31/decline', undefined, 204);
    await user.click(await screen.findByRole('button', { name: 'Decline Kim Keys' }));
    expect(await screen.findByText('The request from Kim Keys was declined.')).toBeTruthy();
    expect(api.requestsTo('PUT', '/api/connection-requests/31/decline')).toHaveLength(1);
    expect(api.requestsTo('PUT', '/api/connection-requests/31/accept')).toHaveLength(0);
  });
});
