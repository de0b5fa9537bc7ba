import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
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
