import { describe, expect, it } from 'vitest';
import type { OpsDashboardDay } from '@kasa/contract/ops-backoffice';
import { reportCsv } from './reports';

// The reports' CSV: one row per day with every product's GGR, amounts as plain numbers with two decimals (what a
// spreadsheet reads in any language), CRLF line ends (RFC 4180).

const day = (date: string, casino: number): OpsDashboardDay => ({
  date,
  deposits: 1500,
  withdrawals: 250.5,
  ggr: { casino, liveCasino: 10, sportsbook: -42.25, tvGames: 0, tombala: 3 },
  ggrTotal: casino + 10 - 42.25 + 3,
  bonusCost: 11,
  ngr: casino + 10 - 42.25 + 3 - 11,
  activePlayers: 7,
  registrations: 2,
});

describe('reportCsv', () => {
  it('writes a header and one row per day with every product, in the dashboard’s figures', () => {
    const csv = reportCsv([day('2026-11-23', 120), day('2026-11-24', 80.1)]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'date,deposits,withdrawals,ggr_casino,ggr_liveCasino,ggr_sportsbook,ggr_tvGames,ggr_tombala,ggr_total,bonus_cost,ngr,active_players,registrations',
    );
    expect(lines[1]).toBe('2026-11-23,1500.00,250.50,120.00,10.00,-42.25,0.00,3.00,90.75,11.00,79.75,7,2');
    expect(lines[2]).toBe('2026-11-24,1500.00,250.50,80.10,10.00,-42.25,0.00,3.00,50.85,11.00,39.85,7,2');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});
