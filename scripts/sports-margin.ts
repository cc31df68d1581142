// npm run sports-margin — the house edge of every sportsbook market and bet type, computed exactly from the pricing
// models (no sampling): for a typical event of each sport, each offered market's overround, its payout (what backing
// every outcome returns) and the exact expected return of a unit stake on its outcomes, for both books; then combos,
// the combo boost and system bets built from those prices. docs/decisions/0200.
import { MARKET_TYPES, marketName, SPORT_MARKETS, type SportKey } from '@kasa/contract/sports';
import { COMBO_BOOST, comboBoostPercent, expandSystem, parseSystem } from '@kasa/contract/sports-bets';
import {
  BOOKS,
  type BookProfile,
  marketReturn,
  offerEvent,
} from '../apps/server/src/modules/sports/pricing/book.ts';
import { priceEvent, type PricedEvent } from '../apps/server/src/modules/sports/pricing/price-event.ts';
import { expectedReturn, type FairMarket } from '../apps/server/src/modules/sports/pricing/types.ts';
import { matchModel } from '../apps/server/src/modules/sports/simulator/fixtures.ts';
import { LEAGUES } from '../apps/server/src/modules/sports/simulator/leagues.ts';

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;

/** A typical event: the league's 3rd-rated side at home to its 8th. */
function typicalEvent(leagueId: string): { title: string; event: PricedEvent } {
  const league = LEAGUES.find((l) => l.id === leagueId)!;
  const [home, away] = [league.teams[2]!, league.teams[7]!];
  return {
    title: `${league.name}: ${home[0]} – ${away[0]}`,
    event: matchModel(league, home[1], away[1]).model as PricedEvent,
  };
}

const TYPICAL: readonly string[] = ['tr-super-lig', 'us-nba', 'atp-tour', 'tr-sultanlar-ligi', 'us-nhl'];

/** Expected return of a unit stake on each outcome of a market at a book, by outcome id. */
const returnsByBook = new Map<string, { fair: FairMarket; odds: number; ret: number }[]>();

for (const leagueId of TYPICAL) {
  const { title, event } = typicalEvent(leagueId);
  const sport = event.sport as SportKey;
  const fair = priceEvent(event);
  console.log(`${title}  (${sport}, pre-match)`);
  console.log(
    '  market                              book    overround   payout   return per outcome (min – max)',
  );
  const offered = new Map(
    (Object.values(BOOKS) as BookProfile[]).map(
      (book) => [book.id, offerEvent(sport, fair, book, false)] as const,
    ),
  );
  for (const f of fair) {
    for (const book of Object.values(BOOKS) as BookProfile[]) {
      const o = offered.get(book.id)!.find((m) => m.key === f.key && m.param === f.param);
      if (!o || o.status !== 'active') continue;
      const r = marketReturn(f, o);
      const name = `${marketName(f.key, f.param, 'en', sport)}${SPORT_MARKETS[sport].main.includes(f.key) ? ' *' : ''}`;
      console.log(
        `  ${name.padEnd(35)} ${book.id.padEnd(6)} ${pct(r.overround).padStart(10)} ${pct(r.payout).padStart(8)}   ${pct(r.minReturn)} – ${pct(r.maxReturn)}`,
      );
      if (MARKET_TYPES[f.key].tier === 'main') {
        const list = returnsByBook.get(book.id) ?? [];
        f.outcomes.forEach((outcome, i) => {
          const odds = o.outcomes[i]!.odds;
          if (odds !== null) list.push({ fair: f, odds, ret: expectedReturn(outcome, odds) });
        });
        returnsByBook.set(book.id, list);
      }
    }
  }
  console.log('');
}

// Combos and systems: legs from different events are independent, so a line returns the product of its legs'
// returns. The typical leg: the favourite of a main market (odds ≥ 1.30), its return as priced above.
console.log(
  'Combos and systems (each leg: a main-market selection at 1.30 or more; return = product over legs)',
);
for (const book of Object.values(BOOKS) as BookProfile[]) {
  const legs = (returnsByBook.get(book.id) ?? []).filter(
    (l) => l.odds >= COMBO_BOOST.minOdds && l.odds <= 2.5,
  );
  const legReturn = legs.reduce((s, l) => s + l.ret, 0) / legs.length;
  const legOdds = legs.reduce((s, l) => s + l.odds, 0) / legs.length;
  console.log(`  ${book.id}: average leg return ${pct(legReturn)} at average odds ${legOdds.toFixed(2)}`);
  for (const n of [1, 2, 4, 6, 10, 20]) {
    const plain = legReturn ** n;
    // With the boost: a win pays O + b (O - 1); P(win) × O is the plain return, so the boost adds b (plain - P(win)).
    // The boost is for betco legs only (a High Rate leg makes a combo ineligible): shown at fcg to say why.
    const b = comboBoostPercent(n) / 100;
    const pWin = (legReturn / legOdds) ** n;
    const boosted = plain + b * (plain - pWin);
    console.log(
      `    ${String(n).padStart(2)} legs  return ${pct(plain).padStart(7)}   house edge ${pct(1 - plain).padStart(7)}` +
        (b > 0
          ? `   with the ${comboBoostPercent(n)} % boost ${pct(boosted).padStart(7)}${book.id === 'fcg' ? ' (not offered)' : ''}`
          : ''),
    );
  }
  for (const code of ['trixie', 'patent', 'yankee', 'lucky15', 'heinz', 'goliath', '2/4', '3/6']) {
    const spec = parseSystem(code)!;
    const lines = expandSystem(spec);
    const ret = lines.reduce((s, line) => s + legReturn ** line.length, 0) / lines.length;
    console.log(
      `    system ${code.padEnd(8)} ${String(lines.length).padStart(3)} lines  return ${pct(ret).padStart(7)}`,
    );
  }
}
console.log('\n* main market (shown inline; the only markets the fcg book quotes)');
