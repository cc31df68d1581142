import { describe, expect, it } from 'vitest';
import {
  checkMarketTransition,
  formatLine,
  formatOdds,
  MARKET_TRANSITIONS,
  MARKET_TYPES,
  MarketKey,
  MarketStatus,
  marketName,
  parseSelectionId,
  selectionId,
  selectionName,
  SPORT_MARKETS,
  SPORTS,
} from './sports.ts';

describe('sports catalogue', () => {
  it('gives every sport a unique id and every sport market a known key, main markets among them', () => {
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(SPORTS.length);
    for (const s of SPORTS) {
      const { markets, main } = SPORT_MARKETS[s.key];
      for (const key of markets) expect(MarketKey).toContain(key);
      for (const key of main) expect(markets).toContain(key);
    }
  });

  it('gives every market outcome ids that are unique within the market', () => {
    for (const key of MarketKey) {
      for (const param of [undefined, 3, 5]) {
        const ids = MARKET_TYPES[key].outcomes(param).map((o) => o.id);
        expect(new Set(ids).size, key).toBe(ids.length);
      }
    }
  });

  it('round-trips selection ids and refuses malformed ones', () => {
    for (const [key, param, outcome] of [
      ['1x2', undefined, 'x'],
      ['ou', 2.5, 'over'],
      ['ah', -0.25, '1'],
      ['eh', -1, '2'],
      ['cs', undefined, '2-1'],
      ['htft', undefined, 'x1'],
      ['next_goal', 3, 'none'],
      ['set_betting', undefined, '3-2'],
    ] as const) {
      const id = selectionId(key, param, outcome);
      expect(parseSelectionId(id)).toEqual({ key, param, outcome });
    }
    for (const bad of [
      '1x2',
      'nope/1',
      'ou/over',
      'ou:2/over',
      'ah:0.3/1',
      'eh:0/1',
      '1x2/3',
      'cs/9-9',
      'next_goal:0/1',
    ])
      expect(parseSelectionId(bad), bad).toBeNull();
  });

  it('names markets and selections the way Turkish books do', () => {
    expect(marketName('ou', 2.5, 'tr')).toBe('Alt/Üst 2,5');
    expect(marketName('ou', 2.5, 'en')).toBe('Over/Under 2.5');
    expect(marketName('1x2', undefined, 'tr')).toBe('Maç Sonucu');
    expect(marketName('1x2', undefined, 'tr', 'ice_hockey')).toBe('Maç Sonucu (Normal Süre)');
    expect(marketName('dc', undefined, 'tr')).toBe('Çifte Şans');
    expect(marketName('btts', undefined, 'tr')).toBe('Karşılıklı Gol');
    expect(marketName('htft', undefined, 'tr')).toBe('İlk Yarı/Maç Sonucu');
    expect(marketName('eh', -1, 'tr')).toBe('Handikaplı Maç Sonucu (0:1)');
    expect(marketName('ah', -0.25, 'tr')).toBe('Asya Handikap -0,25');
    expect(marketName('next_goal', 2, 'tr')).toBe('Sıradaki Gol (2. Gol)');
    const teams = { home: 'Galatasaray', away: 'Fenerbahçe' };
    expect(selectionName('1x2', undefined, 'x', 'tr', teams)).toBe('Beraberlik');
    expect(selectionName('ah', -0.25, '1', 'tr', teams)).toBe('Galatasaray -0,25');
    expect(selectionName('ah', -0.25, '2', 'tr', teams)).toBe('Fenerbahçe +0,25');
    expect(selectionName('ou', 2.5, 'over', 'tr', teams)).toBe('Üst 2,5');
    expect(selectionName('btts', undefined, 'yes', 'tr', teams)).toBe('Var');
  });

  it('formats odds with a Turkish decimal comma and two places', () => {
    expect(formatOdds(2.35, 'tr')).toBe('2,35');
    expect(formatOdds(2.35, 'en')).toBe('2.35');
    expect(formatOdds(10, 'tr')).toBe('10,00');
    expect(formatLine(-0.25, 'tr', true)).toBe('-0,25');
    expect(formatLine(1, 'tr', true)).toBe('+1');
    expect(formatLine(0, 'en', true)).toBe('0');
  });
});

describe('market status transitions', () => {
  it('never lets a settled market back to trading except through a settlement rollback', () => {
    expect(checkMarketTransition('settled', 'active').ok).toBe(false);
    expect(checkMarketTransition('settled', 'suspended').ok).toBe(false);
    expect(checkMarketTransition('settled', 'active', 'settlement_rollback')).toEqual({
      ok: true,
      changed: true,
    });
    expect(checkMarketTransition('settled', 'suspended', 'settlement_rollback').ok).toBe(true);
  });

  it('keeps a cancelled market final, whatever the cause', () => {
    for (const to of MarketStatus)
      for (const cause of ['feed', 'settlement_rollback', 'operator'] as const)
        expect(checkMarketTransition('cancelled', to, cause).ok).toBe(false);
  });

  it('lets an operator suspend, lift and void an open market, never settle or reopen a settled one (0540)', () => {
    expect(checkMarketTransition('active', 'suspended', 'operator')).toEqual({ ok: true, changed: true });
    expect(checkMarketTransition('suspended', 'suspended', 'operator')).toEqual({ ok: true, changed: false });
    expect(checkMarketTransition('suspended', 'active', 'operator').ok).toBe(true);
    expect(checkMarketTransition('active', 'cancelled', 'operator').ok).toBe(true);
    expect(checkMarketTransition('suspended', 'cancelled', 'operator').ok).toBe(true);
    expect(checkMarketTransition('active', 'settled', 'operator').ok).toBe(false);
    expect(checkMarketTransition('settled', 'active', 'operator').ok).toBe(false);
    expect(checkMarketTransition('settled', 'cancelled', 'operator').ok).toBe(false);
  });

  it('refuses a second settlement of a settled market (a correction is rollback, then settle)', () => {
    expect(checkMarketTransition('settled', 'settled').ok).toBe(false);
    expect(checkMarketTransition('settled', 'cancelled').ok).toBe(false);
  });

  it('accepts a repeated active or suspended status as no change, and only the rows of the table as changes', () => {
    expect(checkMarketTransition('active', 'active')).toEqual({ ok: true, changed: false });
    expect(checkMarketTransition('suspended', 'suspended')).toEqual({ ok: true, changed: false });
    for (const from of MarketStatus)
      for (const to of MarketStatus)
        for (const cause of ['feed', 'settlement_rollback', 'operator'] as const) {
          const check = checkMarketTransition(from, to, cause);
          const listed = MARKET_TRANSITIONS.some((r) => r.from === from && r.to === to && r.cause === cause);
          if (check.ok && check.changed) expect(listed, `${from}→${to} by ${cause}`).toBe(true);
          if (listed) expect(check.ok).toBe(true);
        }
  });
});
