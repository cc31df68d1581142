import './tombala-texts';
import '../../styles/tombala.css';
import {
  roomOfGameCode,
  type TombalaEvent,
  type TombalaGame,
  type TombalaPlayerState,
  type TombalaTicket,
} from '@kasa/contract/tombala';
import { MAX_TICKETS, numbersToGo } from '@kasa/contract/tombala-rules';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { formatLira } from '../../lib/format';
import { announceBalanceChange } from '../../lib/game-launch';
import { tombalaApi } from './api/tombala-api';
import { Ball } from './components/ball';
import { NumberBoard } from './components/number-board';
import { PrizeLadder } from './components/prize-ladder';
import { RoomChat } from './components/room-chat';
import { TicketCard } from './components/ticket-card';
import { useServerNow, useTombalaFeed } from './hooks/use-tombala-feed';

type Notice = { kind: 'win' | 'error' | 'info'; text: string; id: number };

/** mm:ss of a positive duration. */
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * A Tombala room (/originals/kasa-tombala-<room>?session=…): the next game's countdown and ticket sales, the ball
 * caller, the board of 90, the player's tickets daubed as the balls come, the prize ladder with the jackpot, the
 * room's chat, and the game's seed hash (the seed once it is over).
 */
export function TombalaRoom({ code, session }: { code: string; session: string }) {
  const { t } = useTranslation();
  const def = roomOfGameCode(code);
  const [player, setPlayer] = useState<TombalaPlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [count, setCount] = useState(1);
  const [buying, setBuying] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sessionLost, setSessionLost] = useState(!session);

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
      const state = await tombalaApi.state(session);
      setPlayer(state);
      setBalance(state.balance);
      return state;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      return null;
    }
  }, [session]);
  useEffect(() => {
    if (!session) return;
    let live = true;
    tombalaApi.state(session).then(
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
  }, [session]);

  const mineIds = useMemo(() => new Set((player?.myTickets ?? []).map((tk) => tk.ticketId)), [player]);
  const onEvent = useCallback(
    (event: TombalaEvent) => {
      if (event.type === 'game') void refresh();
      if (event.type === 'call') {
        const mine = event.winners.filter((w) => mineIds.has(w.ticketId));
        if (mine.length > 0) {
          const total = mine.reduce((s, w) => s + w.amount, 0);
          say(
            'win',
            t('tombala.youWon', { amount: formatLira(total), prize: t(`tombala.prizes.${mine[0]!.prize}`) }),
          );
          announceBalanceChange();
          void refresh();
        }
      }
    },
    [mineIds, refresh, say, t],
  );
  const feed = useTombalaFeed(def?.room ?? '', onEvent);
  const now = useServerNow(feed.offsetMs);
  const game: TombalaGame | null = feed.game ?? player?.game ?? null;
  const jackpot = feed.game ? feed.jackpot : (player?.jackpot ?? 0);
  const chat = feed.chat.length > 0 ? feed.chat : (player?.chat ?? []);

  const myTickets: TombalaTicket[] = useMemo(
    () => (player?.myTickets ?? []).filter((tk) => tk.gameId === game?.gameId),
    [player, game?.gameId],
  );
  const called = useMemo(() => new Set(game?.called ?? []), [game?.called]);
  const stage = game?.stage ?? null;
  const toGo = (tk: TombalaTicket) => (stage ? numbersToGo(tk.grid, called, stage) : null);
  const best = myTickets.length > 0 && stage ? Math.min(...myTickets.map((tk) => toGo(tk) ?? 99)) : null;
  const bestId = best === null ? null : (myTickets.find((tk) => toGo(tk) === best)?.ticketId ?? null);

  const selling = game?.phase === 'selling' && now < Date.parse(game.startsAt);
  const canBuy = selling && !sessionLost && myTickets.length < MAX_TICKETS;
  const maxMore = MAX_TICKETS - myTickets.length;
  const buyCount = Math.max(1, Math.min(count, maxMore));
  const last = game?.called.at(-1) ?? null;

  const buy = async () => {
    if (!game || !canBuy || buying) return;
    setBuying(true);
    try {
      const result = await tombalaApi.buy(session, {
        gameId: game.gameId,
        requestId: crypto.randomUUID(),
        count: buyCount,
      });
      setBalance(result.balance);
      setPlayer((pl) => (pl ? { ...pl, myTickets: [...pl.myTickets, ...result.tickets] } : pl));
      setCount(1);
      announceBalanceChange();
      say('info', t('tombala.buy.bought', { count: result.tickets.length }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBuying(false);
    }
  };

  const sendChat = async (text: string) => {
    try {
      await tombalaApi.chat(session, text);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const status = !game
    ? t('tombala.waiting')
    : game.phase === 'selling'
      ? selling
        ? t('tombala.nextGameIn', { time: clock(Date.parse(game.startsAt) - now) })
        : t('tombala.starting')
      : game.phase === 'running'
        ? t('tombala.running', { count: game.called.length })
        : game.phase === 'cancelled'
          ? t('tombala.cancelled')
          : t('tombala.finished', { count: game.called.length });

  if (!def) return null;
  const ticketPrice = game?.ticketPrice ?? def.ticketPrice / 100;

  return (
    <div className="tb-game" data-testid="tombala-room" data-phase={game?.phase ?? 'none'}>
      <header className="tb-top">
        <div className="tb-top__brand">
          <span className="tb-live" aria-hidden="true" />
          <span>
            {def.name} <em>· {t('tombala.title')}</em>
          </span>
        </div>
        <div className="tb-top__status" data-testid="tombala-status" aria-live="polite">
          {status}
        </div>
        <div className="tb-top__balance">
          <small>{t('tombala.balance')}</small>
          <strong data-testid="tombala-balance">{balance === null ? '—' : formatLira(balance)}</strong>
        </div>
      </header>
      {!feed.connected && <p className="tb-banner">{t('tombala.reconnecting')}</p>}
      {sessionLost && <p className="tb-banner is-error">{t('tombala.sessionLost')}</p>}
      {notice && (
        <p
          className={`tb-notice is-${notice.kind}`}
          role="status"
          key={notice.id}
          data-testid="tombala-notice"
        >
          {notice.text}
        </p>
      )}

      <main className="tb-layout">
        <section className="tb-caller" aria-label={t('tombala.caller')}>
          <div className="tb-caller__main">
            <div className="tb-caller__ball" data-testid="tombala-last-ball" data-number={last ?? ''}>
              <Ball key={last ?? 0} number={last} size={112} />
            </div>
            <div className="tb-caller__info">
              <span className="tb-caller__count">
                {t('tombala.ballCount', { count: game?.called.length ?? 0 })}
              </span>
              <div className="tb-caller__recent" aria-label={t('tombala.lastBalls')}>
                {(game?.called ?? [])
                  .slice(-6, -1)
                  .reverse()
                  .map((n) => (
                    <Ball key={n} number={n} size={36} />
                  ))}
              </div>
              <dl className="tb-caller__facts">
                <div>
                  <dt>{t('tombala.players')}</dt>
                  <dd data-testid="tombala-players">{game?.players ?? 0}</dd>
                </div>
                <div>
                  <dt>{t('tombala.pool')}</dt>
                  <dd data-testid="tombala-pool">{formatLira(game?.pool ?? 0)}</dd>
                </div>
              </dl>
            </div>
          </div>
          <NumberBoard called={game?.called ?? []} label={t('tombala.board')} />
        </section>

        <section className="tb-tickets" aria-label={t('tombala.myTickets')}>
          <div className="tb-tickets__head">
            <h2 className="tb-panel-title">{t('tombala.myTickets')}</h2>
            {best !== null && stage && (
              <span className="tb-togo" data-testid="tombala-best-togo">
                {best === 0
                  ? t('tombala.toGoDone')
                  : t('tombala.bestToGo', { count: best, prize: t(`tombala.prizes.${stage}`) })}
              </span>
            )}
          </div>
          <div className="tb-buy" data-testid="tombala-buy">
            <div className="tb-buy__stepper" role="group" aria-label={t('tombala.buy.count')}>
              <button
                type="button"
                className="tb-btn tb-btn--round"
                onClick={() => setCount((c) => Math.max(1, c - 1))}
                disabled={!canBuy || buyCount <= 1}
                aria-label={t('tombala.buy.less')}
              >
                −
              </button>
              <strong data-testid="tombala-buy-count">{buyCount}</strong>
              <button
                type="button"
                className="tb-btn tb-btn--round"
                onClick={() => setCount((c) => Math.min(maxMore, c + 1))}
                disabled={!canBuy || buyCount >= maxMore}
                aria-label={t('tombala.buy.more')}
              >
                +
              </button>
            </div>
            <span className="tb-buy__price">
              {t('tombala.buy.price', {
                price: formatLira(ticketPrice),
                total: formatLira(ticketPrice * buyCount),
              })}
            </span>
            <button
              type="button"
              className="tb-btn tb-btn--primary"
              onClick={() => void buy()}
              disabled={!canBuy || buying}
              data-testid="tombala-buy-button"
            >
              {t('tombala.buy.button', { count: buyCount })}
            </button>
          </div>
          {myTickets.length === 0 ? (
            <p className="tb-tickets__empty">{selling ? t('tombala.buy.hint') : t('tombala.noTickets')}</p>
          ) : (
            <div className="tb-tickets__list">
              {myTickets.map((tk, i) => {
                const left = toGo(tk);
                return (
                  <TicketCard
                    key={tk.ticketId}
                    ticket={tk}
                    called={called}
                    toGo={left}
                    toGoLabel={left === 0 ? t('tombala.toGoDone') : t('tombala.toGo', { count: left ?? 0 })}
                    best={tk.ticketId === bestId && game?.phase === 'running'}
                    title={t('tombala.ticketNo', { n: i + 1 })}
                  />
                );
              })}
            </div>
          )}
        </section>

        <aside className="tb-side">
          <PrizeLadder game={game} jackpot={jackpot} />
          <RoomChat messages={chat} canWrite={!sessionLost} onSend={sendChat} />
          {game && (
            <p className="tb-fair" data-testid="tombala-fair">
              <span>{t('tombala.fair.hash')}</span> <code>{game.seedHash}</code>
              {game.serverSeed && (
                <>
                  <br />
                  <span>{t('tombala.fair.seed')}</span> <code>{game.serverSeed}</code>
                </>
              )}
              <br />
              <small>{t('tombala.fair.text', { split: '10 / 2 / 15 / 25 / 48' })}</small>
            </p>
          )}
        </aside>
      </main>
    </div>
  );
}
