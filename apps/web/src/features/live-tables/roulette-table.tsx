import './live-tables-texts';
import '../../styles/roulette.css';
import { ROULETTE_TABLE, type RoulettePlayerState, type TableEvent } from '@kasa/contract/roulette';
import { ROULETTE_HOUSE_EDGE_PERCENT, pocketColor, type RouletteStake } from '@kasa/contract/roulette-rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatLira } from '../../lib/format';
import { announceBalanceChange } from '../../lib/game-launch';
import { useMediaQuery } from '../../lib/use-media-query';
import { rouletteApi } from './api/roulette-api';
import { BetTimer } from './components/bet-timer';
import { TableTop } from './components/table-top';
import { ChipPicker } from './components/chip';
import { Racetrack } from './components/racetrack';
import { RouletteLayout } from './components/roulette-layout';
import { RouletteWheel } from './components/roulette-wheel';
import { useAtResult, useNotice, useTableSession } from './hooks/use-table-session';
import { useServerNow, useTableFeed } from './hooks/use-table-feed';
import { chipsBySpot, stakeCost, stakesOf } from './utils/bets';

const CHIP_DEFAULT = 5;
/** Chips still on the felt this close to the end of the window go in by themselves. */
const AUTO_SEND_MS = 1_500;

function Dealer() {
  return (
    <svg viewBox="0 0 120 110" className="rt-dealer" aria-hidden="true">
      <defs>
        <linearGradient id="rt-vest" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#1f2937" />
          <stop offset="100%" stopColor="#0b1220" />
        </linearGradient>
      </defs>
      <path d="M20 110 Q24 72 60 66 Q96 72 100 110Z" fill="url(#rt-vest)" />
      <path d="M48 68 L60 96 L72 68 Q60 72 48 68Z" fill="#f8fafc" />
      <path d="M54 72 L60 76 L66 72 L60 80Z" fill="#b91c1c" />
      <rect x="53" y="52" width="14" height="16" rx="6" fill="#e0ac85" />
      <ellipse cx="60" cy="38" rx="17" ry="20" fill="#eab38f" />
      <path d="M42 36 Q42 14 60 14 Q80 14 78 38 Q76 26 60 24 Q46 26 42 36Z" fill="#3b2314" />
      <path d="M42 36 Q38 56 46 62 Q44 46 46 38Z M78 38 Q82 56 74 62 Q76 46 74 38Z" fill="#3b2314" />
      <circle cx="53" cy="40" r="1.8" fill="#1f2937" />
      <circle cx="67" cy="40" r="1.8" fill="#1f2937" />
      <path d="M55 48 Q60 52 65 48" stroke="#9a3412" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <rect x="78" y="84" width="18" height="7" rx="2" fill="#d4af37" />
    </svg>
  );
}

/** The round's phase by the server's clock: what the table shows. */
function phaseAt(
  round: RoulettePlayerState['round'],
  now: number,
): 'waiting' | 'betting' | 'spinning' | 'result' {
  if (!round) return 'waiting';
  if (round.phase === 'betting') return now < Date.parse(round.closesAt) ? 'betting' : 'spinning';
  return now < Date.parse(round.resultAt) ? 'spinning' : 'result';
}

/**
 * Kasa Roulette's client (/originals/kasa-roulette?session=…): the live table in the game frame. The round comes over
 * the hub; chips are placed here (undo, clear, repeat, double) and sent as one ticket (or by themselves just before
 * the window closes); the wheel spins to the server's result and the win is shown when it stops.
 */
