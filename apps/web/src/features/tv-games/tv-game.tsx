import './tv-texts';
import '../../styles/tv.css';
import type { TvEvent, TvPlayerState, TvRound, TvTicket } from '@kasa/contract/tv';
import {
  DRAWS_AHEAD,
  KENO_MAX_PICK,
  KENO_PAYTABLE,
  KENO_POOL,
  LUCKY6_COLOURS,
  LUCKY6_DRAWN,
  LUCKY6_LADDER,
  LUCKY6_PICK,
  LUCKY6_POOL,
  LUCKY6_SIDE,
  LUCKY6_SIDE_RETURN10,
  TV_RTP_PERCENT,
  TV_TABLES,
  WHEEL_COUNTS,
  WHEEL_VALUES,
  tvGameOfCode,
  type TvGame,
} from '@kasa/contract/tv-rules';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatLira } from '../../lib/format';
import { announceBalanceChange } from '../../lib/game-launch';
import { tvApi } from './api/tv-api';
import { Ball, FortuneWheel, VALUE_FILL, wheelAngleFor } from './components/tv-art';
import { useServerNow, useTvFeed } from './hooks/use-tv-feed';

type Notice = { kind: 'win' | 'error' | 'info'; text: string; id: number };
const STAKE_DEFAULT = 1;
/** A side bet's message key: 'first:over' → 'firstOver' (i18next reads ':' as a namespace separator). */
const sideKey = (side: string) => side.replace(/:(\w)/, (_, c: string) => c.toUpperCase());

/** How many of the draw's balls are on the screen at `now`: one per step, the last a step before the result. */
export function ballsShown(round: TvRound, now: number): number {
  const outcome = round.outcome;
  if (!outcome || outcome.game === 'wheel') return 0;
  const count = outcome.balls.length;
  const closes = Date.parse(round.closesAt);
  const result = Date.parse(round.resultAt);
  if (now >= result) return count;
  const step = (result - closes) / (count + 1);
  return Math.max(0, Math.min(count, Math.floor((now - closes) / step)));
}

const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A Kasa TV game's client (/originals/kasa-lucky6|kasa-tv-keno|kasa-wheel?session=…): the broadcast — countdown to
 * the next draw, balls drawn one by one (or the wheel spun) from the server's result, the results board and the last
 * draws — and the ticket: numbers (or values), the stake per bet and the number of draws to play, sent as one ticket.
 */
