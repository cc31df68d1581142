import './live-tables-texts';
import '../../styles/roulette.css';
import '../../styles/baccarat.css';
import {
  BACCARAT_TABLE,
  type BaccaratEvent,
  type BaccaratPlayerState,
  type BaccaratResult,
  type BaccaratRound,
} from '@kasa/contract/baccarat';
import {
  BACCARAT_EDGE_PERCENT,
  BACCARAT_PAYS,
  BaccaratSpot,
  cardText,
  handTotal,
} from '@kasa/contract/baccarat-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatLira } from '../../lib/format';
import { announceBalanceChange } from '../../lib/game-launch';
import { useMediaQuery } from '../../lib/use-media-query';
import { baccaratApi } from './api/baccarat-api';
import { BeadRoad, BigRoad } from './components/baccarat-roads';
import { BetTimer } from './components/bet-timer';
import { TableTop } from './components/table-top';
import { ChipPicker, ChipShape } from './components/chip';
import { PlayingCard } from './components/playing-card';
import { useBaccaratFeed } from './hooks/use-baccarat-feed';
import { useAtResult, useNotice, useTableSession } from './hooks/use-table-session';
import { useServerNow } from './hooks/use-table-feed';

type Spot = (typeof BaccaratSpot)[number];
type Stakes = Partial<Record<Spot, number>>;
const CHIP_DEFAULT = 5;
const AUTO_SEND_MS = 1_500;

type Phase = 'waiting' | 'betting' | 'dealing' | 'result';
function phaseAt(round: BaccaratRound | null, now: number): Phase {
  if (!round) return 'waiting';
  if (round.phase === 'betting') return now < Date.parse(round.closesAt) ? 'betting' : 'dealing';
  return now < Date.parse(round.resultAt) ? 'dealing' : 'result';
}

/** The deal order's position of each card: P1 0, B1 1, P2 2, B2 3, then the player's third and the banker's. */
function dealOrder(result: BaccaratResult) {
  const player = [0, 2];
  const banker = [1, 3];
  let next = 4;
  if (result.player.length > 2) player.push(next++);
  if (result.banker.length > 2) banker.push(next++);
  return { player, banker, count: next };
}

/** How many cards are face up `now` during the deal: one every step, the last a step before the result. */
export function cardsShown(round: BaccaratRound, now: number): number {
  const outcome = round.outcome;
  if (!outcome) return 0;
  const { count } = dealOrder(outcome);
  const closes = Date.parse(round.closesAt);
  const result = Date.parse(round.resultAt);
  if (now >= result) return count;
  const step = (result - closes) / (count + 1.5);
  return Math.max(0, Math.min(count, Math.floor((now - closes) / step)));
}

const sumStakes = (s: Stakes) => Object.values(s).reduce((a, b) => a + (b ?? 0), 0);
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Kasa Baccarat's client (/originals/kasa-baccarat?session=…): punto banco at a shared table. Chips on the five zones
 * of the felt, sent as one ticket (or by themselves just before the close); the coup dealt face up card by card from
 * the server's result; totals, the winner, the bead road and the big road.
 */
