import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setOnline } from '@/test/online';
import { QueryState, type QueryLike } from './query-state';

const query = (overrides: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isRefetching: false,
  fetchStatus: 'idle',
  refetch: jest.fn(async () => undefined),
  ...overrides,
});

const renderState = (state: QueryLike<string[]>) =>
  render(
    <QueryState query={state} loading={<p>skeleton</p>} loadingLabel="Loading gigs" error={{ title: 'Gigs could not be loaded' }} empty={<p>No gigs yet</p>}>
      {(gigs) => <p>{gigs.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  afterEach(() => setOnline(true));

  it('shows a labelled placeholder while loading, and an error with Retry when the load failed', async () => {
    const { rerender } = renderState(query({ isPending: true, fetchStatus: 'fetching' }));
    expect(screen.getByRole('status').textContent).toBe('Loading gigs');
    const failed = query({ isError: true });
    rerender(
      <QueryState query={failed} loading={null} loadingLabel="Loading gigs" error={{ title: 'Gigs could not be loaded' }}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Gigs could not be loaded')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty list, and the content otherwise', () => {
    const { unmount } = renderState(query({ data: [] }));
    expect(screen.getByText('No gigs yet')).toBeTruthy();
    unmount();
    renderState(query({ data: ['Leeds'] }));
    expect(screen.getByText('Leeds')).toBeTruthy();
  });

  it('says it is offline rather than showing a skeleton that never fills, and waits for the network without a Retry', () => {
    setOnline(false);
    renderState(query({ isPending: true, fetchStatus: 'paused' }));
    expect(screen.getByText('You’re offline')).toBeTruthy();
    expect(screen.getByText('This loads when you’re back online.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('skeleton')).toBeNull();
  });

  it('blames the network, not the server, for a fetch that failed offline, and offers Retry', () => {
    setOnline(false);
    renderState(query({ isError: true }));
    expect(screen.getByText('You’re offline')).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side. Try again in a moment.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps what it has when offline', () => {
    setOnline(false);
    renderState(query({ data: ['Leeds', 'York'], fetchStatus: 'paused' }));
    expect(screen.getByText('Leeds, York')).toBeTruthy();
  });
});
