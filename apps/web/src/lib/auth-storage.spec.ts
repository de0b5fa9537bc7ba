import { beforeEach, describe, expect, it } from '@jest/globals';
import { clearAuthToken, isStoredTokenRestricted, markTokenRestricted, storeAuthSession } from './auth-storage';

// Storage as the browser has it (what auth-storage reads is window.localStorage / sessionStorage and the cookie).
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const browser = globalThis as unknown as {
  window: { localStorage: MemoryStorage; sessionStorage: MemoryStorage; location: { protocol: string } };
  document: { cookie: string };
};

describe('a suspended member’s token, as stored', () => {
  beforeEach(() => {
    browser.window = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage(), location: { protocol: 'http:' } };
    browser.document = { cookie: '' };
  });

  it('is restricted once marked', () => {
    storeAuthSession('restricted-token', '{}');

    markTokenRestricted('restricted-token');

    expect(isStoredTokenRestricted()).toBe(true);
  });

  it('leaves the next sign-in’s whole token unrestricted', () => {
    storeAuthSession('restricted-token', '{}');
    markTokenRestricted('restricted-token');

    storeAuthSession('whole-token', '{}');

    expect(isStoredTokenRestricted()).toBe(false);
  });

  it('goes with the token when the session ends', () => {
    storeAuthSession('restricted-token', '{}');
    markTokenRestricted('restricted-token');

    clearAuthToken();
    storeAuthSession('restricted-token', '{}');

    expect(isStoredTokenRestricted()).toBe(false);
  });

  it('is kept where the token is when local storage refuses it', () => {
    browser.window.localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    storeAuthSession('restricted-token', '{}');

    markTokenRestricted('restricted-token');

    expect(browser.window.sessionStorage.getItem('stave:restricted-token')).toBe('restricted-token');
    expect(isStoredTokenRestricted()).toBe(true);
  });
});
