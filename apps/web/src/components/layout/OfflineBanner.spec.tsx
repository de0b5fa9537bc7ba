import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setOnline } from '@/test/online';
import { renderWithProviders } from '@/test/render';
import { OfflineBanner } from './OfflineBanner';

const OFFLINE = 'You are currently offline. Some content may not be available.';
const BACK = "You're back online! Content is now up to date.";

describe('OfflineBanner', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says the member is offline, with Try Again, as soon as the connection goes', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    setOnline(false);
    const banner = screen.getByTestId('offline-banner');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toContain(OFFLINE);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('starts offline when the page loads without a connection', () => {
    setOnline(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByText(OFFLINE)).toBeTruthy();
  });

  it('says the member is back online for 3 s, and lets the screen fetch again once', () => {
    const onReconnect = jest.fn();
    renderWithProviders(<OfflineBanner onReconnect={onReconnect} />);
    setOnline(false);
    jest.useFakeTimers();
    setOnline(true);
    expect(screen.queryByText(OFFLINE)).toBeNull();
    expect(screen.getByText(BACK)).toBeTruthy();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText(BACK)).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(BACK)).toBeNull();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('goes back to the offline banner if the connection drops again within the 3 s', () => {
    renderWithProviders(<OfflineBanner />);
    setOnline(false);
    setOnline(true);
    setOnline(false);
    expect(screen.getByText(OFFLINE)).toBeTruthy();
    expect(screen.queryByText(BACK)).toBeNull();
  });
});
