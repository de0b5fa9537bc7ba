import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { MarketplacePage } from './MarketplacePage';

const category = (id: number, name: string, parentId: number | null = null) => ({ id, name, description: null, icon: null, parentId, listingCount: 3 });
const emptyPage = { listings: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0 } };

const marketplaceApi = (api: FakeApi) =>
  api
    .on('GET', '/api/marketplace/listings', emptyPage)
    .on('GET', '/api/marketplace/categories', [category(1, 'Guitars'), category(2, 'Electric Guitars', 1), category(3, 'Drums')]);
const lastQuery = (api: FakeApi) => api.requestsTo('GET', '/api/marketplace/listings').at(-1)?.search;
const filters = () => screen.getByRole('search', { name: 'Filter listings' });

describe('MarketplacePage filters', () => {
  it('asks for the category and condition chosen, and shows each as a removable chip', async () => {
    const { api, user } = renderWithProviders(<MarketplacePage />, { user: {}, route: '/marketplace', history: 'browser', api: marketplaceApi });
    await screen.findByText('No listings found');
    await user.selectOptions(within(filters()).getByLabelText('Category'), await screen.findByRole('option', { name: /Electric Guitars/ }));
    await user.selectOptions(within(filters()).getByLabelText('Condition'), 'Like New');
    await waitFor(() => expect(lastQuery(api)?.get('condition')).toBe('like_new'));
    expect(lastQuery(api)?.get('categoryId')).toBe('2');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getByRole('button', { name: 'Remove filter Electric Guitars' })).toBeTruthy();
    expect(chips.getByRole('button', { name: 'Remove filter Like New' })).toBeTruthy();
  });

  it('drops one filter when its chip is removed, keeping the others', async () => {
    const { api, user } = renderWithProviders(<MarketplacePage />, {
      user: {},
      route: '/marketplace?category=3&condition=good',
      history: 'browser',
      api: marketplaceApi,
    });
    await screen.findByText('No listings found');
    expect(lastQuery(api)?.get('categoryId')).toBe('3');
    await user.click(await screen.findByRole('button', { name: 'Remove filter Drums' }));
    await waitFor(() => expect(lastQuery(api)?.has('categoryId')).toBe(false));
    expect(lastQuery(api)?.get('condition')).toBe('good');
    expect(screen.queryByRole('button', { name: 'Remove filter Drums' })).toBeNull();
  });

  it('takes whole pounds only for the price range', async () => {
    const { api, user } = renderWithProviders(<MarketplacePage />, { user: {}, route: '/marketplace', history: 'browser', api: marketplaceApi });
    await screen.findByText('No listings found');
    const max = within(filters()).getByLabelText('Max price (£)') as HTMLInputElement;
    await user.type(max, '2.5k0');
    expect(max.value).toBe('250');
    await waitFor(() => expect(lastQuery(api)?.get('maxPrice')).toBe('250'));
    expect(screen.getByRole('button', { name: 'Remove filter Up to £250.00' })).toBeTruthy();
  });
});
