import type { CasinoRound } from '@kasa/contract/casino';
import type { ReactNode } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { slotGlyph } from '../utils/slot-glyphs';
import { formatLira } from '../../../lib/format';
import { SPOTS, pocketColor } from '@kasa/contract/roulette-rules';
import { formatMultiplier } from '@kasa/contract/fair';

// The round's recall (issue 4 §5): what was bet, the outcome and the payout. In-house games get their own picture
// (the slot window with its winning lines, the crash point and cash-out, the dice roll against its target, the mines
// board); anything else is shown as plain keys and values.

type Detail = Record<string, unknown>;

const isRecord = (value: unknown): value is Detail =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const isGrid = (value: unknown): value is unknown[][] =>
  Array.isArray(value) && value.length > 0 && value.every((column) => Array.isArray(column));

// One rounding rule with the games (the contract's formatMultiplier floors to 2 decimals): Mines showed 1.47× in the
// game and 1.48× here for the same round.
const multiplier = (value: number) => `${formatMultiplier(value)}×`;

/** A labelled value of the round (stake, payout, roll, crash point…), green or red when it is a win or a loss. */
export function Fact({
  label,
  children,
  tone,
  testId,
}: {
  label: string;
  children: ReactNode;
  tone?: 'ok' | 'danger';
  testId?: string;
}) {
  return (
    <div className={`recall-fact ${tone ? `recall-fact--${tone}` : ''}`}>
      <span className="recall-fact__label">{label}</span>
      <strong className="recall-fact__value" data-testid={testId}>
        {children}
      </strong>
    </div>
  );
}

const symbolName = (t: TFunction, id: string) => t(`casino.round.symbols.${id}`, { defaultValue: id });

/** A slot symbol as its glyph (emoji, card rank or coloured gem). Decorative: the name goes with it. */
function SymbolGlyph({ id }: { id: string }) {
  const glyph = slotGlyph(id);
  return (
    <span
      className={`slot-glyph slot-glyph--${glyph.kind}`}
      style={glyph.kind === 'gem' ? { color: glyph.color } : undefined}
      aria-hidden="true"
    >
      {glyph.glyph}
    </span>
  );
}

/** One cell of the recalled slot window: the symbol's glyph, its name as title and accessible name. */
function SlotCell({ id, win }: { id: string; win: boolean }) {
  const { t } = useTranslation();
  const name = symbolName(t, id);
  return (
    <span
      className={`slot-window__cell ${win ? 'slot-window__cell--win' : ''}`}
      role="img"
      aria-label={name}
      title={name}
      data-symbol={id}
    >
      <SymbolGlyph id={id} />
    </span>
  );
}

/** Slots: grid[reel][row] of symbol ids, winning cells lit; the lines that paid listed under it. */
function SlotsRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const base = isRecord(detail.base) ? detail.base : detail;
  const grid = isGrid(base.grid) ? (base.grid as unknown[][]) : null;
  if (!grid) return null;
  const lineWins = Array.isArray(base.lineWins) ? base.lineWins.filter(isRecord) : [];
  const lit = new Set<string>();
  for (const win of lineWins) {
    if (Array.isArray(win.positions)) {
      for (const position of win.positions)
        if (Array.isArray(position)) lit.add(`${position[0]}:${position[1]}`);
    }
  }
  const scatter = isRecord(base.scatter) ? base.scatter : null;
  if (scatter && Array.isArray(scatter.positions) && (numberOf(scatter.freeSpinsAwarded) ?? 0) > 0) {
    for (const position of scatter.positions)
      if (Array.isArray(position)) lit.add(`${position[0]}:${position[1]}`);
  }
  const freeSpins = Array.isArray(detail.freeSpins) ? detail.freeSpins.length : numberOf(detail.freeSpins);
  return (
    <div className="recall-slots" data-testid="recall-slots">
      <div className="slot-window" style={{ gridTemplateColumns: `repeat(${grid.length}, minmax(0, 1fr))` }}>
        {grid.map((column, reel) => (
          <div className="slot-window__reel" key={reel}>
            {column.map((symbol, row) => (
              <SlotCell key={row} id={String(symbol)} win={lit.has(`${reel}:${row}`)} />
            ))}
          </div>
        ))}
      </div>
      {lineWins.length > 0 ? (
        <ul className="recall-lines" aria-label={t('casino.round.lines')}>
          {lineWins.map((win, index) => (
            <li key={index}>
              <span>{t('casino.round.line', { line: (numberOf(win.line) ?? index) + 1 })}</span>
              <strong className="recall-lines__win">
                <SymbolGlyph id={String(win.symbol ?? '')} /> {symbolName(t, String(win.symbol ?? ''))} ×{' '}
                {String(win.count ?? '')}
              </strong>
            </li>
          ))}
        </ul>
      ) : null}
      {freeSpins ? <Fact label={t('casino.round.freeSpins')}>{freeSpins}</Fact> : null}
    </div>
  );
}

function CrashRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const crashPoint = numberOf(detail.crashPoint);
  const cashOut = numberOf(detail.cashoutMultiplier ?? detail.cashOut);
  const auto = numberOf(detail.autoCashout);
  return (
    <div className="recall-facts" data-testid="recall-crash">
      <Fact label={t('casino.round.crashPoint')} tone="danger">
        {crashPoint !== null ? multiplier(crashPoint) : '—'}
      </Fact>
      <Fact label={t('casino.round.cashOut')} tone={cashOut !== null ? 'ok' : undefined}>
        {cashOut !== null ? multiplier(cashOut) : t('casino.round.notCashedOut')}
      </Fact>
      {auto !== null ? <Fact label={t('casino.round.autoCashOut')}>{multiplier(auto)}</Fact> : null}
    </div>
  );
}

function DiceRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const roll = numberOf(detail.roll);
  const target = numberOf(detail.target);
  if (roll === null || target === null) return null;
  const isOver = detail.direction === 'over';
  const isWin = isOver ? roll > target : roll < target;
  const winFrom = isOver ? target : 0;
  const winTo = isOver ? 100 : target;
  return (
    <div className="recall-dice" data-testid="recall-dice">
      <div className="dice-bar" aria-hidden="true">
        <span className="dice-bar__win" style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }} />
        <span className={`dice-bar__roll ${isWin ? 'dice-bar__roll--win' : ''}`} style={{ left: `${roll}%` }}>
          {roll.toFixed(2)}
        </span>
      </div>
      <div className="recall-facts">
        <Fact label={t('casino.round.roll')} tone={isWin ? 'ok' : 'danger'}>
          {roll.toFixed(2)}
        </Fact>
        <Fact label={t('casino.round.target')}>
          {t(isOver ? 'casino.round.over' : 'casino.round.under')} {target.toFixed(2)}
        </Fact>
        {numberOf(detail.multiplier) !== null ? (
          <Fact label={t('casino.round.multiplier')}>{multiplier(numberOf(detail.multiplier)!)}</Fact>
        ) : null}
      </div>
    </div>
  );
}

const MINES_TILES = 25;

function MinesRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const revealed = new Set(Array.isArray(detail.revealed) ? detail.revealed.map(Number) : []);
  const layout = new Set(Array.isArray(detail.layout) ? detail.layout.map(Number) : []);
  const hit = numberOf(detail.hit);
  return (
    <div className="recall-mines" data-testid="recall-mines">
      <div className="mines-board" aria-hidden="true">
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const state =
            tile === hit ? 'hit' : revealed.has(tile) ? 'safe' : layout.has(tile) ? 'mine' : 'closed';
          return (
            <span key={tile} className={`mines-board__tile mines-board__tile--${state}`}>
              {state === 'hit' || state === 'mine' ? '✹' : state === 'safe' ? '◆' : ''}
            </span>
          );
        })}
      </div>
      <div className="recall-facts">
        <Fact label={t('casino.round.mines')}>{String(detail.mines ?? '—')}</Fact>
        <Fact label={t('casino.round.revealed')}>{revealed.size}</Fact>
        {numberOf(detail.multiplier) !== null ? (
          <Fact label={t('casino.round.multiplier')}>{multiplier(numberOf(detail.multiplier)!)}</Fact>
        ) : null}
      </div>
    </div>
  );
}

