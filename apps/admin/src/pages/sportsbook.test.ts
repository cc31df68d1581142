import { afterEach, describe, expect, it, vi } from 'vitest';
import { allows, NEEDS } from '../providers/access-control';
import { dataProvider } from '../providers/data-provider';
import { clockText, liabilityTone, marketActions, parseFactor } from './sportsbook';

// The Sportsbook screen's rules (docs/decisions/0540): which market buttons an operator sees, how the live state and
// the liability read, who may open the screen, and how its lists reach the server.

afterEach(() => vi.unstubAllGlobals());

const TRADER: [string, string][] = [
  ['update', 'StakeFactor'],
  ['read', 'Books'],
  ['read', 'Sportsbook'],
  ['update', 'Sportsbook'],
];
const READ_ONLY: [string, string][] = [['read', 'Sportsbook']];

describe('the Sportsbook screen', () => {
  it('offers suspend or lift (never both) and void on an open market, nothing on a closed one or to a reader', () => {
    expect(marketActions({ status: 'active', hold: null }, true)).toEqual(['suspend', 'void']);
    expect(marketActions({ status: 'suspended', hold: null }, true)).toEqual(['suspend', 'void']);
    const hold = { by: 'trader1', at: '2026-11-25T02:00:00Z' };
    expect(marketActions({ status: 'suspended', hold }, true)).toEqual(['unsuspend', 'void']);
    expect(marketActions({ status: 'settled', hold: null }, true)).toEqual([]);
    expect(marketActions({ status: 'cancelled', hold }, true)).toEqual([]);
    expect(marketActions({ status: 'active', hold: null }, false)).toEqual([]);
  });

  it('reads a running clock as the minute being played, a break by its period, nothing before kick-off', () => {
    expect(
      clockText({ live: true, clock: { seconds: 66 * 60 + 10, running: true }, period: '2nd_half' }),
    ).toBe("67'");
    expect(clockText({ live: true, clock: { seconds: 2700, running: false }, period: 'halftime' })).toBe(
      'halftime',
    );
    expect(clockText({ live: true, clock: null, period: '3rd_set' })).toBe('3rd set');
    expect(clockText({ live: false, clock: null, period: null })).toBeNull();
    expect(liabilityTone(12.5)).toBe('bad');
    expect(liabilityTone(-3)).toBe('ok');
    expect(liabilityTone(0)).toBeUndefined();
  });

  it('opens to traders and readers; only a trader (or admin) sees the buttons that change a market', () => {
    expect(allows(TRADER, NEEDS['sportsbook.list']!)).toBe(true);
    expect(allows(TRADER, NEEDS['sportsbook.edit']!)).toBe(true);
    expect(allows(READ_ONLY, NEEDS['sportsbook.list']!)).toBe(true);
    expect(allows(READ_ONLY, NEEDS['sportsbook.edit']!)).toBe(false);
    expect(allows([['read', 'Payment']], NEEDS['sportsbook.list']!)).toBe(false);
    expect(allows([['manage', 'all']], NEEDS['sportsbook.edit']!)).toBe(true);
    // A player's stake limit is the stake factor's rule (trader, risk, admin), not the screen's.
    expect(allows(TRADER, NEEDS['sportsBets.stakeFactor']!)).toBe(true);
    expect(allows(READ_ONLY, NEEDS['sportsBets.stakeFactor']!)).toBe(false);
  });

  it('reads a stake factor in either language’s decimal mark, within the server’s bounds', () => {
    expect(parseFactor('0,5')).toBe(0.5);
    expect(parseFactor(' 2 ')).toBe(2);
    expect(parseFactor('100')).toBe(100);
    expect(parseFactor('0')).toBeNull();
    expect(parseFactor('101')).toBeNull();
    expect(parseFactor('abc')).toBeNull();
    expect(parseFactor('')).toBeNull();
  });

  it('asks for the events with the filters and paging as query parameters, and the open bets of one event', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ success: true, message: '', data: { total: 30, items: [] } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const page = await dataProvider.getList({
      resource: 'sportsbook',
      pagination: { currentPage: 2, pageSize: 25, mode: 'server' },
      filters: [
        { field: 'state', operator: 'eq', value: 'live' },
        { field: 'sportId', operator: 'eq', value: '' },
        { field: 'sort', operator: 'eq', value: 'liability' },
      ],
    });
    expect(page.total).toBe(30);
    const events = new URL(urls[0]!, 'http://x');
    expect(events.pathname).toBe('/api/ops/sports/events');
    expect(Object.fromEntries(events.searchParams)).toEqual({
      state: 'live',
      sort: 'liability',
      skip: '25',
      take: '25',
    });
    await dataProvider.getList({
      resource: 'sportsBets',
      pagination: { currentPage: 1, pageSize: 25, mode: 'server' },
      filters: [{ field: 'eventId', operator: 'eq', value: 'sim-1-2' }],
    });
    const bets = new URL(urls[1]!, 'http://x');
    expect(bets.pathname).toBe('/api/ops/sports/bets');
    expect(bets.searchParams.get('eventId')).toBe('sim-1-2');
  });
});
