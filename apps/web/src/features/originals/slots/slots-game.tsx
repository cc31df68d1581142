import '../../../styles/slots.css';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/messages';
import type { JackpotHit, JackpotTicker } from '@kasa/contract/jackpot';
import type { FreeSpinFeature, SlotsInitData, SpinView } from '@kasa/contract/slots';
import { formatLira } from '../../../lib/format';
import { storedLocale } from '../../../lib/storage';
import { SlotSymbolArt, themeOf } from './slot-symbols';
import { ApiError } from '../../../lib/api-client';
import { announceBalanceChange } from '../../../lib/game-launch';
import { slotsApi } from './slots-api';

const SPIN_MIN_MS = 850;
const REEL_STAGGER_MS = 190;
const FREE_SPIN_PAUSE_MS = 1300;
const TICKER_MS = 4500;
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
  const timers = useRef<number[]>([]);
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
        outcome.grid.forEach((_, r) => later(() => setStopped(r + 1), r * REEL_STAGGER_MS));
        later(
          () => {
            setSpinning(false);
            after();
          },
          outcome.grid.length * REEL_STAGGER_MS + 80,
        );
      }, wait);
    },
    [later],
  );

  const startAnimation = () => {
    setMessage(null);
    setWin(null);
    setStopped(0);
    setSpinning(true);
    return Date.now();
  };

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

  const onSpin = () => {
    if (!data || spinning || feature) return;
    const bet = data.betLevels[betIndex]!;
    if (bet > balance) {
      setMessage(t('slots.insufficient'));
      return;
    }
    const started = startAnimation();
    setBalance((b) => Math.round((b - bet) * 100) / 100);
    slotsApi
      .spin(session, locale, bet)
      .then((result) => {
        reveal(result.spin, started, () => {
          setBalance(result.balance);
          setWin(result.spin.win + (result.jackpot?.amount ?? 0));
          setTickers(result.jackpots);
          if (result.jackpot) setJackpotHit(result.jackpot);
          if (result.feature) {
            setFeature(result.feature);
            setMessage(t('slots.featureStart', { count: result.feature.total }));
          }
          announceBalanceChange();
        });
      })
      .catch((error: unknown) => {
        setSpinning(false);
        setStopped(data.reels);
        setBalance((b) => Math.round((b + bet) * 100) / 100);
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
    for (const w of spin.lineWins) for (const [r, row] of w.positions) cells.add(`${r}:${row}`);
    for (const [r, row] of spin.scatter.positions) cells.add(`${r}:${row}`);
    return cells;
  }, [spin, spinning]);

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

  return (
    <div
      className={`slots ${themeOf(code)}${inFeature ? ' slots--feature' : ''}`}
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
        <button
          type="button"
          className="slots-icon-btn"
          onClick={() => setRulesOpen(true)}
          aria-label={t('slots.rules')}
        >
          i
        </button>
      </header>

      <main className="slots-stage">
        {inFeature && (
          <div className="slots-feature-banner" data-testid="slots-free-spins">
            {t('slots.freeSpins')}{' '}
            <strong>{Math.min(feature.shown + (spinning ? 1 : 0), feature.total)}</strong> / {feature.total} ·
            ×{feature.multiplier}
          </div>
        )}
        <div className="slots-frame">
          <div className="slots-reels">
            {grid.map((column, r) => {
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
                    column.map((s, row) => (
                      <div
                        key={row}
                        className={`slots-cell${winningCells.has(`${r}:${row}`) ? ' is-win' : ''}${
                          winningCells.size > 0 && !winningCells.has(`${r}:${row}`) ? ' is-dim' : ''
                        }`}
                      >
                        <SlotSymbolArt code={data.code} symbol={s} />
                      </div>
                    ))
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
          ) : win !== null && win > 0 ? (
            <span className="slots-status__win" data-testid="slots-win">
              {t('slots.win')} <strong>{formatLira(win)}</strong>
              {spin && spin.lineWins.length > 0 && (
                <small>{t('slots.linesWon', { count: spin.lineWins.length })}</small>
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
              disabled={spinning || inFeature || betIndex === 0}
              onClick={() => setBetIndex((i) => Math.max(0, i - 1))}
            >
              −
            </button>
            <strong data-testid="slots-bet">{formatLira(inFeature ? feature.bet : bet)}</strong>
            <button
              type="button"
              className="slots-round-btn"
              aria-label={t('slots.betUp')}
              disabled={spinning || inFeature || betIndex === data.betLevels.length - 1}
              onClick={() => setBetIndex((i) => Math.min(data.betLevels.length - 1, i + 1))}
            >
              +
            </button>
          </div>
        </div>
        <button
          type="button"
          className={`slots-spin${spinning ? ' is-busy' : ''}`}
          onClick={onSpin}
          disabled={spinning || inFeature}
          data-testid="slots-spin"
        >
          <span>{inFeature ? t('slots.free') : t('slots.spin')}</span>
        </button>
        <div className="slots-meter slots-meter--win">
          <small>{t('slots.lastWin')}</small>
          <strong>{formatLira(win ?? 0)}</strong>
        </div>
      </footer>

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
                {t('slots.rtp')} <strong>{data.rtp.toFixed(2)}%</strong>
              </span>
              <span>
                {t('slots.volatility')} <strong>{t(`slots.vol.${data.volatility}`)}</strong>
              </span>
              <span>
                {t('slots.lines')} <strong>{data.lines.length}</strong>
              </span>
              <span>
                {t('slots.betRange')}{' '}
                <strong>
                  {formatLira(data.minBet)} – {formatLira(data.maxBet)}
                </strong>
              </span>
            </div>
            <h3>{t('slots.paytable')}</h3>
            <p className="slots-rules__note">{t('slots.paytableNote', { lines: data.lines.length })}</p>
            <div className="slots-paytable">
              {data.symbols.map((s) => (
                <div key={s.id} className={`slots-pay slots-pay--${s.kind}`}>
                  <SlotSymbolArt code={data.code} symbol={s.id} />
                  <div>
                    {Object.entries(s.pays)
                      .sort(([a], [b]) => Number(b) - Number(a))
                      .map(([count, pay]) => (
                        <span key={count}>
                          {count}×{' '}
                          <strong>
                            {formatLira(pay * (s.kind === 'scatter' ? bet : bet / data.lines.length))}
                          </strong>
                        </span>
                      ))}
                    {s.kind !== 'regular' && <em>{t(`slots.kind.${s.kind}`)}</em>}
                  </div>
                </div>
              ))}
            </div>
            <h3>{t('slots.howTo')}</h3>
            <ul className="slots-rules__list">
              <li>{t('slots.ruleLines')}</li>
              <li>{t('slots.ruleWild')}</li>
              <li>{t('slots.ruleScatter')}</li>
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
