import { STORAGE_KEYS } from '@kasa/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAllStorage } from './storage';

describe('clearAllStorage (logout)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('removes the session and everything else but keeps the chosen language', () => {
    window.localStorage.setItem(STORAGE_KEYS.lang, 'en');
    window.localStorage.setItem(STORAGE_KEYS.authData, '{"token":"t"}');
    window.localStorage.setItem(STORAGE_KEYS.bootstrap, '{}');
    window.sessionStorage.setItem('x', '1');
    clearAllStorage();
    expect(window.localStorage.getItem(STORAGE_KEYS.lang)).toBe('en');
    expect(window.localStorage.getItem(STORAGE_KEYS.authData)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.bootstrap)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(1);
  });

  it('leaves no language behind when none was chosen', () => {
    window.localStorage.setItem(STORAGE_KEYS.authData, '{"token":"t"}');
    clearAllStorage();
    expect(window.localStorage.length).toBe(0);
  });
});
