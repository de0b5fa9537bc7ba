import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { listingView } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { MarketplacePage } from './MarketplacePage';

const category = (id: number, name: string, parentId: number | null = null) => ({ id, name, description: null, icon: null, parentId, listingCount: 3 });
const emptyPage = { listings: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0 } };

const marketplaceApi = (api: FakeApi) =>
  api
    .on('GET', '/api/marketplace/listings', emptyPage)
    .on('GET', '/api/marketplace/categories', [category(1, 'Guitars'), category(2, 'Electric Guitars', 1), category(3, 'Drums')]);
const listing = (id: number, title: string) => listingView({ id, title });
// Three pages of listings, each answering with the page asked for.
const pagedApi = (api: FakeApi) =>
  marketplaceApi(api).on('GET', '/api/marketplace/listings', (request) => {
    const page = Number(request.search.get('page') ?? '1');
    return { body: { listings: [listing(page, `Guitar on page ${page}`)], pagination: { page, limit: 20, total: 45, totalPages: 3 } } };
  });

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

describe('MarketplacePage pages', () => {
  const pages = () => within(screen.getByRole('navigation', { name: 'Listing pages' }));

  it('moves to the next page with the page buttons, in the address and the request', async () => {
    const { api, user, location } = renderWithProviders(<MarketplacePage />, { user: {}, route: '/marketplace', history: 'browser', api: pagedApi });
    await screen.findByText('Guitar on page 1');
    expect(pages().getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await user.click(pages().getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Guitar on page 2')).toBeTruthy();
    expect(lastQuery(api)?.get('page')).toBe('2');
    expect(location()).toBe('/marketplace?page=2');
    expect(pages().getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('goes back to the first page when a filter changes', async () => {
    const { api, user, location } = renderWithProviders(<MarketplacePage />, { user: {}, route: '/marketplace?page=3', history: 'browser', api: pagedApi });
    await screen.findByText('Guitar on page 3');
    expect((pages().getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(within(filters()).getByLabelText('Condition'), 'Good');
    await waitFor(() => expect(lastQuery(api)?.get('condition')).toBe('good'));
    expect(lastQuery(api)?.get('page')).toBe('1');
    expect(location()).toBe('/marketplace?condition=good');
    expect(await screen.findByText('Guitar on page 1')).toBeTruthy();
  });

  it('asks for the order chosen, from the first page', async () => {
    const { api, user, location } = renderWithProviders(<MarketplacePage />, { user: {}, route: '/marketplace?page=2', history: 'browser', api: pagedApi });
    await screen.findByText('Guitar on page 2');
    await user.selectOptions(within(filters()).getByLabelText('Sort by'), 'price-asc');
    await waitFor(() => expect(lastQuery(api)?.get('sort')).toBe('price-asc'));
    expect(lastQuery(api)?.get('page')).toBe('1');
    expect(location()).toBe('/marketplace?sort=price-asc');
  });
});
