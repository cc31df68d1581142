import './slots-texts';
import '../../../styles/slots.css';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/locale';
import type { JackpotHit, JackpotTicker } from '@kasa/contract/jackpot';
import type { CoinCell, FreeSpinFeature, SlotsInitData, SlotsSpinData, SpinView } from '@kasa/contract/slots';
import { formatLira, formatLiraCompact } from '../../../lib/format';
import { storedLocale } from '../../../lib/storage';
import { SlotSymbolArt, themeOf } from './slot-symbols';
import { ApiError } from '../../../lib/api-client';
import { announceBalanceChange } from '../../../lib/game-launch';
import { slotsApi } from './slots-api';
import { playSound, storeSound, storedSound } from './slots-sound';

const SPIN_MIN_MS = 850;
const REEL_STAGGER_MS = 190;
const FREE_SPIN_PAUSE_MS = 1300;
const TICKER_MS = 4500;
const CASCADE_STEP_MS = 1100;
const RESPIN_MS = 900;
const LINE_COLOURS = ['#ffd34d', '#19e38c', '#5ac8ff', '#ff5a76', '#c77dff', '#ff9f43', '#7bed9f', '#f8a5c2'];

/** The window a stop shows (for the first paint before any spin). */
function windowOf(data: SlotsInitData, stops: number[]): string[][] {
  return data.strips.map((strip, r) =>
    Array.from({ length: data.rows }, (_, row) => strip[((stops[r] ?? 0) + row) % strip.length]!),
  );
}

function initialLocale(): Locale {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang ? resolveLocale(lang) : storedLocale();
}

const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The money symbols held after `step` respins of a hold-and-win feature (all of them past the end). */
export function heldCoins(spin: SpinView, step: number): Map<string, CoinCell & { fresh: boolean }> {
  const held = new Map<string, CoinCell & { fresh: boolean }>();
  for (const c of spin.coins ?? []) held.set(cellKey(c.reel, c.row), { ...c, fresh: false });
  spin.holdAndWin?.respins.slice(0, step).forEach((respin, i) => {
    for (const c of respin.landed) held.set(cellKey(c.reel, c.row), { ...c, fresh: i === step - 1 });
  });
  return held;
}

/** What a cascade has paid up to and including grid `index`. */
export function cascadeWin(spin: SpinView, index: number): number {
  const steps = spin.cascades ?? [];
  return Math.round(steps.slice(0, index + 1).reduce((sum, s) => sum + s.win * 100, 0)) / 100;
}