const INSTANT_KINDS = ['plinko', 'limbo', 'keno', 'hilo'] as const;
type InstantKind = (typeof INSTANT_KINDS)[number];
const numbersOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : []);
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
/** A card 0…51 of Kasa Hi-Lo as text: rank floor(card / 4) + 1 (ace low), suit card % 4. */
const cardText = (card: number) => `${RANKS[Math.floor(card / 4)] ?? '?'}${SUITS[card % 4] ?? ''}`;
const GUESS_MARK: Record<string, string> = { higher: '▲', lower: '▼', same: '=', skip: '⇥' };

/** Plinko, Limbo, Keno and Hi-Lo (decision 0300): their choices and outcome as labelled facts. */
function InstantRecall({ kind, detail }: { kind: InstantKind; detail: Detail }) {
  const { t } = useTranslation();
  const risk = typeof detail.risk === 'string' ? t(`casino.round.risk_${detail.risk}`) : null;
  const m = numberOf(detail.multiplier);
  const won = detail.result === 'won';
  const facts: ReactNode[] = [];
  if (kind === 'plinko') {
    facts.push(
      <Fact key="rows" label={t('casino.round.rows')}>
        {String(detail.rows ?? '—')}
      </Fact>,
      <Fact key="risk" label={t('casino.round.risk')}>
        {risk ?? '—'}
      </Fact>,
      <Fact key="slot" label={t('casino.round.slot')}>
        {String(detail.slot ?? '—')}
      </Fact>,
    );
  } else if (kind === 'limbo') {
    const outcome = numberOf(detail.outcome);
    facts.push(
      <Fact key="target" label={t('casino.round.target')}>
        {m !== null ? multiplier(m) : '—'}
      </Fact>,
      <Fact key="outcome" label={t('casino.round.outcome')} tone={won ? 'ok' : 'danger'}>
        {outcome !== null ? multiplier(outcome) : '—'}
      </Fact>,
    );
  } else if (kind === 'keno') {
    const drawn = numbersOf(detail.drawn);
    facts.push(
      <Fact key="risk" label={t('casino.round.risk')}>
        {risk ?? '—'}
      </Fact>,
      <Fact key="picks" label={t('casino.round.picks')}>
        {numbersOf(detail.picks)
          .map((n) => (drawn.includes(n) ? `${n}✓` : String(n)))
          .join(' ')}
      </Fact>,
      <Fact key="drawn" label={t('casino.round.drawn')}>
        {drawn.join(' ')}
      </Fact>,
      <Fact key="hits" label={t('casino.round.hits')} tone={won ? 'ok' : undefined}>
        {String(detail.hits ?? '—')}
      </Fact>,
    );
  } else {
    const cards = numbersOf(detail.cards);
    const guesses = Array.isArray(detail.guesses) ? detail.guesses.map(String) : [];
    facts.push(
      <Fact key="cards" label={t('casino.round.cards')}>
        {cards
          .map((card, i) =>
            i === 0 ? cardText(card) : `${GUESS_MARK[guesses[i - 1] ?? ''] ?? ''} ${cardText(card)}`,
          )
          .join('  ')}
      </Fact>,
    );
    if (detail.autoSettled === true) {
      facts.push(
        <Fact key="auto" label={t('casino.round.outcome')}>
          {t('casino.round.autoSettled')}
        </Fact>,
      );
    }
  }
  if (kind !== 'limbo' && m !== null) {
    facts.push(
      <Fact key="m" label={t('casino.round.multiplier')} tone={won ? 'ok' : undefined}>
        {multiplier(m)}
      </Fact>,
    );
  }
  return (
    <div className="recall-facts" data-testid={`recall-${kind}`}>
      {facts}
    </div>
  );
}

/** A roulette bet as players name it: inside bets by their numbers (17/20), outside bets by name. */
function rouletteSpotLabel(t: TFunction, spot: string): string {
  const def = SPOTS.get(spot);
  if (!def) return spot;
  const [kind, arg] = spot.split(':');
  if (kind === 'dozen' || kind === 'column') return t(`casino.round.roulette.${kind}`, { n: arg });
  if (['red', 'black', 'odd', 'even', 'low', 'high'].includes(kind ?? ''))
    return t(`casino.round.roulette.${kind}`);
  return def.numbers.join('/');
}

