import { act } from '@testing-library/react';

// The browser's connection as `navigator.onLine` and the window's online/offline events report it (jsdom says
// online and never changes). `setOnline(false)` is the network going away; the next spec starts online again
// (`restoreOnline`, run after each test by ./render).
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

export function setOnline(next: boolean): void {
  act(() => {
    online = next;
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

export function restoreOnline(): void {
  online = true;
}
