import { describe, expect, it } from 'vitest';
import { messages, msg, resolveLocale, translate } from './messages.ts';

describe('message catalogue', () => {
  it('has every key in both languages, with the same placeholders', () => {
    const trKeys = Object.keys(messages.tr).sort();
    expect(Object.keys(messages.en).sort()).toEqual(trKeys);
    for (const key of trKeys) {
      const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort().join();
      expect(placeholders(messages.en[key as keyof typeof messages.en]), key).toBe(
        placeholders(messages.tr[key as keyof typeof messages.tr]),
      );
    }
  });

  it('fills arguments of a reference in the chosen language', () => {
    expect(translate('en', msg('v.length', 3, 30))).toBe('Must be between 3 and 30 characters.');
    expect(translate('tr', msg('v.length', 3, 30))).toBe('3 ile 30 karakter arasında olmalıdır.');
  });

  it('passes text that is not a reference through unchanged', () => {
    expect(translate('en', 'Plain words')).toBe('Plain words');
  });

  it('reads the locale header, defaulting to Turkish', () => {
    expect(resolveLocale('en')).toBe('en');
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('tr')).toBe('tr');
    expect(resolveLocale(undefined)).toBe('tr');
    expect(resolveLocale('de')).toBe('tr');
  });
});