/** Roulette: the winning number in its colour, and every layout bet with what it paid. */
function RouletteRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const pocket = numberOf(detail.pocket);
  const bets = Array.isArray(detail.bets) ? detail.bets.filter(isRecord) : [];
  return (
    <div className="recall-facts" data-testid="recall-roulette">
      <Fact label={t('casino.round.pocket')}>
        {pocket === null ? '—' : <span className={`recall-pocket is-${pocketColor(pocket)}`}>{pocket}</span>}
      </Fact>
      <Fact label={t('casino.round.rouletteBets')}>
        <ul className="recall-bets">
          {bets.map((bet, i) => {
            const payout = numberOf(bet.payout) ?? 0;
            return (
              <li key={`${String(bet.spot)}-${i}`} className={payout > 0 ? 'is-won' : undefined}>
                {rouletteSpotLabel(t, String(bet.spot))}: {formatLira(numberOf(bet.amount) ?? 0)}
                {payout > 0 ? ` · ${t('casino.round.roulette.won', { amount: formatLira(payout) })}` : ''}
              </li>
            );
          })}
        </ul>
      </Fact>
    </div>
  );
}

/** Baccarat: both hands with their totals, the winner, and every bet with what it paid. */
function BaccaratRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const bets = Array.isArray(detail.bets) ? detail.bets.filter(isRecord) : [];
  const winner = typeof detail.winner === 'string' ? detail.winner : null;
  const hand = (side: 'player' | 'banker') =>
    `${String(detail[`${side}Cards`] ?? '')} (${String(detail[`${side}Total`] ?? '—')})`;
  return (
    <div className="recall-facts" data-testid="recall-baccarat">
      <Fact label={t('casino.round.baccarat.hands')}>
        {t('casino.round.baccarat.player')}: {hand('player')} · {t('casino.round.baccarat.banker')}:{' '}
        {hand('banker')}
      </Fact>
      <Fact label={t('casino.round.baccarat.winner')}>
        {winner ? t(`casino.round.baccarat.${winner}`) : '—'}
      </Fact>
      <Fact label={t('casino.round.rouletteBets')}>
        <ul className="recall-bets">
          {bets.map((bet, i) => {
            const payout = numberOf(bet.payout) ?? 0;
            return (
              <li key={`${String(bet.spot)}-${i}`} className={payout > 0 ? 'is-won' : undefined}>
                {t(`casino.round.baccarat.${String(bet.spot)}`)}: {formatLira(numberOf(bet.amount) ?? 0)}
                {payout > 0 ? ` · ${t('casino.round.baccarat.won', { amount: formatLira(payout) })}` : ''}
              </li>
            );
          })}
        </ul>
      </Fact>
    </div>
  );
}

/** A TV game's draw (docs/decisions/0320): what was drawn and every bet with what it paid. */
function TvRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const bets = Array.isArray(detail.bets) ? (detail.bets as Detail[]) : [];
  return (
    <div className="recall-facts" data-testid="recall-tv">
      <Fact label={t('casino.round.tv.drawn')}>{String(detail.drawn ?? '—')}</Fact>
      <Fact label={t('casino.round.rouletteBets')}>
        <ul className="recall-bets">
          {bets.map((bet, i) => {
            const payout = numberOf(bet.payout) ?? 0;
            return (
              <li key={i}>
                {String(bet.spot)
                  .replace(/^(six|pick|seg):/, '')
                  .replaceAll('-', ' ')}
                : {formatLira(numberOf(bet.amount) ?? 0)}
                {payout > 0 ? ` · ${t('casino.round.baccarat.won', { amount: formatLira(payout) })}` : ''}
              </li>
            );
          })}
        </ul>
      </Fact>
    </div>
  );
}