export function TvGameClient({ code, session }: { code: string; session: string }) {
  const game = tvGameOfCode(code) ?? 'keno';
  const table = TV_TABLES[game];
  const { t, i18n } = useTranslation();
  const turkish = i18n.language.startsWith('tr');
  const percent = (x: number) => (turkish ? `%${x.toFixed(2).replace('.', ',')}` : `${x.toFixed(2)}%`);
  const times = (x: number) => `${turkish ? String(x).replace('.', ',') : String(x)}×`;
  const [player, setPlayer] = useState<TvPlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [sides, setSides] = useState<string[]>([]);
  const [values, setValues] = useState<number[]>([]);
  const [stake, setStake] = useState(STAKE_DEFAULT);
  const [draws, setDraws] = useState(1);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionLost, setSessionLost] = useState(!session);
  const [win, setWin] = useState<{ roundId: number; amount: number } | null>(null);

  const say = useCallback(
    (kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }),
    [],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4_000);
    return () => clearTimeout(timer);
  }, [notice]);

  const refresh = useCallback(async () => {
    if (!session) return null;
    try {
      const state = await tvApi.state(session, game);
      setPlayer(state);
      setBalance(state.balance);
      return state;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      return null;
    }
  }, [session, game]);
  useEffect(() => {
    if (!session) return;
    let live = true;
    tvApi.state(session, game).then(
      (state) => {
        if (!live) return;
        setPlayer(state);
        setBalance(state.balance);
      },
      (error: unknown) => {
        if (live && error instanceof ApiError && error.status === 401) setSessionLost(true);
      },
    );
    return () => {
      live = false;
    };
  }, [session, game]);

  // The settlement shows when the draw ends on the screens (the money moved at the close).
  const resultTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onEvent = useCallback(
    (event: TvEvent) => {
      if (event.type !== 'result') return;
      const wait = Math.max(0, Date.parse(event.round.resultAt) - Date.parse(event.serverTime));
      if (resultTimer.current) clearTimeout(resultTimer.current);
      resultTimer.current = setTimeout(() => {
        void refresh().then((state) => {
          const mine = state?.myTickets.filter((tk) => tk.roundId === event.round.roundId) ?? [];
          if (mine.length > 0) {
            announceBalanceChange();
            setWin({ roundId: event.round.roundId, amount: mine.reduce((s, tk) => s + (tk.payout ?? 0), 0) });
          }
        });
      }, wait);
    },
    [refresh],
  );
  useEffect(
    () => () => {
      if (resultTimer.current) clearTimeout(resultTimer.current);
    },
    [],
  );

  const feed = useTvFeed(table, onEvent);
  const now = useServerNow(feed.offsetMs);
  const upcoming = feed.ready ? feed.upcoming : (player?.upcoming ?? []);
  const history = feed.ready ? feed.history : (player?.history ?? []);
  const last = history[0] ?? null;
  const drawing = last && now < Date.parse(last.resultAt) ? last : null;
  const next = upcoming.find((r) => Date.parse(r.closesAt) > now) ?? null;
  const closing = upcoming.find((r) => Date.parse(r.closesAt) <= now) ?? null;
  const phase: 'drawing' | 'closing' | 'countdown' | 'waiting' = drawing
    ? 'drawing'
    : closing
      ? 'closing'
      : next
        ? 'countdown'
        : 'waiting';
  const onScreen = drawing ?? last;
  const shown = onScreen ? ballsShown(onScreen, now) : 0;
  const balls =
    onScreen?.outcome && onScreen.outcome.game !== 'wheel' ? onScreen.outcome.balls.slice(0, shown) : [];
  const drawnSet = new Set(balls);
  const open = !!next && !sessionLost;
  const limits = player?.limits;
  const chips = limits?.chips ?? [1, 5, 10, 25, 100];
  const ahead = limits?.drawsAhead ?? DRAWS_AHEAD;
  const cycleMs =
    upcoming.length > 1 ? Date.parse(upcoming[1]!.closesAt) - Date.parse(upcoming[0]!.closesAt) : 0;

  // ---- the ticket ----
  const lines = useMemo(() => {
    const out: { spot: string; amount: number }[] = [];
    if (game === 'lucky6') {
      if (picks.length === LUCKY6_PICK)
        out.push({ spot: `six:${[...picks].sort((a, b) => a - b).join('-')}`, amount: stake });
      for (const side of sides) out.push({ spot: side, amount: stake });
    } else if (game === 'keno') {
      if (picks.length > 0)
        out.push({ spot: `pick:${[...picks].sort((a, b) => a - b).join('-')}`, amount: stake });
    } else {
      for (const v of values) out.push({ spot: `seg:${v}`, amount: stake });
    }
    return out;
  }, [game, picks, sides, values, stake]);
  const total = Math.round(lines.reduce((s, l) => s + l.amount, 0) * draws * 100) / 100;
  const maxPicks = game === 'lucky6' ? LUCKY6_PICK : KENO_MAX_PICK;
  const pool = game === 'lucky6' ? LUCKY6_POOL : KENO_POOL;

  const togglePick = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length >= maxPicks ? p : [...p, n]));
  const quickPick = () => {
    const count = game === 'lucky6' ? LUCKY6_PICK : Math.max(1, picks.length || 5);
    const all = Array.from({ length: pool }, (_, i) => i + 1);
    const chosen: number[] = [];
    const random = new Uint32Array(count);
    crypto.getRandomValues(random);
    for (let i = 0; i < count; i++) chosen.push(all.splice(random[i]! % all.length, 1)[0]!);
    setPicks(chosen);
  };

  const send = async () => {
    if (!next || sending) return;
    if (lines.length === 0) {
      say('error', t('tv.nothingPicked'));
      return;
    }
    setSending(true);
    try {
      const result = await tvApi.bet(session, {
        game,
        roundId: next.roundId,
        draws,
        requestId: crypto.randomUUID(),
        lines,
      });
      setBalance(result.balance);
      setPlayer((pl) => (pl ? { ...pl, myTickets: [...result.tickets].reverse().concat(pl.myTickets) } : pl));
      announceBalanceChange();
      say(
        'info',
        t('tv.accepted', { amount: formatLira(result.tickets.reduce((s, tk) => s + tk.stake, 0)) }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  // ---- the screen ----
  const status =
    phase === 'drawing'
      ? t('tv.drawing')
      : phase === 'closing'
        ? t('tv.noMoreBets')
        : phase === 'countdown'
          ? t('tv.nextDraw', { seq: next?.seq })
          : t('tv.waiting');
  const current = balls.at(-1);
  const wheelOutcome = onScreen?.outcome?.game === 'wheel' ? onScreen.outcome : null;
  let wheelAngle = 0;
  if (wheelOutcome && onScreen) {
    const closes = Date.parse(onScreen.closesAt);
    const result = Date.parse(onScreen.resultAt);
    const p = Math.min(1, Math.max(0, (now - closes) / Math.max(1, result - closes)));
    const eased = 1 - (1 - p) ** 3;
    wheelAngle = wheelAngleFor(wheelOutcome.segment, 8) * eased;
  }
  const wheelDone = !!wheelOutcome && phase !== 'drawing';
  const myPicks = new Set(picks);

  const screen = (
    <section
      className={`tv-screen tv-screen--${game}`}
      data-testid="tv-screen"
      data-phase={phase}
      aria-label={t(`tv.name.${game}`)}
    >
      <div className="tv-screen__bar">
        <span className="tv-live">{t('tv.live')}</span>
        <strong>{t(`tv.name.${game}`)}</strong>
        <span className="tv-screen__draw">{onScreen ? t('tv.draw', { seq: onScreen.seq }) : ''}</span>
      </div>
      <div className={`tv-status is-${phase}`} data-testid="tv-status" aria-live="polite">
        <span>{status}</span>
        {phase === 'countdown' && next && (
          <strong className="tv-countdown" data-testid="tv-countdown">
            {clock(Date.parse(next.closesAt) - now)}
          </strong>
        )}
        {phase === 'drawing' && game !== 'wheel' && (
          <strong className="tv-countdown">{t('tv.ballOf', { n: shown })}</strong>
        )}
      </div>
      {game === 'wheel' ? (
        <div className="tv-wheel-wrap">
          <FortuneWheel
            angle={wheelAngle}
            highlight={wheelDone && wheelOutcome ? wheelOutcome.segment : null}
          />
          {wheelDone && wheelOutcome && (
            <div
              className="tv-wheel-result"
              style={{ background: VALUE_FILL[wheelOutcome.value] }}
              data-testid="tv-result"
            >
              ×{wheelOutcome.value}
            </div>
          )}
        </div>
      ) : (
        <div className="tv-draw">
          <div className="tv-draw__current" data-testid="tv-current">
            {current !== undefined ? (
              <Ball
                key={`${onScreen?.roundId}-${shown}`}
                game={game}
                n={current}
                size={120}
                testId="tv-ball"
              />
            ) : (
              <span className="tv-draw__empty" aria-hidden="true" />
            )}
          </div>
          {game === 'lucky6' ? (
            <ol className="tv-ladder" data-testid="tv-board" aria-label={t('tv.board')}>
              {Array.from({ length: LUCKY6_DRAWN }, (_, i) => {
                const ball = balls[i];
                const mult = i + 1 >= LUCKY6_PICK ? LUCKY6_LADDER[i + 1 - LUCKY6_PICK] : null;
                return (
                  <li key={i} className={ball !== undefined ? 'is-drawn' : ''}>
                    {ball !== undefined ? (
                      <Ball game={game} n={ball} size={30} />
                    ) : (
                      <span className="tv-ladder__slot">{mult ?? ''}</span>
                    )}
                    <small>{mult ?? ''}</small>
                  </li>
                );
              })}
            </ol>
          ) : (
            <div className="tv-keno-board" data-testid="tv-board" aria-label={t('tv.board')}>
              {Array.from({ length: KENO_POOL }, (_, i) => {
                const n = i + 1;
                const hit = drawnSet.has(n);
                return (
                  <span
                    key={n}
                    className={`${hit ? 'is-drawn' : ''}${myPicks.has(n) ? ' is-mine' : ''}${n <= 40 ? ' is-low' : ''}`}
                  >
                    {n}
                  </span>
                );
              })}
            </div>
          )}
        </div>
      )}
      {win && phase !== 'drawing' && win.roundId === last?.roundId && (
        <div className={`tv-win${win.amount > 0 ? '' : ' is-lost'}`} data-testid="tv-win">
          {win.amount > 0 ? (
            <>
              <small>{t('tv.youWin')}</small>
              <strong>{formatLira(win.amount)}</strong>
            </>
          ) : (
            <small>{t('tv.noWin')}</small>
          )}
        </div>
      )}
      <div className="tv-screen__foot">
        <span>{t('tv.players', { count: feed.players })}</span>
        {next && (
          <span className="tv-hash" title={next.seedHash}>
            {t('tv.hash')} #{next.seq}: {next.seedHash.slice(0, 16)}…
          </span>
        )}
      </div>
    </section>
  );

  // ---- the ticket panel ----
  const picker =
    game === 'wheel' ? (
      <div className="tv-values" role="group" aria-label={t('tv.values')}>
        {WHEEL_VALUES.map((v) => (
          <button
            type="button"
            key={v}
            aria-pressed={values.includes(v)}
            className={values.includes(v) ? 'is-on' : ''}
            style={{ borderColor: VALUE_FILL[v] }}
            onClick={() => setValues((vs) => (vs.includes(v) ? vs.filter((x) => x !== v) : [...vs, v]))}
            data-testid={`tv-value-${v}`}
          >
            <strong style={{ background: VALUE_FILL[v] }}>×{v}</strong>
            <small>{WHEEL_COUNTS[v]}/50</small>
          </button>
        ))}
      </div>
    ) : (
      <>
        <div className="tv-picker__head">
          <span>{game === 'lucky6' ? t('tv.pickSix') : t('tv.pickKeno')}</span>
          <small data-testid="tv-picked">{t('tv.picked', { count: picks.length })}</small>
          <button type="button" onClick={quickPick} data-testid="tv-quick">
            {t('tv.quickPick')}
          </button>
          <button type="button" onClick={() => setPicks([])} disabled={picks.length === 0}>
            {t('tv.clear')}
          </button>
        </div>
        <div className={`tv-picker tv-picker--${game}`} role="group" aria-label={t('tv.pickKeno')}>
          {Array.from({ length: pool }, (_, i) => {
            const n = i + 1;
            const on = picks.includes(n);
            return (
              <button
                type="button"
                key={n}
                aria-pressed={on}
                className={on ? 'is-on' : ''}
                onClick={() => togglePick(n)}
                data-testid={`tv-pick-${n}`}
                style={
                  game === 'lucky6'
                    ? ({ '--ball': `var(--tv-c-${LUCKY6_COLOURS[(n - 1) % 8]})` } as CSSProperties)
                    : undefined
                }
              >
                {n}
              </button>
            );
          })}
        </div>
        {game === 'lucky6' && (
          <div className="tv-sides" role="group" aria-label={t('tv.sideBets')}>
            {LUCKY6_SIDE.map((side) => {
              const on = sides.includes(side);
              const colour = side.startsWith('colour:') ? side.slice(7) : null;
              return (
                <button
                  type="button"
                  key={side}
                  aria-pressed={on}
                  className={`${on ? 'is-on' : ''}${colour ? ' is-colour' : ''}`}
                  onClick={() => setSides((s) => (on ? s.filter((x) => x !== side) : [...s, side]))}
                  data-testid={`tv-side-${side.replace(':', '-')}`}
                  style={colour ? ({ '--ball': `var(--tv-c-${colour})` } as CSSProperties) : undefined}
                  aria-label={colour ? t('tv.side.colour', { colour: t(`tv.colour.${colour}`) }) : undefined}
                >
                  {colour ? t(`tv.colour.${colour}`) : t(`tv.side.${sideKey(side)}`)}
                  <small>
                    {times((colour ? LUCKY6_SIDE_RETURN10.colour : LUCKY6_SIDE_RETURN10.even) / 10)}
                  </small>
                </button>
              );
            })}
          </div>
        )}
        {game === 'keno' && picks.length > 0 && (
          <table className="tv-paytable" data-testid="tv-paytable">
            <tbody>
              <tr>
                <th>{t('tv.hits', { count: picks.length })}</th>
                {Object.entries(KENO_PAYTABLE[picks.length] ?? {}).map(([h]) => (
                  <td key={h}>{h}</td>
                ))}
              </tr>
              <tr>
                <th>{t('tv.paysHead')}</th>
                {Object.entries(KENO_PAYTABLE[picks.length] ?? {}).map(([h, r10]) => (
                  <td key={h}>{times(r10 / 10)}</td>
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </>
    );

  const ticketRow = (tk: TvTicket) => (
    <li
      key={tk.ticketId}
      className={`tv-ticket is-${tk.status}`}
      data-testid="tv-ticket"
      data-status={tk.status}
      data-round={tk.roundId}
    >
      <span className="tv-ticket__draw">#{tk.seq}</span>
      <span className="tv-ticket__lines">
        {tk.lines.map((l) => l.spot.replace(/^(six|pick|seg):/, '').replaceAll('-', ' ')).join(' · ')}
      </span>
      <span className="tv-ticket__stake">{formatLira(tk.stake)}</span>
      <strong className="tv-ticket__result">
        {tk.status === 'open'
          ? t('tv.open')
          : (tk.payout ?? 0) > 0
            ? t('tv.won', { amount: formatLira(tk.payout ?? 0) })
            : t('tv.lost')}
      </strong>
    </li>
  );

  /** A bet type of the RTP table in the reader's language ('six numbers', 'first:over', 'pick 3', '×12'). */
  const betLabel = (bet: string) => {
    if (bet === 'six numbers') return t('tv.sixNumbers');
    if (bet.startsWith('pick ')) return t('tv.pickCount', { count: Number(bet.slice(5)) });
    if (bet.startsWith('colour:')) return t('tv.side.colour', { colour: t(`tv.colour.${bet.slice(7)}`) });
    if (bet.includes(':')) return t(`tv.side.${sideKey(bet)}`);
    return bet;
  };
  const rtpRows = Object.entries(TV_RTP_PERCENT).filter(([bet]) => bet.startsWith(`${game} `));

  return (
    <div className={`tv-game tv-game--${game}`} data-testid="tv-game" data-game={game}>
      <header className="tv-top">
        <div className="tv-top__brand">
          <span className="tv-live-dot" aria-hidden="true" />
          <span>
            Kasa <em>{t(`tv.name.${game}`)}</em>
          </span>
        </div>
        <div className="tv-top__right">
          <details className="tv-rules">
            <summary>{t('tv.rules')}</summary>
            <div className="tv-rules__body" data-testid="tv-rules">
              <p>{t(`tv.rulesText.${game}`)}</p>
              <p>
                {t('tv.aheadText', {
                  minutes: turkish
                    ? String(Math.round((cycleMs / 60_000) * 10) / 10).replace('.', ',')
                    : String(Math.round((cycleMs / 60_000) * 10) / 10),
                  ahead,
                })}
              </p>
              {game === 'lucky6' && (
                <table className="tv-rules__pays">
                  <thead>
                    <tr>
                      <th>{t('tv.ballPosition', { n: '' }).trim()}</th>
                      <th>{t('tv.paysHead')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {LUCKY6_LADDER.map((m, i) => (
                      <tr key={i}>
                        <th>{t('tv.ballPosition', { n: i + LUCKY6_PICK })}</th>
                        <td>{times(m)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {game === 'keno' && (
                <table className="tv-rules__pays">
                  <tbody>
                    {Object.entries(KENO_PAYTABLE).map(([p, row]) => (
                      <tr key={p}>
                        <th>{t('tv.pickCount', { count: Number(p) })}</th>
                        <td>
                          {Object.entries(row)
                            .map(([h, r10]) => `${h}: ${times(r10 / 10)}`)
                            .join(' · ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <table className="tv-rules__pays" data-testid="tv-rtp">
                <thead>
                  <tr>
                    <th>{t('tv.bet')}</th>
                    <th>{t('tv.rtpHead')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rtpRows.map(([bet, rtp]) => (
                    <tr key={bet}>
                      <th>{betLabel(bet.slice(game.length + 1))}</th>
                      <td>{percent(rtp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p>{t('tv.rtpText')}</p>
              {limits && (
                <p>
                  {t('tv.limitsText', {
                    min: formatLira(limits.minStake),
                    maxWin: formatLira(limits.maxWin),
                    maxDraw: formatLira(limits.maxDraw),
                  })}
                </p>
              )}
              <p>{t('tv.fairText')}</p>
              <Link to="/provably-fair/tv" target="_blank" rel="noreferrer">
                {t('tv.verifyLink')}
              </Link>
            </div>
          </details>
          <div className="tv-top__balance" data-testid="tv-balance">
            <small>{t('tv.balance')}</small>
            <strong>{balance === null ? '—' : formatLira(balance)}</strong>
          </div>
        </div>
      </header>
      {sessionLost && <div className="tv-banner tv-banner--error">{t('tv.sessionLost')}</div>}
      {!feed.connected && feed.ready && <div className="tv-banner">{t('tv.reconnecting')}</div>}
      {notice && (
        <div className={`tv-notice is-${notice.kind}`} role="status" data-testid="tv-notice">
          {notice.text}
        </div>
      )}

      <div className="tv-main">
        {screen}

        <section className="tv-ticket-panel" aria-label={t('tv.place')}>
          {picker}
          <div className="tv-stake">
            <span>{t('tv.stake')}</span>
            <div role="radiogroup" aria-label={t('tv.stake')}>
              {chips.map((c) => (
                <button
                  type="button"
                  role="radio"
                  key={c}
                  aria-checked={stake === c}
                  aria-label={formatLira(c)}
                  className={stake === c ? 'is-on' : ''}
                  onClick={() => setStake(c)}
                >
                  {formatLira(c)}
                </button>
              ))}
            </div>
          </div>
          <div className="tv-stake">
            <span>{t('tv.draws')}</span>
            <div role="radiogroup" aria-label={t('tv.draws')}>
              {Array.from({ length: ahead }, (_, i) => i + 1).map((n) => (
                <button
                  type="button"
                  role="radio"
                  key={n}
                  aria-checked={draws === n}
                  aria-label={t('tv.drawsCount', { count: n })}
                  className={draws === n ? 'is-on' : ''}
                  onClick={() => setDraws(n)}
                  data-testid={`tv-draws-${n}`}
                >
                  {n}
                </button>
              ))}
            </div>
          </div>
          <button
            type="button"
            className="tv-confirm"
            onClick={() => void send()}
            disabled={!open || sending || lines.length === 0}
            data-testid="tv-confirm"
          >
            <span>{t('tv.place')}</span>
            <small>
              {next
                ? `${t('tv.draw', { seq: next.seq })}${draws > 1 ? `–${next.seq + draws - 1}` : ''} · `
                : ''}
              {t('tv.total', { amount: formatLira(total) })}
            </small>
          </button>
        </section>

        <aside className="tv-side">
          <h3>{t('tv.myTickets')}</h3>
          {(player?.myTickets.length ?? 0) === 0 ? (
            <p className="tv-empty">{t('tv.noTickets')}</p>
          ) : (
            <ul className="tv-tickets" data-testid="tv-tickets">
              {player?.myTickets.slice(0, 12).map(ticketRow)}
            </ul>
          )}
          <h3>{t('tv.history')}</h3>
          {history.filter((r) => r !== drawing).length === 0 ? (
            <p className="tv-empty">{t('tv.noHistory')}</p>
          ) : (
            <ol className="tv-history" data-testid="tv-history">
              {history
                .filter((r) => r !== drawing)
                .slice(0, 8)
                .map((r) => (
                  <li key={r.roundId}>
                    <Link
                      to={`/provably-fair/tv?round=${r.roundId}`}
                      target="_blank"
                      rel="noreferrer"
                      className="tv-history__seq"
                      title={t('tv.verifyRound')}
                    >
                      #{r.seq}
                    </Link>
                    <span className="tv-history__balls">
                      {r.outcome?.game === 'wheel' ? (
                        <b className="tv-chip" style={{ background: VALUE_FILL[r.outcome.value] }}>
                          ×{r.outcome.value}
                        </b>
                      ) : (
                        r.outcome?.balls
                          .slice(0, game === 'lucky6' ? 10 : 20)
                          .map((b) => <Ball key={b} game={game as TvGame} n={b} size={20} />)
                      )}
                    </span>
                  </li>
                ))}
            </ol>
          )}
        </aside>
      </div>
    </div>
  );
}