export function BaccaratTable({ session }: { code: string; session: string }) {
  const { t, i18n } = useTranslation();
  const turkish = i18n.language.startsWith('tr');
  const decimal = (x: string) => (turkish ? x.replace('.', ',') : x);
  const phone = useMediaQuery('(max-width: 760px)');
  const [player, setPlayer] = useState<BaccaratPlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [chip, setChip] = useState(CHIP_DEFAULT);
  const [draft, setDraft] = useState<{ roundId: number; stakes: Stakes; order: Spot[] }>({
    roundId: 0,
    stakes: {},
    order: [],
  });
  const [sending, setSending] = useState(false);
  const { notice, say } = useNotice();
  const apply = useCallback((state: BaccaratPlayerState) => {
    setPlayer(state);
    setBalance(state.balance);
  }, []);
  const { sessionLost, setSessionLost, refresh } = useTableSession(session, baccaratApi.state, apply);
  const [win, setWin] = useState<{ roundId: number; amount: number } | null>(null);

  const atResult = useAtResult();
  const onEvent = useCallback(
    (event: BaccaratEvent) => {
      if (event.type === 'snapshot') void refresh();
      if (event.type === 'round') {
        setWin(null);
        void refresh();
      }
      if (event.type === 'result') {
        atResult(event, () => {
          void refresh().then((state) => {
            const mine = state?.myTickets.filter((tk) => tk.roundId === event.round.roundId) ?? [];
            if (mine.length > 0) {
              announceBalanceChange();
              setWin({
                roundId: event.round.roundId,
                amount: mine.reduce((s, tk) => s + (tk.payout ?? 0), 0),
              });
            }
          });
        });
      }
    },
    [refresh, atResult],
  );
  const feed = useBaccaratFeed(BACCARAT_TABLE, onEvent);
  const now = useServerNow(feed.offsetMs);
  const round = feed.round ?? player?.round ?? null;
  const phase = phaseAt(round, now);
  const roundId = round?.roundId ?? 0;
  const open = phase === 'betting' && !sessionLost;
  const pending = useMemo(
    () =>
      draft.roundId === roundId && phase === 'betting' ? draft : { roundId, stakes: {}, order: [] as Spot[] },
    [draft, roundId, phase],
  );
  const pendingRef = useRef(pending.stakes);
  useEffect(() => {
    pendingRef.current = pending.stakes;
  });
  const secondsLeft =
    round && phase === 'betting' ? Math.max(0, Math.ceil((Date.parse(round.closesAt) - now) / 1000)) : 0;
  const windowMs = round ? Date.parse(round.closesAt) - Date.parse(round.opensAt) : 1;

  const send = useCallback(async () => {
    const stakes = pendingRef.current;
    const entries = Object.entries(stakes).filter(([, v]) => (v ?? 0) > 0) as [Spot, number][];
    if (!round || entries.length === 0 || sending) return;
    if (Date.now() + feed.offsetMs >= Date.parse(round.closesAt)) return;
    setSending(true);
    try {
      const result = await baccaratApi.bet(session, {
        roundId: round.roundId,
        requestId: crypto.randomUUID(),
        stakes: entries.map(([spot, amount]) => ({ spot, amount })),
      });
      setDraft((d) => ({ ...d, stakes: {}, order: [] }));
      setBalance(result.balance);
      setPlayer((pl) => (pl ? { ...pl, myTickets: [...pl.myTickets, result.ticket] } : pl));
      announceBalanceChange();
      say('info', t('baccarat.accepted', { amount: formatLira(result.ticket.stake) }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
      setDraft((d) => ({ ...d, stakes: {}, order: [] }));
    } finally {
      setSending(false);
    }
  }, [round, sending, session, say, setSessionLost, t, feed.offsetMs]);

  const closesAt = round && round.phase === 'betting' ? Date.parse(round.closesAt) : null;
  const hasPending = sumStakes(pending.stakes) > 0;
  useEffect(() => {
    if (closesAt === null || !hasPending) return;
    const wait = Math.max(0, closesAt - AUTO_SEND_MS - (Date.now() + feed.offsetMs));
    const timer = setTimeout(() => void send(), wait);
    return () => clearTimeout(timer);
  }, [closesAt, feed.offsetMs, send, hasPending]);

  const place = (spot: Spot) => {
    if (!open) return;
    setDraft((d) => {
      const base = d.roundId === roundId ? d : { roundId, stakes: {}, order: [] };
      return {
        roundId,
        stakes: { ...base.stakes, [spot]: round2((base.stakes[spot] ?? 0) + chip) },
        order: [...base.order, spot],
      };
    });
  };
  const undo = () =>
    setDraft((d) => {
      const spot = d.order.at(-1);
      if (!spot) return d;
      const left = round2((d.stakes[spot] ?? 0) - chip);
      return { ...d, stakes: { ...d.stakes, [spot]: left > 0 ? left : 0 }, order: d.order.slice(0, -1) };
    });

  const myTickets = useMemo(
    () => (player?.myTickets ?? []).filter((tk) => tk.roundId === round?.roundId),
    [player, round],
  );
  const confirmed = useMemo(() => {
    const out: Stakes = {};
    for (const tk of myTickets) for (const l of tk.lines) out[l.spot] = round2((out[l.spot] ?? 0) + l.amount);
    return out;
  }, [myTickets]);
  const lastStakes = useMemo(() => {
    const out: Stakes = {};
    for (const tk of player?.lastTickets ?? [])
      for (const l of tk.lines) out[l.spot] = round2((out[l.spot] ?? 0) + l.amount);
    return out;
  }, [player]);
  const pendingCost = sumStakes(pending.stakes);
  const confirmedCost = sumStakes(confirmed);
  const limits = player?.limits;
  const chips = limits?.chips ?? [1, 5, 10, 25, 100, 500];

  const outcome = round?.phase === 'settled' ? round.outcome : null;
  const shown = round && outcome && phase !== 'betting' ? cardsShown(round, now) : 0;
  const order = outcome ? dealOrder(outcome) : null;
  const visible = (side: 'player' | 'banker') =>
    outcome && order ? outcome[side].filter((_, i) => order[side][i]! < shown) : [];
  const playerCards = visible('player');
  const bankerCards = visible('banker');
  const done = phase === 'result' && outcome !== null;
  const winner = done ? outcome.winner : null;
  const letters = {
    player: t('baccarat.letter.player'),
    banker: t('baccarat.letter.banker'),
    tie: t('baccarat.letter.tie'),
  };

  const status =
    phase === 'betting'
      ? t('baccarat.placeBets')
      : phase === 'dealing'
        ? t('baccarat.noMoreBets')
        : winner
          ? winner === 'tie'
            ? t('baccarat.tieWins', { total: outcome?.playerTotal })
            : t('baccarat.sideWins', {
                side: t(`baccarat.spot.${winner}`),
                a: winner === 'player' ? outcome?.playerTotal : outcome?.bankerTotal,
                b: winner === 'player' ? outcome?.bankerTotal : outcome?.playerTotal,
              })
          : t('baccarat.waiting');

  const hand = (side: 'player' | 'banker', cards: number[]) => (
    <div
      className={`bc-hand is-${side}${winner === side ? ' is-winner' : ''}`}
      data-testid={`baccarat-hand-${side}`}
    >
      <div className="bc-hand__head">
        <span>{t(`baccarat.spot.${side}`)}</span>
        <strong className="bc-hand__total" data-testid={`baccarat-total-${side}`}>
          {cards.length > 0 ? handTotal(cards) : ''}
        </strong>
      </div>
      <div className="bc-hand__cards">
        {cards.map((card, i) => (
          <PlayingCard
            key={`${roundId}-${side}-${i}`}
            card={card}
            label={cardText(card)}
            sideways={i === 2}
          />
        ))}
        {cards.length === 0 && <span className="bc-hand__slot" aria-hidden="true" />}
      </div>
    </div>
  );

  const zone = (spot: Spot) => {
    const mine = confirmed[spot] ?? 0;
    const mineNew = pending.stakes[spot] ?? 0;
    const total = round2(mine + mineNew);
    const won =
      done && outcome
        ? spot === 'player' || spot === 'banker' || spot === 'tie'
          ? outcome.winner === spot
          : spot === 'playerPair'
            ? outcome.playerPair
            : outcome.bankerPair
        : false;
    return (
      <button
        type="button"
        key={spot}
        className={`bc-zone bc-zone--${spot}${won ? ' is-won' : ''}`}
        onClick={() => place(spot)}
        disabled={!open}
        aria-label={`${t(`baccarat.spot.${spot}`)} ${t(`baccarat.pays.${spot}`)}${total > 0 ? `, ${formatLira(total)}` : ''}`}
        data-testid={`baccarat-zone-${spot}`}
      >
        <span className="bc-zone__name">{t(`baccarat.spot.${spot}`)}</span>
        <span className="bc-zone__pays">{t(`baccarat.pays.${spot}`)}</span>
        {total > 0 && (
          <span className={`bc-zone__chip${mineNew > 0 ? ' is-pending' : ''}`}>
            <svg viewBox="-20 -20 40 40" aria-hidden="true">
              <ChipShape x={0} y={0} r={18} value={total} pending={mineNew > 0 && mine === 0} />
            </svg>
          </span>
        )}
      </button>
    );
  };

  return (
    <div className={`bc-game${phone ? ' is-phone' : ''}`} data-testid="baccarat-game">
      <TableTop
        prefix="bc"
        ns="baccarat"
        limitsLine={
          limits
            ? t('baccarat.limitsLine', { min: formatLira(limits.minChip), max: formatLira(limits.maxMain) })
            : ''
        }
        rules={
          <>
            <p>{t('baccarat.rulesText')}</p>
            <p>{t('baccarat.tableauText')}</p>
            <table className="bc-rules__pays">
              <thead>
                <tr>
                  <th>{t('baccarat.bet')}</th>
                  <th>{t('baccarat.paysHead')}</th>
                  <th>{t('baccarat.edgeHead')}</th>
                </tr>
              </thead>
              <tbody>
                {BaccaratSpot.map((spot) => (
                  <tr key={spot}>
                    <th>{t(`baccarat.spot.${spot}`)}</th>
                    <td>{`${decimal(String(BACCARAT_PAYS[spot]))}:1`}</td>
                    <td>
                      {turkish
                        ? `%${decimal(BACCARAT_EDGE_PERCENT[spot].toFixed(2))}`
                        : `${BACCARAT_EDGE_PERCENT[spot].toFixed(2)}%`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>{t('baccarat.edgeText')}</p>
            {limits && (
              <p>
                {t('baccarat.limitsText', {
                  min: formatLira(limits.minChip),
                  main: formatLira(limits.maxMain),
                  side: formatLira(limits.maxSide),
                  round: formatLira(limits.maxRound),
                })}
              </p>
            )}
          </>
        }
        verifyText={t('baccarat.verifyLink')}
        balance={balance}
        sessionLost={sessionLost}
        reconnecting={!feed.connected && !!feed.round}
      />

      <div className="bc-main">
        <section className="bc-stage" aria-label={t('baccarat.dealerArea')}>
          <div className="bc-shoe" aria-hidden="true">
            <span />
          </div>
          <div className="bc-hands">
            {hand('player', playerCards)}
            <div className={`bc-status is-${phase}`} data-testid="baccarat-status" aria-live="polite">
              {phase === 'betting' && <BetTimer prefix="bc" secondsLeft={secondsLeft} windowMs={windowMs} />}
              <span className="bc-status__text">{status}</span>
            </div>
            {hand('banker', bankerCards)}
          </div>
          {winner && (
            <div className={`bc-banner-win is-${winner}`} data-testid="baccarat-winner">
              {status}
              {(outcome?.playerPair || outcome?.bankerPair) && (
                <small>
                  {[
                    outcome.playerPair && t('baccarat.spot.playerPair'),
                    outcome.bankerPair && t('baccarat.spot.bankerPair'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              )}
            </div>
          )}
          {win && phase === 'result' && win.roundId === round?.roundId && (
            <div className={`bc-win${win.amount > 0 ? '' : ' is-lost'}`} data-testid="baccarat-win">
              {win.amount > 0 ? (
                <>
                  <small>{t('baccarat.youWin')}</small>
                  <strong>{formatLira(win.amount)}</strong>
                </>
              ) : (
                <small>{t('baccarat.noWin')}</small>
              )}
            </div>
          )}
          <div className="bc-stage__foot">
            <span>{t('baccarat.players', { count: feed.players })}</span>
            {phase === 'result' && round ? (
              <Link to={`/provably-fair/baccarat?round=${round.roundId}`} target="_blank" rel="noreferrer">
                {t('baccarat.verifyRound')}
              </Link>
            ) : null}
          </div>
        </section>

        <section className="bc-felt" aria-label={t('baccarat.felt')}>
          <div className="bc-felt__row bc-felt__row--side">
            {zone('playerPair')}
            {zone('tie')}
            {zone('bankerPair')}
          </div>
          <div className="bc-felt__row bc-felt__row--main">
            {zone('player')}
            {zone('banker')}
          </div>
        </section>

        <aside className="bc-roads">
          <div className="bc-roads__head">
            <h3>{t('baccarat.roads')}</h3>
            <span className="bc-count is-player">
              {letters.player} {feed.stats.player}
            </span>
            <span className="bc-count is-banker">
              {letters.banker} {feed.stats.banker}
            </span>
            <span className="bc-count is-tie">
              {letters.tie} {feed.stats.tie}
            </span>
          </div>
          <div className="bc-roads__grids">
            <BeadRoad
              history={feed.stats.history}
              letters={letters}
              columns={phone ? 14 : 16}
              label={t('baccarat.beadRoad')}
            />
            <BigRoad history={feed.stats.history} columns={phone ? 24 : 28} label={t('baccarat.bigRoad')} />
          </div>
        </aside>
      </div>

      <footer className="bc-controls">
        <ChipPicker prefix="bc" label={t('baccarat.chips')} chips={chips} chip={chip} onChip={setChip} />
        <div className="bc-actions">
          <button
            type="button"
            aria-label={t('baccarat.undo')}
            onClick={undo}
            disabled={pending.order.length === 0}
          >
            <span aria-hidden="true">↶</span>
            <span className="bc-actions__label">{t('baccarat.undo')}</span>
          </button>
          <button
            type="button"
            aria-label={t('baccarat.repeat')}
            onClick={() =>
              setDraft({
                roundId,
                stakes: { ...lastStakes },
                order: Object.keys(lastStakes) as Spot[],
              })
            }
            disabled={!open || sumStakes(lastStakes) === 0}
          >
            <span aria-hidden="true">↻</span>
            <span className="bc-actions__label">{t('baccarat.repeat')}</span>
          </button>
          <button
            type="button"
            className="bc-actions__confirm"
            onClick={() => void send()}
            disabled={!open || pendingCost === 0 || sending}
            data-testid="baccarat-confirm"
          >
            {t('baccarat.confirm')} {pendingCost > 0 ? formatLira(pendingCost) : ''}
          </button>
        </div>
        <div className="bc-mybets" data-testid="baccarat-mybets">
          {t('baccarat.myBets')}: <strong>{formatLira(confirmedCost)}</strong>
        </div>
      </footer>
      {notice && (
        <div key={notice.id} className={`bc-notice is-${notice.kind}`} role="status">
          {notice.text}
        </div>
      )}
    </div>
  );
}
