import { describe, expect, it } from '@jest/globals';
import type { JobView } from '@stave/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { FakeApi } from '@/test/fake-api';
import { setOnline } from '@/test/online';
import { renderWithProviders } from '@/test/render';
import { JobsPage } from './JobsPage';

const job: JobView = {
  id: 7,
  title: 'Session Bassist',
  userId: 9,
  companyName: 'Abbey Sounds',
  location: 'Manchester',
  remote: false,
  type: 'contract',
  description: 'Three days in the studio',
  requirements: null,
  salaryRange: null,
  contactEmail: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: null,
  skills: ['bass'],
  status: 'open',
  isNew: false,
  isSaved: false,
  hasApplied: false,
  applicationCount: null,
  postedBy: null,
};

const jobsApi = (api: FakeApi) => api.on('GET', '/api/jobs', [job]).on('GET', '/api/jobs/locations', [{ location: 'Manchester', count: 1 }]);
const lastJobsQuery = (api: FakeApi) => api.requestsTo('GET', '/api/jobs').at(-1)?.search;
const filters = () => screen.getByRole('search', { name: 'Filter jobs' });
const select = (name: string) => within(filters()).getByLabelText(name) as HTMLSelectElement;

describe('JobsPage filters', () => {
  it('reads the filters from a shared link and asks the server for them', async () => {
    const { api } = renderWithProviders(<JobsPage />, { user: {}, route: '/jobs?type=contract&remote=true', api: jobsApi });
    expect(await screen.findByText('Session Bassist')).toBeTruthy();
    expect(lastJobsQuery(api)?.get('type')).toBe('contract');
    expect(lastJobsQuery(api)?.get('remote')).toBe('true');
    expect(select('Job type').value).toBe('contract');
    expect(select('Remote').value).toBe('true');
    expect(screen.getByText('2 filters applied')).toBeTruthy();
  });

  it('puts a chosen job type in the address and the request', async () => {
    const { api, user, location } = renderWithProviders(<JobsPage />, { user: {}, route: '/jobs', api: jobsApi });
    await screen.findByText('Session Bassist');
    expect(lastJobsQuery(api)?.has('type')).toBe(false);
    await user.selectOptions(select('Job type'), 'part-time');
    await waitFor(() => expect(lastJobsQuery(api)?.get('type')).toBe('part-time'));
    expect(location()).toBe('/jobs?type=part-time');
  });

  it('searches what the member typed once they pause', async () => {
    const { api, user, location } = renderWithProviders(<JobsPage />, { user: {}, route: '/jobs', api: jobsApi });
    await screen.findByText('Session Bassist');
    await user.type(within(filters()).getByRole('searchbox'), 'drummer');
    await waitFor(() => expect(lastJobsQuery(api)?.get('search')).toBe('drummer'));
    expect(api.requestsTo('GET', '/api/jobs').filter((r) => r.search.get('search') === 'drumme')).toHaveLength(0);
    expect(location()).toBe('/jobs?q=drummer');
  });

  it('clears every filter at once', async () => {
    const { api, user, location } = renderWithProviders(<JobsPage />, { user: {}, route: '/jobs?type=contract&location=Manchester', api: jobsApi });
    await screen.findByText('Session Bassist');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/jobs'));
    await waitFor(() => expect(lastJobsQuery(api)?.has('type')).toBe(false));
    expect(lastJobsQuery(api)?.has('location')).toBe(false);
    expect(screen.queryByText(/filters? applied/)).toBeNull();
  });
});

describe('JobsPage offline', () => {
  it('says the member is offline, keeps the jobs it has, and fetches them again once the connection is back', async () => {
    const { api } = renderWithProviders(<JobsPage />, { user: {}, route: '/jobs', api: jobsApi });
    await screen.findByText('Session Bassist');
    api.offline(true);
    setOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are currently offline');
    expect(screen.getByText('Session Bassist')).toBeTruthy();
    const before = api.requestsTo('GET', '/api/jobs').length;
    api.on('GET', '/api/jobs', [{ ...job, id: 8, title: 'Touring Drummer' }, job]);
    api.offline(false);
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('online-banner')).toBeTruthy();
    expect(await screen.findByText('Touring Drummer')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/jobs').length).toBeGreaterThan(before);
  });
});
