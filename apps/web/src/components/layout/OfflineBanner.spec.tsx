import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const goOnline = (next: boolean) =>
  act(() => {
    online = next;
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });

afterEach(() => {
  online = true;
  jest.useRealTimers();
});

describe('OfflineBanner', () => {
  it('shows nothing online; offline, says so with Try Again; back online, says so for 3 s and asks the screen to refetch once', () => {
    jest.useFakeTimers();
    const reconnected = jest.fn();
    render(<OfflineBanner onReconnect={reconnected} />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    goOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are currently offline. Some content may not be available.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(reconnected).not.toHaveBeenCalled();

    goOnline(true);
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
    online = false;
    render(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
    goOnline(true);
    expect(screen.getByTestId('online-banner')).toBeTruthy();
    goOnline(false);
    expect(screen.queryByTestId('online-banner')).toBeNull();
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });
});
