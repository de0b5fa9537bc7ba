import { describe, expect, it } from '@jest/globals';
import type { CollaborationView, TeamMembership } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { collaborationView, teamMembership } from '../collaboration-fixture';
import { CollaboratePage } from './CollaboratePage';

const collaborationsApi = (api: FakeApi) =>
  api.on('GET', '/api/collaborations', []).on('GET', '/api/collaborations/genres', [
    { genre: 'Jazz', count: 4 },
    { genre: 'Folk', count: 2 },
  ]);
const lastQuery = (api: FakeApi) => api.requestsTo('GET', '/api/collaborations').at(-1)?.search;

describe('CollaboratePage filters', () => {
  it('asks for every genre chosen and counts them on the Filters button', async () => {
    const { api, user } = renderWithProviders(<CollaboratePage />, { user: {}, route: '/collaborate', history: 'browser', api: collaborationsApi });
    await screen.findByText('No collaborations found');
    const filtersButton = screen.getByRole('button', { name: /^Filters/ });
    expect(filtersButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(filtersButton);
    expect(filtersButton.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'Jazz' }));
    await user.click(screen.getByRole('button', { name: 'Folk' }));
    await waitFor(() => expect(lastQuery(api)?.getAll('genre')).toEqual(['Jazz', 'Folk']));
    expect(screen.getByRole('button', { name: 'Jazz' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('filter-count').textContent).toBe('(2 active)');
  });

  it('asks for paid, remote opportunities only when both boxes are ticked', async () => {
    const { api, user } = renderWithProviders(<CollaboratePage />, { user: {}, route: '/collaborate', history: 'browser', api: collaborationsApi });
    await screen.findByText('No collaborations found');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await user.click(screen.getByRole('checkbox', { name: 'Paid opportunities only' }));
    await waitFor(() => expect(lastQuery(api)?.get('paid')).toBe('true'));
    expect(lastQuery(api)?.get('remote')).toBe('true');
  });

  it('reads the search from a shared link', async () => {
    const { api } = renderWithProviders(<CollaboratePage />, { user: {}, route: '/collaborate?q=vocalist', history: 'browser', api: collaborationsApi });
    await screen.findByText('No collaborations found');
    expect(lastQuery(api)?.get('search')).toBe('vocalist');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('vocalist');
  });
});

describe('CollaboratePage: who responded', () => {
  const responses = '/api/collaborations/5/responses';
  const sam = { member: { id: 2, username: 'sam', name: 'Sam Taylor', profileImage: null, type: 'musician' }, respondedAt: new Date().toISOString() };
  const renderWith = (call: CollaborationView, teams: TeamMembership[] = []) =>
    renderWithProviders(<CollaboratePage />, {
      user: {},
      route: '/collaborate',
      history: 'browser',
      api: (api) =>
        collaborationsApi(api)
          .on('GET', '/api/collaborations', () => ({ body: [call], headers: { 'x-total-count': '1' } }))
          .on('GET', '/api/teams/memberships', { invitations: [], teams })
          .on('GET', responses, () => ({ body: [sam], headers: { 'x-total-count': '1' } })),
    });

  it("opens the owner's list of who responded from the count on their card", async () => {
    const { api, user } = renderWith(collaborationView({ responseCount: 3 }));
    const card = within(await screen.findByTestId('collaboration-card'));
    expect(card.queryByRole('button', { name: /Message to Collaborate/ })).toBeNull();
    expect(api.requestsTo('GET', responses)).toHaveLength(0);
    await user.click(card.getByRole('button', { name: '3 responded: see who' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Responses' }));
    expect(await dialog.findByRole('link', { name: 'Sam Taylor' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Offer a booking to Sam Taylor' })).toBeTruthy();
    expect(api.requestsTo('GET', responses)[0]?.headers.get('x-act-as')).toBeNull();
  });

  it("shows a business's responses, as the business, to the admin who posted its call; not to a plain team member", async () => {
    const forBusiness = collaborationView({
      userId: 9,
      author: { id: 9, name: 'Northbank Records', type: 'business', profileImage: null },
      responseCount: null,
      postedBy: { id: 1, name: 'Test User', username: 'testuser' },
    });
    const admin = renderWith(forBusiness, [teamMembership()]);
    const card = within(await screen.findByTestId('collaboration-card'));
    await admin.user.click(await card.findByRole('button', { name: 'Responses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Responses' }));
    expect(await dialog.findByRole('link', { name: 'Sam Taylor' })).toBeTruthy();
    expect(admin.api.requestsTo('GET', responses)[0]?.headers.get('x-act-as')).toBe('9');
    admin.unmount();

    renderWith(forBusiness, [teamMembership({ role: 'member' })]);
    const plain = within(await screen.findByTestId('collaboration-card'));
    // The memberships have arrived (the line names the business from them).
    await waitFor(() => expect(plain.getByTestId('posted-by').textContent).toBe('Posted by you for Northbank Records'));
    expect(plain.queryByRole('button', { name: 'Responses' })).toBeNull();
    expect(plain.queryByRole('button', { name: /Message to Collaborate/ })).toBeNull();
  });
});
