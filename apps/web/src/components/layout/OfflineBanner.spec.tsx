import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { restoreOnline, setOnline } from '@/test/online';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => {
  restoreOnline();
  jest.useRealTimers();
});

describe('OfflineBanner', () => {
  it('shows nothing online; offline, says so with Try Again; back online, says so for 3 s and asks the screen to refetch once', () => {
    jest.useFakeTimers();
    const reconnected = jest.fn();
    render(<OfflineBanner onReconnect={reconnected} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    setOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are currently offline. Some content may not be available.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(reconnected).not.toHaveBeenCalled();

    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByTestId('online-banner').textContent).toContain("You're back online! Content is now up to date.");
    expect(reconnected).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByTestId('online-banner')).toBeTruthy();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByTestId('online-banner')).toBeNull();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('opens offline when the page loads without a network, and going offline again hides the green banner at once', () => {
    setOnline(false);
    render(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    setOnline(true);
    expect(screen.getByTestId('online-banner')).toBeTruthy();
    setOnline(false);
    expect(screen.queryByTestId('online-banner')).toBeNull();
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });
});