/** Blackjack: the seat's hands and the dealer's with their totals, each hand's result, every bet with what it paid. */
function BlackjackRecall({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const bets = Array.isArray(detail.bets) ? detail.bets.filter(isRecord) : [];
  const hands = Array.isArray(detail.hands) ? detail.hands.filter(isRecord) : [];
  const spot = (name: string) =>
    name.startsWith('hand')
      ? t('casino.round.blackjack.hand', { n: name.slice(4) })
      : t(`casino.round.blackjack.${name}`);
  return (
    <div className="recall-facts" data-testid="recall-blackjack">
      <Fact label={t('casino.round.blackjack.dealer')}>
        {String(detail.dealerCards ?? '')} ({String(detail.dealerTotal ?? '—')})
      </Fact>
      <Fact label={t('casino.round.blackjack.hands')}>
        <ul className="recall-bets">
          {hands.map((hand, i) => (
            <li key={i}>
              {String(hand.cards ?? '')} ({String(hand.total ?? '—')}) ·{' '}
              {t(`casino.round.blackjack.result.${String(hand.result ?? 'lose')}`)}
            </li>
          ))}
        </ul>
      </Fact>
      <Fact label={t('casino.round.rouletteBets')}>
        <ul className="recall-bets">
          {bets.map((bet, i) => {
            const payout = numberOf(bet.payout) ?? 0;
            return (
              <li key={`${String(bet.spot)}-${i}`} className={payout > 0 ? 'is-won' : undefined}>
                {spot(String(bet.spot))}: {formatLira(numberOf(bet.amount) ?? 0)}
                {payout > 0 ? ` · ${t('casino.round.blackjack.won', { amount: formatLira(payout) })}` : ''}
              </li>
            );
          })}
        </ul>
      </Fact>
    </div>
  );
}

/** Which picture a detail gets, by its `game` field or, failing that, by the keys it carries. */
export function recallKindOf(
  detail: Detail,
): 'slots' | 'crash' | 'dice' | 'mines' | 'roulette' | 'baccarat' | 'tv' | 'blackjack' | InstantKind | null {
  const game = typeof detail.game === 'string' ? detail.game : '';
  if (game === 'roulette') return 'roulette';
  if (game.startsWith('tv-')) return 'tv';
  if (game === 'baccarat') return 'baccarat';
  if (game === 'blackjack') return 'blackjack';
  const instant = INSTANT_KINDS.find((kind) => kind === game);
  if (instant) return instant;
  if (game === 'crash' || 'crashPoint' in detail) return 'crash';
  if (game === 'dice' || ('roll' in detail && 'target' in detail)) return 'dice';
  if (game === 'mines' || ('mines' in detail && 'revealed' in detail)) return 'mines';
  if (game.startsWith('slots') || isGrid(detail.grid) || (isRecord(detail.base) && isGrid(detail.base.grid)))
    return 'slots';
  return null;
}

// Keys the pictures already show (or that only repeat the dialog's own facts).
const SHOWN = new Set([
  'game',
  'hands',
  'dealerCards',
  'dealerTotal',
  'shoePositions',
  'grid',
  'base',
  'lineWins',
  'scatter',
  'freeSpins',
  'crashPoint',
  'cashoutMultiplier',
  'autoCashout',
  'roll',
  'target',
  'direction',
  'mines',
  'revealed',
  'layout',
  'hit',
  'multiplier',
  'stake',
  'payout',
  'serverSeedHash',
  'serverSeed',
  'clientSeed',
  'nonce',
  // Plinko, Limbo, Keno, Hi-Lo (InstantRecall).
  'rows',
  'risk',
  'slot',
  'path',
  'outcome',
  'picks',
  'drawn',
  'hits',
  'cards',
  'guesses',
  'autoSettled',
  // Roulette (RouletteRecall): the table and its game number repeat the round number.
  'bets',
  'pocket',
  'color',
  'table',
  'round',
  // Baccarat (BaccaratRecall).
  'playerCards',
  'bankerCards',
  'playerTotal',
  'bankerTotal',
  'winner',
  // Repeats of the dialog's own title and stake/payout facts.
  'title',
  'bet',
  'win',
  'amount',
]);

/** Labels for the plain values in-house games record; anything else shows its key. */
const LABELS: Record<string, string> = {
  lines: 'casino.round.paylines',
  result: 'casino.round.outcome',
  chance: 'casino.round.chance',
  auto: 'casino.round.autoCashOut',
  roundId: 'casino.round.roundNo',
  jackpot: 'casino.round.jackpot',
};

function plainValue(value: unknown, t: TFunction, language: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'number') return value.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const VERIFY_PATH: Record<string, string> = {
  crash: '/provably-fair/crash',
  dice: '/provably-fair/dice',
  mines: '/provably-fair/mines',
  plinko: '/provably-fair/plinko',
  limbo: '/provably-fair/limbo',
  keno: '/provably-fair/keno',
  hilo: '/provably-fair/hilo',
  roulette: '/provably-fair/roulette',
  baccarat: '/provably-fair/baccarat',
  tv: '/provably-fair/tv',
  blackjack: '/provably-fair/blackjack',
};

export function RoundRecall({ round }: { round: CasinoRound }) {
  const { t, i18n } = useTranslation();
  const detail = round.detail;
  const kind = recallKindOf(detail);
  // An in-house game's recall shows only labelled facts: its internal keys (won, chainId, position…) are not for the
  // player. Another provider's free-form detail keeps its own keys, since we cannot label what we do not know.
  const rest = Object.entries(detail).filter(
    ([key, value]) =>
      !(kind !== null && (SHOWN.has(key) || !LABELS[key])) &&
      value !== null &&
      value !== undefined &&
      typeof value !== 'object',
  );
  const seeds = (['serverSeedHash', 'serverSeed', 'clientSeed', 'nonce', 'hash'] as const).filter(
    (key) => detail[key] !== undefined && detail[key] !== null,
  );
  return (
    <div className="recall">
      {kind === 'slots' ? <SlotsRecall detail={detail} /> : null}
      {kind === 'crash' ? <CrashRecall detail={detail} /> : null}
      {kind === 'dice' ? <DiceRecall detail={detail} /> : null}
      {kind === 'mines' ? <MinesRecall detail={detail} /> : null}
      {kind === 'roulette' ? <RouletteRecall detail={detail} /> : null}
      {kind === 'baccarat' ? <BaccaratRecall detail={detail} /> : null}
      {kind === 'tv' ? <TvRecall detail={detail} /> : null}
      {kind === 'blackjack' ? <BlackjackRecall detail={detail} /> : null}
      {kind === 'plinko' || kind === 'limbo' || kind === 'keno' || kind === 'hilo' ? (
        <InstantRecall kind={kind} detail={detail} />
      ) : null}
      {kind === null && Object.keys(detail).length === 0 ? (
        <p className="muted">{t('casino.round.noDetail')}</p>
      ) : null}
      {rest.length > 0 ? (
        <dl className="recall-details" aria-label={t('casino.round.details')}>
          {rest
            .filter(([key]) => !seeds.includes(key as (typeof seeds)[number]))
            .map(([key, value]) => (
              <div className="recall-details__row" key={key}>
                <dt>{LABELS[key] ? t(LABELS[key]) : key}</dt>
                <dd>{plainValue(value, t, i18n.language)}</dd>
              </div>
            ))}
        </dl>
      ) : null}
      {seeds.length > 0 ? (
        <dl className="recall-details recall-details--seeds">
          {seeds.map((key) => (
            <div className="recall-details__row" key={key}>
              <dt>{t(`casino.round.${key}`)}</dt>
              <dd className="mono">{plainValue(detail[key], t, i18n.language)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {kind && kind !== 'slots' && VERIFY_PATH[kind] ? (
        <Link
          className="link-button link-button--accent"
          to={
            (kind === 'roulette' || kind === 'baccarat' || kind === 'tv' || kind === 'blackjack') &&
            numberOf(detail.roundId) !== null
              ? `${VERIFY_PATH[kind]!}?round=${String(detail.roundId)}`
              : VERIFY_PATH[kind]!
          }
        >
          {t('casino.round.verify')}
        </Link>
      ) : null}
    </div>
  );
}
