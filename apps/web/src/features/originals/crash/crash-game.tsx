import './crash-texts';
import '../../../styles/crash.css';
import type { CrashBet, CrashEvent, CrashPlayerState, CrashRound } from '@kasa/contract/crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLira } from '../../../lib/format';
import { ApiError } from '../../../lib/api-client';
import { announceBalanceChange } from '../../../lib/game-launch';
import { crashApi } from './api/crash-api';
import { BetPanel, type BetDraft } from './components/bet-panel';
import { CrashCanvas } from './components/crash-canvas';
import { useCrashFeed } from './hooks/use-crash-feed';

type Slot = 1 | 2;
type Notice = { kind: 'win' | 'error' | 'info'; text: string; id: number };

/** Read at click time: a bet placed after take-off waits for the next round. */
function isBettingOpen(round: CrashRound | null, offsetMs: number): boolean {
  return !!round && round.phase !== 'crashed' && Date.now() + offsetMs < Date.parse(round.startsAt);
}

export function historyClass(point: number): string {
  if (point >= 10) return 'is-high';
  if (point >= 2) return 'is-mid';
  return 'is-low';
}

/** Kasa Aviator's client: full-frame in the game window, live rounds from the hub, bets through the game session. */
export function CrashGame({ session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const [player, setPlayer] = useState<CrashPlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [mine, setMine] = useState<Record<Slot, CrashBet | null>>({ 1: null, 2: null });
  const [queued, setQueued] = useState<Record<Slot, BetDraft | null>>({ 1: null, 2: null });
  const [busy, setBusy] = useState<Record<Slot, boolean>>({ 1: false, 2: false });
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionLost, setSessionLost] = useState(!session);
  const mineRef = useRef(mine);
  const queuedRef = useRef(queued);
  useEffect(() => {
    mineRef.current = mine;
    queuedRef.current = queued;
  });

  const say = useCallback(
    (kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }),
    [],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3_500);
    return () => clearTimeout(timer);
  }, [notice]);

  const apply = useCallback((state: CrashPlayerState) => {
    setPlayer(state);
    setBalance(state.balance);
    setMine({
      1: state.myBets.find((b) => b.slot === 1) ?? null,
      2: state.myBets.find((b) => b.slot === 2) ?? null,
    });
  }, []);
  const lost = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) setSessionLost(true);
  }, []);
  const refresh = useCallback(async () => {
    if (!session) return;
    await crashApi.state(session).then(apply, lost);
  }, [session, apply, lost]);

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    },
    [say],
  );

  const place = useCallback(
    async (slot: Slot, draft: BetDraft) => {
      setBusy((b) => ({ ...b, [slot]: true }));
      try {
        const result = await crashApi.bet(session, { slot, ...draft });
        setMine((m) => ({ ...m, [slot]: result.bet }));
        setBalance(result.balance);
        announceBalanceChange();
      } catch (error) {
        fail(error);
      } finally {
        setBusy((b) => ({ ...b, [slot]: false }));
      }
    },
    [session, fail],
  );

  const onEvent = useCallback(
    (event: CrashEvent) => {
      if (event.type === 'snapshot') {
        // (Re)connected: my bets and balance may have moved while away (auto cash-out, crash).
        void refresh();
        return;
      }
      if (event.type === 'round' && event.round.phase === 'betting') {
        setMine({ 1: null, 2: null });
        // Bets queued during the last flight go in now.
        for (const slot of [1, 2] as const) {
          const draft = queuedRef.current[slot];
          if (draft) {
            setQueued((q) => ({ ...q, [slot]: null }));
            void place(slot, draft);
          }
        }
        return;
      }
      const updates = event.type === 'cashout' || event.type === 'crash' ? event.bets : [];
      const current = mineRef.current;
      let touched = false;
      for (const bet of updates) {
        for (const slot of [1, 2] as const) {
          const my = current[slot];
          if (my && my.betId === bet.betId && my.status !== bet.status) {
            touched = true;
            setMine((m) => ({ ...m, [slot]: bet }));
            if (bet.status === 'cashed' && bet.auto) {
              say(
                'win',
                t('crash.autoCashedOut', {
                  multiplier: bet.cashoutMultiplier?.toFixed(2),
                  amount: formatLira(bet.payout),
                }),
              );
            }
          }
        }
      }
      if (touched || event.type === 'crash') {
        if (touched) announceBalanceChange();
        void refresh();
      }
    },
    [place, refresh, say, t],
  );

  const feed = useCrashFeed(onEvent);

  useEffect(() => {
    if (!session) return;
    let live = true;
    crashApi.state(session).then(
      (state) => live && apply(state),
      (error: unknown) => live && lost(error),
    );
    return () => {
      live = false;
    };
  }, [session, apply, lost]);

  const cancel = async (slot: Slot) => {
    setBusy((b) => ({ ...b, [slot]: true }));
    try {
      const result = await crashApi.cancel(session, slot);
      setMine((m) => ({ ...m, [slot]: null }));
      setBalance(result.balance);
      announceBalanceChange();
    } catch (error) {
      fail(error);
    } finally {
      setBusy((b) => ({ ...b, [slot]: false }));
    }
  };

  const cashout = async (slot: Slot) => {
    setBusy((b) => ({ ...b, [slot]: true }));
    try {
      const result = await crashApi.cashout(session, slot);
      setMine((m) => ({ ...m, [slot]: result.bet }));
      setBalance(result.balance);
      say(
        'win',
        t('crash.cashedOut', {
          multiplier: result.bet.cashoutMultiplier?.toFixed(2),
          amount: formatLira(result.bet.payout),
        }),
      );
      announceBalanceChange();
    } catch (error) {
      fail(error);
      void refresh();
    } finally {
      setBusy((b) => ({ ...b, [slot]: false }));
    }
  };

  const { round, offsetMs } = feed;
  const onBet = (slot: Slot, draft: BetDraft) => {
    if (isBettingOpen(round, offsetMs)) void place(slot, draft);
    else setQueued((q) => ({ ...q, [slot]: draft }));
  };

  const bets = [...feed.bets].sort((a, b) => b.amount - a.amount);
  const totalWon = bets.reduce((sum, b) => sum + b.payout, 0);
  const myRecent = player?.myRecent ?? [];

  return (
    <div className="crash-game" data-testid="crash-game">
      <header className="crash-top">
        <div className="crash-top__brand">
          <svg viewBox="0 0 40 24" className="crash-top__logo" aria-hidden="true">
            <path d="M2 14 Q14 10 30 9 Q38 9 38 12 Q38 15 30 15 Q14 16 2 14Z" fill="#ff3b5c" />
            <path
              d="M18 10 L12 2 L16 2 L24 10Z M18 14 L14 21 L18 21 L24 14Z M4 13 L1 7 L4 7 L8 12Z"
              fill="#ff7088"
            />
          </svg>
          <span>
            Kasa <em>Aviator</em>
          </span>
        </div>
        <div className="crash-top__right">
          <details className="crash-rules">
            <summary>{t('crash.rules')}</summary>
            <div className="crash-rules__body">
              <p>{t('crash.rulesText')}</p>
              <p>{t('crash.rtpText')}</p>
              <Link to="/provably-fair/crash" target="_blank" rel="noreferrer">
                {t('crash.verifyLink')}
              </Link>
            </div>
          </details>
          <div className="crash-top__balance" data-testid="crash-balance">
            <small>{t('crash.balance')}</small>
            <strong>{balance === null ? '—' : formatLira(balance)}</strong>
          </div>
        </div>
      </header>

      {sessionLost && <div className="crash-banner crash-banner--error">{t('crash.sessionLost')}</div>}
      {!feed.connected && feed.round && <div className="crash-banner">{t('crash.reconnecting')}</div>}

      <div className="crash-layout">
        <aside className="crash-bets">
          <div className="crash-tabs" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'all'}
              className={tab === 'all' ? 'is-on' : ''}
              onClick={() => setTab('all')}
            >
              {t('crash.allBets')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'mine'}
              className={tab === 'mine' ? 'is-on' : ''}
              onClick={() => setTab('mine')}
            >
              {t('crash.myBets')}
            </button>
          </div>
          {tab === 'all' ? (
            <>
              <div className="crash-bets__summary">
                <span>{t('crash.betsCount', { count: bets.length })}</span>
                <span>
                  {t('crash.totalWin')}: <strong>{formatLira(totalWon)}</strong>
                </span>
              </div>
              <ul className="crash-bets__list" data-testid="crash-live-bets">
                {bets.length === 0 && <li className="crash-bets__empty">{t('crash.noBets')}</li>}
                {bets.map((b) => (
                  <li
                    key={b.betId}
                    className={`crash-bets__row is-${b.status}${b.betId === mine[1]?.betId || b.betId === mine[2]?.betId ? ' is-mine' : ''}`}
                  >
                    <span className="crash-bets__player">{b.player}</span>
                    <span>{formatLira(b.amount)}</span>
                    <span className="crash-bets__mult">
                      {b.cashoutMultiplier !== null ? `${b.cashoutMultiplier.toFixed(2)}x` : ''}
                    </span>
                    <span className="crash-bets__win">
                      {b.status === 'cashed' ? formatLira(b.payout) : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul className="crash-bets__list" data-testid="crash-my-bets">
              {myRecent.length === 0 && <li className="crash-bets__empty">{t('crash.noMyBets')}</li>}
              {myRecent.map((b) => (
                <li key={b.betId} className={`crash-bets__row is-${b.status}`}>
                  <span className="crash-bets__player">#{b.roundId}</span>
                  <span>{formatLira(b.amount)}</span>
                  <span className="crash-bets__mult">
                    {b.cashoutMultiplier !== null ? `${b.cashoutMultiplier.toFixed(2)}x` : t('crash.lost')}
                  </span>
                  <span className="crash-bets__win">
                    {b.status === 'cashed' ? formatLira(b.payout) : '—'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </aside>

        <main className="crash-main">
          <div className="crash-history" data-testid="crash-history" aria-label={t('crash.history')}>
            {feed.history.map((h) => (
              <span
                key={h.roundId}
                className={`crash-chip ${historyClass(h.crashPoint)}`}
                title={`#${h.roundId}`}
              >
                {h.crashPoint.toFixed(2)}x
              </span>
            ))}
          </div>
          <CrashCanvas round={round} offsetMs={offsetMs} connected={feed.connected} />
          {notice && (
            <div
              key={notice.id}
              className={`crash-notice crash-notice--${notice.kind}`}
              role="status"
              data-testid="crash-notice"
            >
              {notice.text}
            </div>
          )}
          <div className="crash-panels">
            {([1, 2] as const).map((slot) => (
              <BetPanel
                key={slot}
                slot={slot}
                round={round}
                offsetMs={offsetMs}
                bet={mine[slot]}
                queued={!!queued[slot]}
                busy={busy[slot]}
                disabled={sessionLost}
                onBet={(draft) => onBet(slot, draft)}
                onCancel={() => void cancel(slot)}
                onCashout={() => void cashout(slot)}
                onUnqueue={() => setQueued((q) => ({ ...q, [slot]: null }))}
              />
            ))}
          </div>
        </main>
      </div>
    </div>
  );
}
