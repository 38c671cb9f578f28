import { describe, expect, it } from 'vitest';
import { rememberPageForAfterSignIn, takePageAfterSignIn } from './after-sign-in';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('returning to the page that asked for sign-in', () => {
  it('returns to the remembered page once, then to the dashboard', () => {
    const storage = memoryStorage();
    rememberPageForAfterSignIn('/extension/connect?from=panel', storage);
    expect(takePageAfterSignIn(storage)).toBe('/extension/connect?from=panel');
    expect(takePageAfterSignIn(storage)).toBe('/');
  });

  it('never keeps another origin or the callback itself', () => {
    const storage = memoryStorage();
    for (const path of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/auth/callback']) {
      rememberPageForAfterSignIn(path, storage);
      expect(takePageAfterSignIn(storage)).toBe('/');
    }
  });
});
