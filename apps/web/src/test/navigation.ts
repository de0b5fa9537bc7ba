import { jest } from '@jest/globals';

// jsdom cannot load another page: `location.assign`/`reload` report 'Not implemented: navigation' on the console
// instead. A spec whose screen leaves the page (a sign-in that reloads into the app, a test-mode upgrade) watches for
// that report: it is the page's attempt to navigate, and it is kept off the test output. Other console errors pass
// through. Call `restore` at the end of the test (after the navigation, so that it is not reported later).
export function watchNavigation(): { attempts: () => number; restore: () => void } {
  const original = console.error.bind(console);
  let attempts = 0;
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg instanceof Error ? arg.message : arg).includes('Not implemented: navigation'))) attempts += 1;
    else original(...args);
  });
  return { attempts: () => attempts, restore: () => spy.mockRestore() };
}
