import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLira, formatPhone, formatUnreadBadge } from './format';

describe('format', () => {
  it('shows balances in Turkish lira format', () => {
    expect(formatLira(1234.56)).toBe('₺1.234,56');
    expect(formatLira(0)).toBe('₺0,00');
  });

  it('caps the unread badge at 9+', () => {
    expect(formatUnreadBadge(3)).toBe('3');
    expect(formatUnreadBadge(8)).toBe('8');
    expect(formatUnreadBadge(9)).toBe('9+');
    expect(formatUnreadBadge(42)).toBe('9+');
  });

  it('strips the 90 prefix when showing a stored phone', () => {
    expect(formatPhone('905321234567')).toBe('(532) 123 45 67');
  });

  it('shows times as dd.MM.yyyy HH:mm in local time', () => {
    const local = new Date(2024, 2, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('05.03.2024 09:07');
  });
});