/** A speaker icon, crossed out when the sound is off. */
function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? (
        <path d="M16 8q3 4 0 8M18.5 5.5q5 6.5 0 13" stroke="currentColor" strokeWidth="2" fill="none" />
      ) : (
        <path d="M16 9l6 6M22 9l-6 6" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

/** /originals/kasa-slots-<title>?session=… — a Kasa slots title, full frame inside the game iframe. */
export function SlotsGame({ code, session }: { code: string; session: string }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const { t } = useTranslation(undefined, { lng: locale });
  const [data, setData] = useState<SlotsInitData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [grid, setGrid] = useState<string[][]>([]);
  const [spin, setSpin] = useState<SpinView | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [stopped, setStopped] = useState(0);
  const [betIndex, setBetIndex] = useState(0);
  const [balance, setBalance] = useState(0);
  const [win, setWin] = useState<number | null>(null);
  const [feature, setFeature] = useState<FreeSpinFeature | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const [jackpotHit, setJackpotHit] = useState<JackpotHit | null>(null);
  const [tickers, setTickers] = useState<JackpotTicker[]>([]);
  const [tickerIndex, setTickerIndex] = useState(0);
  const [sound, setSound] = useState(storedSound);
  const [cascadeIndex, setCascadeIndex] = useState(0);
  /** Respins of a hold-and-win feature shown so far (-1: none on screen). */
  const [hwStep, setHwStep] = useState(-1);
  const [buyOpen, setBuyOpen] = useState(false);
  const timers = useRef<number[]>([]);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);
  const fallback = t('slots.errorGeneric');

  useEffect(() => {
    let live = true;
    slotsApi
      .init(session, locale)
      .then((init) => {
        if (!live) return;
        setData(init);
        setLocale(init.locale);
        setBalance(init.balance);
        setTickers(init.jackpots);
        setFeature(init.feature);
        if (init.feature) {
          const index = init.betLevels.indexOf(init.feature.bet);
          if (index >= 0) setBetIndex(index);
        }
        setSpin(init.lastSpin);
        // A returning player sees the end of the last cascade, not its replay.
        setCascadeIndex(Math.max(0, (init.lastSpin?.cascades?.length ?? 1) - 1));
        setGrid(
          init.lastSpin?.grid ??
            windowOf(
              init,
              init.strips.map((s, r) => (r * 7) % s.length),
            ),
        );
      })
      .catch((error: unknown) => {
        if (live) setLoadError(error instanceof Error ? error.message : fallback);
      });
    return () => {
      live = false;
    };
    // The session is loaded once; the language only changes the texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  useEffect(() => {
    const list = timers.current;
    return () => list.forEach((id) => window.clearTimeout(id));
  }, []);

  useEffect(() => {
    if (tickers.length < 2) return;
    const id = window.setInterval(() => setTickerIndex((i) => (i + 1) % tickers.length), TICKER_MS);
    return () => window.clearInterval(id);
  }, [tickers.length]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  /** Runs the reel animation for an outcome that is already known, then shows it. */
  const reveal = useCallback(
    (outcome: SpinView, started: number, after: () => void) => {
      const wait = Math.max(0, SPIN_MIN_MS - (Date.now() - started));
      later(() => {
        setGrid(outcome.grid);
        setSpin(outcome);
        setCascadeIndex(0);
        setHwStep(outcome.holdAndWin ? 0 : -1);
        outcome.grid.forEach((_, r) =>
          later(() => {
            setStopped(r + 1);
            playSound('stop', soundRef.current);
          }, r * REEL_STAGGER_MS),
        );
        later(
          () => {
            setSpinning(false);
            after();
            const first = outcome.cascades ? (outcome.cascades[0]?.win ?? 0) : outcome.win;
            if (outcome.holdAndWin) playSound('feature', soundRef.current);
            else if (first > 0)
              playSound(outcome.win >= 10 * (data?.minBet ?? 1) ? 'big' : 'win', soundRef.current);
          },
          outcome.grid.length * REEL_STAGGER_MS + 80,
        );
      }, wait);
    },
    [later, data],
  );

  const startAnimation = () => {
    setMessage(null);
    setWin(null);
    setStopped(0);
    setHwStep(-1);
    setSpinning(true);
    playSound('spin', soundRef.current);
    return Date.now();
  };

  // A cascade shows its grids one after another: the clusters light up, vanish, new symbols drop in.
  const cascadeSteps = spin?.cascades?.length ?? 0;
  useEffect(() => {
    if (spinning || cascadeIndex >= cascadeSteps - 1) return;
    const id = window.setTimeout(() => {
      setCascadeIndex((i) => i + 1);
      playSound('win', soundRef.current);
    }, CASCADE_STEP_MS);
    return () => window.clearTimeout(id);
  }, [spinning, cascadeIndex, cascadeSteps]);

  // A hold-and-win feature shows its respins one by one.
  const respinCount = spin?.holdAndWin?.respins.length ?? 0;
  useEffect(() => {
    if (spinning || hwStep < 0 || hwStep >= respinCount) return;
    const id = window.setTimeout(
      () => {
        setHwStep((n) => n + 1);
        playSound('coin', soundRef.current);
      },
      hwStep === 0 ? RESPIN_MS * 1.6 : RESPIN_MS,
    );
    return () => window.clearTimeout(id);
  }, [spinning, hwStep, respinCount]);

  const playFreeSpin = useCallback(
    (current: FreeSpinFeature) => {
      const started = startAnimation();
      slotsApi
        .freeSpin(session, locale, current.roundId)
        .then((result) => {
          reveal(result.spin, started, () => {
            setWin(result.spin.win);
            setBalance(result.balance);
            setFeature(result.finished ? null : result.feature);
            if (result.finished) {
              setWin(result.feature.wonSoFar);
              setMessage(t('slots.featureDone', { amount: formatLira(result.feature.wonSoFar) }));
            }
            announceBalanceChange();
          });
        })
        .catch((error: unknown) => {
          setSpinning(false);
          setFeature(null);
          setMessage(error instanceof Error ? error.message : fallback);
        });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session, locale, fallback, reveal],
  );

  // Free spins play on by themselves, one after another.
  useEffect(() => {
    if (!feature || spinning || feature.shown >= feature.total) return;
    const id = window.setTimeout(() => playFreeSpin(feature), FREE_SPIN_PAUSE_MS);
    return () => window.clearTimeout(id);
  }, [feature, spinning, playFreeSpin]);

  const animating =
    (spin?.cascades !== undefined && cascadeIndex < cascadeSteps - 1) ||
    (hwStep >= 0 && hwStep < respinCount);

  const onSpin = () => paid(false);

  /** A paid round: a spin, or (bought) the title's free spins for its buy cost × the bet. */
  const paid = (bought: boolean) => {
    if (!data || spinning || feature || animating) return;
    const bet = data.betLevels[betIndex]!;
    const cost = bought && data.buy ? Math.round(bet * data.buy.cost * 100) / 100 : bet;
    setBuyOpen(false);
    if (cost > balance) {
      setMessage(t('slots.insufficient'));
      return;
    }
    const started = startAnimation();
    setBalance((b) => Math.round((b - cost) * 100) / 100);
    const call: Promise<SlotsSpinData> = bought
      ? slotsApi.buy(session, locale, bet)
      : slotsApi.spin(session, locale, bet);
    call
      .then((result) => {
        reveal(result.spin, started, () => {
          setBalance(result.balance);
          setWin(result.spin.win + (result.jackpot?.amount ?? 0));
          setTickers(result.jackpots);
          if (result.jackpot) setJackpotHit(result.jackpot);
          if (result.feature) {
            setFeature(result.feature);
            setMessage(
              t(result.bought ? 'slots.featureBought' : 'slots.featureStart', {
                count: result.feature.total,
              }),
            );
            playSound('feature', soundRef.current);
          }
          announceBalanceChange();
        });
      })
      .catch((error: unknown) => {
        setSpinning(false);
        setStopped(data.reels);
        setBalance((b) => Math.round((b + cost) * 100) / 100);
        const status = error instanceof ApiError ? error.status : 0;
        setMessage(
          status === 400 && error instanceof Error
            ? error.message
            : error instanceof Error
              ? error.message
              : fallback,
        );
      });
  };

  const winningCells = useMemo(() => {
    const cells = new Set<string>();
    if (!spin || spinning) return cells;
    if (spin.cascades) {
      for (const c of spin.cascades[cascadeIndex]?.clusters ?? [])
        for (const [r, row] of c.positions) cells.add(cellKey(r, row));
      return cells;
    }
    if (spin.holdAndWin && hwStep >= 0) return cells;
    for (const w of spin.lineWins) for (const [r, row] of w.positions) cells.add(cellKey(r, row));
    for (const w of spin.ways ?? []) for (const [r, row] of w.positions) cells.add(cellKey(r, row));
    for (const [r, row] of spin.scatter.positions) cells.add(cellKey(r, row));
    return cells;
  }, [spin, spinning, cascadeIndex, hwStep]);

  /** Hold-and-win on screen: the coins held so far (the other cells are empty). */
  const held = useMemo(
    () => (spin?.holdAndWin && hwStep >= 0 && !spinning ? heldCoins(spin, hwStep) : null),
    [spin, hwStep, spinning],
  );
  /** Coin values of the base window (hold-and-win titles). */
  const coinValues = useMemo(() => {
    const values = new Map<string, number>();
    if (spin && !spinning) for (const c of spin.coins ?? []) values.set(cellKey(c.reel, c.row), c.value);
    return values;
  }, [spin, spinning]);

  const toggleSound = () => {
    const next = !sound;
    setSound(next);
    storeSound(next);
    playSound('stop', next);
  };

  if (loadError) {
    return (
      <div className={`slots ${themeOf(code)}`}>
        <div className="slots-fatal" role="alert">
          <strong>{t('slots.loadFailed')}</strong>
          <span>{loadError}</span>
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={`slots ${themeOf(code)}`}>
        <div className="slots-loading" aria-busy="true">
          <span className="slots-loading__spinner" />
          {t('slots.loading')}
        </div>
      </div>
    );
  }

  const bet = data.betLevels[betIndex]!;
  const ticker = tickers[tickerIndex % Math.max(1, tickers.length)];
  const inFeature = feature !== null;
  const busy = spinning || animating;
  const shownGrid = !spinning && spin?.cascades ? (spin.cascades[cascadeIndex]?.grid ?? grid) : grid;
  const step = !spinning && spin?.cascades ? spin.cascades[cascadeIndex] : undefined;
  const shownWin = spin?.cascades && win !== null ? cascadeWin(spin, cascadeIndex) : win;
  const hw = !spinning && hwStep >= 0 ? spin?.holdAndWin : undefined;
  const hwLeft = hw ? (hwStep === 0 ? (data.holdAndWin?.respins ?? 3) : hw.respins[hwStep - 1]!.left) : 0;
  const hwDone = hw !== undefined && hwStep >= hw.respins.length;
  const unit = bet / data.payUnit;
  const canBuy = data.buy !== null && !inFeature;
  /** A percentage with two decimals in the game's language (96,31 in Turkish). */
  const pct = (value: number) => (locale === 'tr' ? value.toFixed(2).replace('.', ',') : value.toFixed(2));

  return (
    <div
      className={`slots ${themeOf(code)}${inFeature || hw ? ' slots--feature' : ''}${canBuy ? ' slots--has-buy' : ''}`}
      style={{ '--reels': data.reels, '--rows': data.rows } as CSSProperties}
      data-testid="slots-game"
    >
      <header className="slots-top">
        <div className="slots-top__title">
          <span className="slots-top__brand">Kasa Originals</span>
          <h1>{data.name}</h1>
        </div>
        {ticker && (
          <div className="slots-ticker" aria-live="polite" data-testid="slots-jackpot">
            <span className="slots-ticker__name">{ticker.instanceName}</span>
            <div className="slots-ticker__levels">
              {ticker.levels.map((l) => (
                <span key={l.level} className={`slots-ticker__level slots-ticker__level--${l.level}`}>
                  <small>{l.name}</small>
                  <span className="slots-ticker__value">{formatLira(l.value)}</span>
                </span>
              ))}
            </div>
          </div>
        )}
        <div className="slots-top__icons">
          <button
            type="button"
            className="slots-icon-btn"
            onClick={toggleSound}
            aria-pressed={sound}
            aria-label={t('slots.sound')}
            title={t(sound ? 'slots.soundOn' : 'slots.soundOff')}
            data-testid="slots-sound"
          >
            <SpeakerIcon on={sound} />
          </button>
          <button
            type="button"
            className="slots-icon-btn"
            onClick={() => setRulesOpen(true)}
            aria-label={t('slots.rules')}
          >
            i
          </button>
        </div>
      </header>

      <main className="slots-stage">
        {inFeature && (
          <div className="slots-feature-banner" data-testid="slots-free-spins">
            {t('slots.freeSpins')}{' '}
            <strong>{Math.min(feature.shown + (spinning ? 1 : 0), feature.total)}</strong> / {feature.total} ·
            ×{feature.multiplier}
          </div>
        )}
        {hw && (
          <div className="slots-feature-banner" data-testid="slots-hold">
            {hwDone
              ? t('slots.holdDone', { amount: formatLira(hw.win) })
              : t('slots.holdRespins', { count: hwLeft })}
          </div>
        )}
        {canBuy && !hw && (
          <button
            type="button"
            className="slots-buy"
            onClick={() => setBuyOpen(true)}
            disabled={busy}
            data-testid="slots-buy"
          >
            {t('slots.buy', { amount: formatLiraCompact(bet * data.buy!.cost) })}
          </button>
        )}
        <div className="slots-frame">
          {step && step.multiplier > 1 && (
            <span className="slots-badge" data-testid="slots-multiplier">
              ×{step.multiplier}
            </span>
          )}
          <div className="slots-reels">
            {shownGrid.map((column, r) => {
              const moving = spinning && r >= stopped;
              const strip = data.strips[r]!;
              return (
                <div key={r} className={`slots-reel${moving ? ' is-spinning' : ' is-stopped'}`}>
                  {moving ? (
                    <div className="slots-reel__blur" style={{ animationDuration: `${0.28 + r * 0.02}s` }}>
                      {[...strip.slice(0, 8), ...strip.slice(0, 8)].map((s, i) => (
                        <div key={i} className="slots-cell">
                          <SlotSymbolArt code={data.code} symbol={s} />
                        </div>
                      ))}
                    </div>
                  ) : (
                    column.map((s, row) => {
                      const key = cellKey(r, row);
                      if (held) {
                        const coin = held.get(key);
                        return (
                          <div
                            key={row}
                            className={`slots-cell${coin ? ` is-held${coin.fresh ? ' is-new' : ''}` : ' is-empty'}`}
                          >
                            {coin && (
                              <>
                                <SlotSymbolArt code={data.code} symbol="coin" />
                                <span className="slots-cell__value">{formatLiraCompact(coin.value)}</span>
                              </>
                            )}
                          </div>
                        );
                      }
                      const value = coinValues.get(key);
                      return (
                        <div
                          key={`${row}:${s}:${step ? cascadeIndex : 0}`}
                          className={`slots-cell${winningCells.has(key) ? ' is-win' : ''}${
                            winningCells.size > 0 && !winningCells.has(key) ? ' is-dim' : ''
                          }`}
                        >
                          <SlotSymbolArt code={data.code} symbol={s} />
                          {value !== undefined && (
                            <span className="slots-cell__value">{formatLiraCompact(value)}</span>
                          )}
                        </div>
                      );
                    })
                  )}
                </div>
              );
            })}
          </div>
          {spin && !spinning && spin.lineWins.length > 0 && (
            <svg
              className="slots-lines"
              viewBox={`0 0 ${data.reels * 100} ${data.rows * 100}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {spin.lineWins.map((w) => (
                <polyline
                  key={w.line}
                  points={data.lines[w.line]!.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(' ')}
                  stroke={LINE_COLOURS[w.line % LINE_COLOURS.length]}
                />
              ))}
            </svg>
          )}
        </div>
        <div className="slots-status" aria-live="polite">
          {message ? (
            <span className="slots-status__message" role="status">
              {message}
            </span>
          ) : shownWin !== null && shownWin > 0 ? (
            <span className="slots-status__win" data-testid="slots-win">
              {t('slots.win')} <strong>{formatLira(shownWin)}</strong>
              {spin && spin.lineWins.length > 0 && (
                <small>{t('slots.linesWon', { count: spin.lineWins.length })}</small>
              )}
              {spin?.ways && spin.ways.length > 0 && (
                <small>{t('slots.waysWon', { count: spin.ways.reduce((sum, w) => sum + w.ways, 0) })}</small>
              )}
              {step && step.clusters.length > 0 && (
                <small>{t('slots.clustersWon', { count: step.clusters.length })}</small>
              )}
            </span>
          ) : (
            <span className="slots-status__hint">{inFeature ? t('slots.featureHint') : t('slots.hint')}</span>
          )}
        </div>
      </main>

      <footer className="slots-controls">
        <div className="slots-meter">
          <small>{t('slots.balance')}</small>
          <strong data-testid="slots-balance">{formatLira(balance)}</strong>
        </div>
        <div className="slots-bet">
          <small>{t('slots.bet')}</small>
          <div className="slots-bet__row">
            <button
              type="button"
              className="slots-round-btn"
              aria-label={t('slots.betDown')}
              disabled={busy || inFeature || betIndex === 0}
              onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
            >
              −
            </button>
            <strong data-testid="slots-bet">{formatLira(inFeature ? feature.bet : bet)}</strong>
            <button
              type="button"
              className="slots-round-btn"
              aria-label={t('slots.betUp')}
              disabled={busy || inFeature || betIndex === data.betLevels.length - 1}
              onClick={() => setBetIndex((i) => Math.min(data.betLevels.length - 1, i + 1))}
            >
              +
            </button>
          </div>
        </div>
        <button
          type="button"
          className={`slots-spin${busy ? ' is-busy' : ''}`}
          onClick={onSpin}
          disabled={busy || inFeature}
          data-testid="slots-spin"
        >
          <span>{inFeature ? t('slots.free') : t('slots.spin')}</span>
        </button>
        <div className="slots-meter slots-meter--win">
          <small>{t('slots.lastWin')}</small>
          <strong>{formatLira(shownWin ?? 0)}</strong>
        </div>
      </footer>

      {buyOpen && data.buy && (
        <div className="slots-overlay" role="dialog" aria-modal="true" aria-label={t('slots.buyTitle')}>
          <div className="slots-confirm" data-testid="slots-buy-confirm">
            <h2>{t('slots.buyTitle')}</h2>
            <p>{t('slots.buyText', { spins: data.buy.spins, cost: data.buy.cost })}</p>
            <strong>{formatLira(bet * data.buy.cost)}</strong>
            <small>{t('slots.buyRtp', { rtp: pct(data.buy.rtp) })}</small>
            <div className="slots-confirm__actions">
              <button type="button" className="btn btn--ghost" onClick={() => setBuyOpen(false)}>
                {t('slots.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => paid(true)}
                data-testid="slots-buy-yes"
              >
                {t('slots.buyConfirm')}
              </button>
            </div>
          </div>
        </div>
      )}

      {jackpotHit && (
        <div className="slots-overlay slots-overlay--jackpot" role="dialog" aria-modal="true">
          <div className="slots-jackpot">
            <span className="slots-jackpot__burst" aria-hidden="true" />
            <small>{jackpotHit.instanceName}</small>
            <h2>{t('slots.jackpot')}</h2>
            <p>{t('slots.jackpotLevel', { level: jackpotHit.levelName })}</p>
            <strong>{formatLira(jackpotHit.amount)}</strong>
            <button type="button" className="btn btn--primary" onClick={() => setJackpotHit(null)}>
              {t('slots.collect')}
            </button>
          </div>
        </div>
      )}

      {rulesOpen && (
        <div className="slots-overlay" role="dialog" aria-modal="true" aria-label={t('slots.rules')}>
          <div className="slots-rules">
            <div className="slots-rules__head">
              <h2>{t('slots.rules')}</h2>
              <button
                type="button"
                className="slots-icon-btn"
                onClick={() => setRulesOpen(false)}
                aria-label={t('slots.close')}
              >
                ×
              </button>
            </div>
            <div className="slots-rules__facts">
              <span>
                {t('slots.rtp')} <strong>{pct(data.rtp)}%</strong>
              </span>
              <span>
                {t('slots.volatility')} <strong>{t(`slots.vol.${data.volatility}`)}</strong>
              </span>
              <span>
                {t(`slots.mech.${data.mechanic}`)}{' '}
                <strong>
                  {data.mechanic === 'lines'
                    ? data.lines.length
                    : data.mechanic === 'ways'
                      ? data.ways
                      : `${data.reels}×${data.rows}`}
                </strong>
              </span>
              {data.buy && (
                <span>
                  {t('slots.buyRtpShort')} <strong>{pct(data.buy.rtp)}%</strong>
                </span>
              )}
              <span>
                {t('slots.betRange')}{' '}
                <strong>
                  {formatLira(data.minBet)} – {formatLira(data.maxBet)}
                </strong>
              </span>
            </div>
            <h3>{t('slots.paytable')}</h3>
            <p className="slots-rules__note">
              {data.mechanic === 'lines'
                ? t('slots.paytableNote', { lines: data.lines.length })
                : t(`slots.paytableNote_${data.mechanic}`)}
            </p>
            <div className="slots-paytable">
              {data.symbols.map((s) =>
                s.kind === 'coin' && data.holdAndWin ? (
                  <div key={s.id} className="slots-pay slots-pay--coin">
                    <SlotSymbolArt code={data.code} symbol={s.id} />
                    <div>
                      <span>{data.holdAndWin.values.map((v) => formatLiraCompact(v * bet)).join(' · ')}</span>
                      <span>
                        {t('slots.grand')} <strong>{formatLira(data.holdAndWin.grand * bet)}</strong>
                      </span>
                      <em>{t('slots.kind.coin')}</em>
                    </div>
                  </div>
                ) : (
                  <div key={s.id} className={`slots-pay slots-pay--${s.kind}`}>
                    <SlotSymbolArt code={data.code} symbol={s.id} />
                    <div>
                      {Object.entries(s.pays)
                        .sort(([a], [b]) => Number(b) - Number(a))
                        .map(([count, pay]) => (
                          <span key={count}>
                            {count}
                            {data.mechanic === 'cluster' ? '+' : '×'}{' '}
                            <strong>{formatLira(pay * (s.kind === 'scatter' ? bet : unit))}</strong>
                          </span>
                        ))}
                      {s.kind !== 'regular' && <em>{t(`slots.kind.${s.kind}`)}</em>}
                    </div>
                  </div>
                ),
              )}
            </div>
            <h3>{t('slots.howTo')}</h3>
            <ul className="slots-rules__list">
              {data.mechanic === 'lines' && <li>{t('slots.ruleLines')}</li>}
              {data.mechanic === 'ways' && <li>{t('slots.ruleWays', { ways: data.ways })}</li>}
              {data.cluster && (
                <li>
                  {t('slots.ruleCluster', {
                    min: data.cluster.min,
                    max: data.cluster.multipliers[data.cluster.multipliers.length - 1],
                  })}
                </li>
              )}
              {data.symbols.some((s) => s.kind === 'wild') && (
                <li>{t(data.mechanic === 'ways' ? 'slots.ruleWildWays' : 'slots.ruleWild')}</li>
              )}
              {data.symbols.some((s) => s.kind === 'scatter') && <li>{t('slots.ruleScatter')}</li>}
              {data.holdAndWin && (
                <li>
                  {t('slots.ruleHold', {
                    trigger: data.holdAndWin.trigger,
                    respins: data.holdAndWin.respins,
                    grand: data.holdAndWin.grand,
                  })}
                </li>
              )}
              {data.buy && (
                <li>
                  {t('slots.ruleBuy', {
                    cost: data.buy.cost,
                    spins: data.buy.spins,
                    rtp: pct(data.buy.rtp),
                  })}
                </li>
              )}
              <li>
                {t(data.mechanic === 'cluster' ? 'slots.ruleRtpSimulated' : 'slots.ruleRtp', {
                  rtp: pct(data.rtp),
                })}
              </li>
              <li>{t('slots.ruleSound')}</li>
              {data.freeSpins && (
                <li>
                  {t('slots.ruleFree', {
                    awards: Object.entries(data.freeSpins.awards)
                      .map(([k, v]) => `${k} → ${v}`)
                      .join(', '),
                    multiplier: data.freeSpins.multiplier,
                    max: data.freeSpins.maxTotal,
                  })}
                </li>
              )}
              <li>{t('slots.ruleFair')}</li>
              <li>{t('slots.ruleJackpot', { share: data.jackpotShare })}</li>
              <li>{t('slots.ruleMalfunction')}</li>
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