export function RouletteTable({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 760px)');
  const [player, setPlayer] = useState<RoulettePlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [chip, setChip] = useState(CHIP_DEFAULT);
  // Chips on the felt belong to one round: a new round starts with an empty felt.
  const [draft, setDraft] = useState<{ roundId: number; stakes: RouletteStake[] }>({
    roundId: 0,
    stakes: [],
  });
  const [sending, setSending] = useState(false);
  const [neighbours, setNeighbours] = useState(2);
  const [showTrack, setShowTrack] = useState(false);
  const { notice, say } = useNotice();
  const apply = useCallback((state: RoulettePlayerState) => {
    setPlayer(state);
    setBalance(state.balance);
  }, []);
  const { sessionLost, setSessionLost, refresh } = useTableSession(session, rouletteApi.state, apply);
  const [win, setWin] = useState<{ roundId: number; amount: number } | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    },
    [say, setSessionLost],
  );

  const atResult = useAtResult();
  const onEvent = useCallback(
    (event: TableEvent) => {
      if (event.type === 'snapshot') void refresh();
      if (event.type === 'round') {
        setWin(null);
        void refresh();
      }
      if (event.type === 'result') {
        // The money moved at the close; show it when the wheel stops.
        atResult(event, () => {
          void refresh().then((state) => {
            const mine = state?.myTickets.filter((tk) => tk.roundId === event.round.roundId) ?? [];
            const amount = mine.reduce((sum, tk) => sum + (tk.payout ?? 0), 0);
            if (mine.length > 0) {
              announceBalanceChange();
              setWin({ roundId: event.round.roundId, amount });
            }
          });
        });
      }
    },
    [refresh, atResult],
  );
  const feed = useTableFeed(ROULETTE_TABLE, onEvent);
  const now = useServerNow(feed.offsetMs);
  const round = feed.round ?? player?.round ?? null;
  const phase = phaseAt(round, now);
  const roundId = round?.roundId ?? 0;
  // Chips not sent when the window closed were never bets: they leave the felt.
  const isBetting = phase === 'betting';
  const pending = useMemo(
    () => (draft.roundId === roundId && isBetting ? draft.stakes : []),
    [draft, roundId, isBetting],
  );
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });

  const setPending = (next: (stakes: RouletteStake[]) => RouletteStake[]) =>
    setDraft((d) => ({ roundId, stakes: next(d.roundId === roundId ? d.stakes : []) }));
  const open = phase === 'betting' && !sessionLost;
  const secondsLeft =
    round && phase === 'betting' ? Math.max(0, Math.ceil((Date.parse(round.closesAt) - now) / 1000)) : 0;
  const windowMs = round ? Date.parse(round.closesAt) - Date.parse(round.opensAt) : 1;

  const send = useCallback(async () => {
    const stakes = pendingRef.current;
    if (!round || stakes.length === 0 || sending) return;
    // Past the close the server refuses the ticket anyway: do not send it.
    if (Date.now() + feed.offsetMs >= Date.parse(round.closesAt)) return;
    setSending(true);
    try {
      const result = await rouletteApi.bet(session, {
        roundId: round.roundId,
        requestId: crypto.randomUUID(),
        stakes: stakes.map((s) => ({ ...s })),
      });
      setDraft((d) => ({ ...d, stakes: d.stakes.slice(stakes.length) }));
      setBalance(result.balance);
      setPlayer((pl) => (pl ? { ...pl, myTickets: [...pl.myTickets, result.ticket] } : pl));
      announceBalanceChange();
      say('info', t('roulette.accepted', { amount: formatLira(result.ticket.stake) }));
    } catch (error) {
      fail(error);
      setDraft((d) => ({ ...d, stakes: [] }));
    } finally {
      setSending(false);
    }
  }, [round, sending, session, say, fail, t, feed.offsetMs]);

  // Chips left on the felt go in just before the window closes, as a dealer's "last bets" (at once when placed in
  // those last moments).
  const closesAt = round && round.phase === 'betting' ? Date.parse(round.closesAt) : null;
  const hasPending = pending.length > 0;
  useEffect(() => {
    if (closesAt === null || !hasPending) return;
    const wait = Math.max(0, closesAt - AUTO_SEND_MS - (Date.now() + feed.offsetMs));
    const timer = setTimeout(() => void send(), wait);
    return () => clearTimeout(timer);
  }, [closesAt, feed.offsetMs, send, hasPending]);
  // On a phone the felt is below the wheel: when betting closes, bring the wheel into view for the spin.
  const stageRef = useRef<HTMLElement | null>(null);
  const spinning = phase === 'spinning';
  useEffect(() => {
    if (phone && spinning) stageRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [phone, spinning]);

  const add = (stake: Omit<RouletteStake, 'amount'>) => {
    if (!open) return;
    setPending((p) => [...p, { ...stake, amount: chip } as RouletteStake]);
  };
  const myTickets = useMemo(
    () => (player?.myTickets ?? []).filter((tk) => tk.roundId === round?.roundId),
    [player, round],
  );
  const confirmed = useMemo(() => chipsBySpot(stakesOf(myTickets)), [myTickets]);
  const pendingChips = useMemo(() => chipsBySpot(pending), [pending]);
  const pendingCost = stakeCost(pending);
  const confirmedCost = myTickets.reduce((sum, tk) => sum + tk.stake, 0);
  const lastStakes = stakesOf(player?.lastTickets ?? []);

  const outcome = round?.phase === 'settled' ? round.outcome : null;
  const shownResult = phase === 'result' ? outcome : null;
  const limits = player?.limits;
  const chips = limits?.chips ?? [1, 5, 10, 25, 100, 500];

  const status =
    phase === 'betting'
      ? t('roulette.placeBets')
      : phase === 'spinning'
        ? t('roulette.noMoreBets')
        : phase === 'result' && outcome !== null
          ? t(`roulette.color.${pocketColor(outcome)}`)
          : t('roulette.waiting');

  return (
    <div className={`rt-game${phone ? ' is-phone' : ''}`} data-testid="roulette-game">
      <TableTop
        prefix="rt"
        ns="roulette"
        limitsLine={
          limits
            ? t('roulette.limitsLine', {
                min: formatLira(limits.minChip),
                max: formatLira(limits.maxStraight),
              })
            : ''
        }
        rules={
          <>
            <p>{t('roulette.rulesText')}</p>
            <table className="rt-rules__pays">
              <tbody>
                {(
                  ['straight', 'split', 'street', 'corner', 'sixline', 'dozen', 'column', 'even'] as const
                ).map((k) => (
                  <tr key={k}>
                    <th>{t(`roulette.pays.${k}`)}</th>
                    <td>{t(`roulette.odds.${k}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              {t('roulette.edgeText', {
                edge: ROULETTE_HOUSE_EDGE_PERCENT.toFixed(2),
                rtp: (100 - ROULETTE_HOUSE_EDGE_PERCENT).toFixed(2),
              })}
            </p>
            <p>{t('roulette.trackText')}</p>
            {limits && (
              <p>
                {t('roulette.limitsText', {
                  min: formatLira(limits.minChip),
                  straight: formatLira(limits.maxStraight),
                  outside: formatLira(limits.maxOutside),
                  round: formatLira(limits.maxRound),
                })}
              </p>
            )}
          </>
        }
        verifyText={t('roulette.verifyLink')}
        balance={balance}
        sessionLost={sessionLost}
        reconnecting={!feed.connected && !!feed.round}
      />

      <div className="rt-main">
        <section className="rt-stage" aria-label={t('roulette.dealerArea')} ref={stageRef}>
          <div className="rt-stage__backdrop" aria-hidden="true" />
          <div className="rt-stage__dealer">
            <Dealer />
            <span className="rt-stage__name">{t('roulette.dealer')}</span>
          </div>
          <div className="rt-stage__wheel">
            <RouletteWheel
              outcome={outcome}
              spinMs={round ? Date.parse(round.resultAt) - Date.parse(round.closesAt) : 0}
              settled={phase === 'result'}
              size={phone ? 176 : 270}
            />
          </div>
          <div className={`rt-status is-${phase}`} data-testid="roulette-status" aria-live="polite">
            {phase === 'betting' && <BetTimer prefix="rt" secondsLeft={secondsLeft} windowMs={windowMs} />}
            {shownResult !== null && (
              <span className={`rt-ball is-${pocketColor(shownResult)}`} data-testid="roulette-result">
                {shownResult}
              </span>
            )}
            <span className="rt-status__text">{status}</span>
          </div>
          {win && phase === 'result' && win.roundId === round?.roundId && (
            <div className={`rt-win${win.amount > 0 ? '' : ' is-lost'}`} data-testid="roulette-win">
              {win.amount > 0 ? (
                <>
                  <small>{t('roulette.youWin')}</small>
                  <strong>{formatLira(win.amount)}</strong>
                </>
              ) : (
                <small>{t('roulette.noWin')}</small>
              )}
            </div>
          )}
          {phase === 'result' && round ? (
            <Link
              className="rt-stage__verify"
              to={`/provably-fair/roulette?round=${round.roundId}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('roulette.verifyRound')}
            </Link>
          ) : null}
          <div className="rt-stage__players">{t('roulette.players', { count: feed.players })}</div>
        </section>

        <aside className="rt-side">
          <div className="rt-history" data-testid="roulette-last">
            <h3>{t('roulette.lastNumbers')}</h3>
            <ol>
              {feed.stats.last.map((n, i) => (
                <li key={`${i}-${n}`} className={`is-${pocketColor(n)}${i === 0 ? ' is-first' : ''}`}>
                  {n}
                </li>
              ))}
              {feed.stats.last.length === 0 && <li className="is-empty">—</li>}
            </ol>
          </div>
          <div className="rt-hotcold">
            <div>
              <h3>{t('roulette.hot')}</h3>
              <ul>
                {feed.stats.hot.map((n) => (
                  <li key={n} className={`is-${pocketColor(n)}`}>
                    {n}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3>{t('roulette.cold')}</h3>
              <ul>
                {feed.stats.cold.map((n) => (
                  <li key={n} className={`is-${pocketColor(n)}`}>
                    {n}
                  </li>
                ))}
              </ul>
            </div>
            <p className="rt-hotcold__note">{t('roulette.statsOver', { count: feed.stats.rounds })}</p>
          </div>
          {feed.winners.length > 0 && (
            <div className="rt-winners">
              <h3>{t('roulette.winners')}</h3>
              <ul>
                {feed.winners.slice(0, 5).map((w, i) => (
                  <li key={`${w.player}-${i}`}>
                    <span>{w.player}</span>
                    <strong>{formatLira(w.payout)}</strong>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>

        <section className="rt-board">
          <div className="rt-board__tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={!showTrack}
              className={!showTrack ? 'is-on' : ''}
              onClick={() => setShowTrack(false)}
            >
              {t('roulette.layout')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={showTrack}
              className={showTrack ? 'is-on' : ''}
              onClick={() => setShowTrack(true)}
            >
              {t('roulette.racetrack')}
            </button>
          </div>
          {showTrack ? (
            <div className="rt-board__track">
              <Racetrack onPlace={add} neighbours={neighbours} disabled={!open} />
              <label className="rt-neighbours">
                {t('roulette.neighbours')}
                <select value={neighbours} onChange={(e) => setNeighbours(Number(e.target.value))}>
                  {[1, 2, 3, 4].map((n) => (
                    <option key={n} value={n}>
                      ±{n}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ) : (
            <RouletteLayout
              orientation={phone ? 'vertical' : 'horizontal'}
              chips={{ confirmed, pending: pendingChips }}
              onPlace={(spot) => add({ spot })}
              disabled={!open}
              winning={phase === 'result' ? outcome : null}
            />
          )}
        </section>
      </div>

      <footer className="rt-controls">
        <ChipPicker prefix="rt" label={t('roulette.chips')} chips={chips} chip={chip} onChip={setChip} />
        <div className="rt-actions">
          <button
            type="button"
            aria-label={t('roulette.undo')}
            onClick={() => setPending((p) => p.slice(0, -1))}
            disabled={pending.length === 0}
          >
            <span aria-hidden="true">↶</span>
            <span className="rt-actions__label">{t('roulette.undo')}</span>
          </button>
          <button
            type="button"
            aria-label={t('roulette.clear')}
            onClick={() => setPending(() => [])}
            disabled={pending.length === 0}
          >
            <span aria-hidden="true">✕</span>
            <span className="rt-actions__label">{t('roulette.clear')}</span>
          </button>
          <button
            type="button"
            aria-label={t('roulette.repeat')}
            onClick={() => setPending((p) => [...p, ...lastStakes])}
            disabled={!open || lastStakes.length === 0}
          >
            <span aria-hidden="true">↻</span>
            <span className="rt-actions__label">{t('roulette.repeat')}</span>
          </button>
          <button
            type="button"
            aria-label={t('roulette.doubleLabel')}
            onClick={() => setPending((p) => [...p, ...p])}
            disabled={!open || pending.length === 0}
          >
            {t('roulette.double')}
          </button>
          <button
            type="button"
            className="rt-actions__confirm"
            onClick={() => void send()}
            disabled={!open || pending.length === 0 || sending}
            data-testid="roulette-confirm"
          >
            {t('roulette.confirm')} {pendingCost > 0 ? formatLira(pendingCost) : ''}
          </button>
        </div>
        <div className="rt-mybets" data-testid="roulette-mybets">
          <span>
            {t('roulette.myBets')}: <strong>{formatLira(confirmedCost)}</strong>
          </span>
          {pendingCost > 0 && (
            <span className="rt-mybets__pending">
              {t('roulette.unsent', { amount: formatLira(pendingCost) })}
            </span>
          )}
        </div>
      </footer>
      {notice && (
        <div key={notice.id} className={`rt-notice is-${notice.kind}`} role="status">
          {notice.text}
        </div>
      )}
    </div>
  );
}
