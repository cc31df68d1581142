import { describe, expect, it } from 'vitest';
import { BalanceResponse, kurusToLira, liraToKurus } from './wallet.ts';

describe('money in the contract', () => {
  it('turns kuruş into lira and back without drift', () => {
    expect(kurusToLira(123456)).toBe(1234.56);
    expect(liraToKurus(1234.56)).toBe(123456);
    expect(liraToKurus(0.1 + 0.2)).toBe(30);
    expect(kurusToLira(liraToKurus(19.99))).toBe(19.99);
  });

  it('describes the balance answer as lira numbers', () => {
    const parsed = BalanceResponse.safeParse({
      success: true,
      message: 'ok',
      data: { balance: 12.5, bonusBalance: 0 },
    });
    expect(parsed.success).toBe(true);
    expect(
      BalanceResponse.safeParse({ success: true, message: 'ok', data: { balance: '12.50' } }).success,
    ).toBe(false);
  });
});
