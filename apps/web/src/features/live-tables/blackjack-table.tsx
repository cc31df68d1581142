import './live-tables-texts';
import '../../styles/roulette.css';
import '../../styles/baccarat.css';
import '../../styles/blackjack.css';
import {
  BLACKJACK_TABLE,
  type BlackjackActionKind,
  type BlackjackEvent,
  type BlackjackHandView,
  type BlackjackPlayerState,
  type BlackjackRound,
} from '@kasa/contract/blackjack';
import {
  BLACKJACK_EDGE_CI_PERCENT,
  BLACKJACK_EDGE_PERCENT,
  PAIR_PAYS,
  PAIRS_EDGE_PERCENT,
  cardText,
  handValue,
  legalActions,
  type BjHand,
} from '@kasa/contract/blackjack-rules';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { formatLira } from '../../lib/format';
import { announceBalanceChange } from '../../lib/game-launch';
import { useMediaQuery } from '../../lib/use-media-query';
import { blackjackApi } from './api/blackjack-api';
import { TableTop } from './components/table-top';
import { ChipPicker, ChipShape } from './components/chip';
import { PlayingCard } from './components/playing-card';
import { useBlackjackFeed } from './hooks/use-blackjack-feed';
import { useAtResult, useNotice, useTableSession } from './hooks/use-table-session';
import { useServerNow } from './hooks/use-table-feed';

type Zone = 'bet' | 'pairs';
const DEALER_CARD_MS = 900;
const SEATS = 7;

/** How many of the dealer's cards are face up `now`: the hole card and the draws one by one before the result. */
export function dealerCardsShown(round: BlackjackRound, now: number): number {
  const cards = round.play?.dealer ?? [];
  if (round.phase !== 'settled') return cards.length;
  const result = Date.parse(round.resultAt);
  if (now >= result) return cards.length;
  const start = result - DEALER_CARD_MS * Math.max(1, cards.length - 1);
  return Math.max(2, Math.min(cards.length, 2 + Math.floor((now - start) / DEALER_CARD_MS)));
}

const round2 = (x: number) => Math.round(x * 100) / 100;

const STAGES = ['insurance', 'players', 'dealer', 'done'];
/** How far a round has gone: phase, stage, cards dealt, hands finished, insurance answers. */
function progress(r: BlackjackRound): number {
  const p = r.play;
  const phase = r.phase === 'betting' ? 0 : r.phase === 'playing' ? 1 : 2;
  if (!p) return phase * 1e7;
  return (
    phase * 1e7 +
    STAGES.indexOf(p.stage) * 1e5 +
    p.next * 100 +
    p.hands.filter((h) => h.status !== 'playing').length * 10 +
    p.seats.filter((s) => s.insurance !== null).length
  );
}

/** A card's back, drawn in SVG (the dealer's hole card). */
function CardBack({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 60 84" className="bc-card bj-card-back" role="img" aria-label={label}>
      <rect x="1" y="1" width="58" height="82" rx="6" fill="#7f1d1d" stroke="#fde68a" strokeWidth="1.5" />
      <rect x="6" y="6" width="48" height="72" rx="4" fill="none" stroke="#fde68a" strokeDasharray="3 3" />
      <path d="M30 22 L42 42 L30 62 L18 42 Z" fill="#fde68a" opacity="0.8" />
    </svg>
  );
}

const asHand = (h: BlackjackHandView): BjHand => ({
  seat: h.seat,
  cards: h.cards,
  bet: h.bet,
  doubled: h.doubled,
  fromSplit: h.fromSplit,
  status: h.status,
  result: h.result,
  payout: h.payout,
});

/**
 * Kasa Blackjack's client (/originals/kasa-blackjack?session=…): a shared dealer hand and up to seven seats. In the
 * betting window chips go on the main bet and Perfect Pairs and are sent as one seat; then each player plays their
 * own hand in turn (hit, stand, double, split; insurance when the dealer shows an ace) against a decision timer —
 * a hand left alone stands when it runs out. The dealer's cards turn over one by one, then the payouts.
 */
export function BlackjackTable({ session }: { code: string; session: string }) {
  const { t, i18n } = useTranslation();
  const turkish = i18n.language.startsWith('tr');
  const pct = (x: number) => (turkish ? `%${x.toFixed(2).replace('.', ',')}` : `${x.toFixed(2)}%`);
  const phone = useMediaQuery('(max-width: 760px)');
  const [player, setPlayer] = useState<BlackjackPlayerState | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [chip, setChip] = useState(5);
  const [draft, setDraft] = useState<{ roundId: number; bet: number; pairs: number; order: Zone[] }>({
    roundId: 0,
    bet: 0,
    pairs: 0,
    order: [],
  });
  const [mine, setMine] = useState<{ roundId: number; seat: number; stake: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const { notice, say } = useNotice();
  const apply = useCallback((state: BlackjackPlayerState) => {
    setPlayer(state);
    setBalance(state.balance);
    if (state.round && state.mySeat !== null) {
      const { roundId, seat } = { roundId: state.round.roundId, seat: state.mySeat };
      setMine((m) => (m && m.roundId === roundId ? m : { roundId, seat, stake: 0 }));
    }
  }, []);
  const { sessionLost, setSessionLost, refresh } = useTableSession(session, blackjackApi.state, apply);
  const [acted, setActed] = useState<BlackjackRound | null>(null);

  const atResult = useAtResult();
  const onEvent = useCallback(
    (event: BlackjackEvent) => {
      if (event.type === 'snapshot') void refresh();
      if (event.type === 'round') setActed(null);
      if (event.type === 'result') {
        atResult(event, () => {
          void refresh().then(() => announceBalanceChange());
        });
      }
    },
    [refresh, atResult],
  );
  const feed = useBlackjackFeed(BLACKJACK_TABLE, onEvent);
  const now = useServerNow(feed.offsetMs);
  const fromFeed = feed.round ?? player?.round ?? null;
  // The answer to our own move may be ahead of the feed (its event follows it): show whichever is further on.
  const round =
    acted && fromFeed && acted.roundId === fromFeed.roundId && progress(acted) > progress(fromFeed)
      ? acted
      : fromFeed;
  const roundId = round?.roundId ?? 0;
  const play = round?.play ?? null;
  const betting = round?.phase === 'betting' && now < Date.parse(round.closesAt);
  const mySeat = mine && mine.roundId === roundId ? mine.seat : null;
  const limits = player?.limits;
  const chips = limits?.chips ?? [5, 10, 25, 100, 500, 1000];
  const pending =
    draft.roundId === roundId && betting ? draft : { roundId, bet: 0, pairs: 0, order: [] as Zone[] };

  const deadline = betting ? Date.parse(round.closesAt) : play?.deadline ? Date.parse(play.deadline) : null;
  const windowMs = betting
    ? Date.parse(round.closesAt) - Date.parse(round.opensAt)
    : (limits?.decisionMs ?? 10_000);
  const secondsLeft = deadline ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
  const settled = round?.phase === 'settled';
  const shownDealer = round ? dealerCardsShown(round, now) : 0;
  const done = settled && round !== null && now >= Date.parse(round.resultAt);

  const turnHand = play && play.turn !== null ? play.hands[play.turn] : undefined;
  const myTurn = play?.stage === 'players' && turnHand !== undefined && turnHand.seat === mySeat;
  const mySeatView = play?.seats.find((s) => s.seat === mySeat);
  const insuranceOpen =
    play?.stage === 'insurance' && mySeatView !== undefined && mySeatView.insurance === null;
  const legal = useMemo(() => {
    if (!myTurn || !play || play.turn === null || !turnHand) return [];
    const seatHands = play.hands.filter((h) => h.seat === turnHand.seat).length;
    return legalActions(asHand(turnHand), seatHands);
  }, [myTurn, play, turnHand]);

  const place = (zone: Zone) => {
    if (!betting || mySeat !== null) return;
    setDraft((d) => {
      const base = d.roundId === roundId ? d : { roundId, bet: 0, pairs: 0, order: [] };
      return { ...base, roundId, [zone]: round2(base[zone] + chip), order: [...base.order, zone] };
    });
  };
  const undo = () =>
    setDraft((d) => {
      const zone = d.order.at(-1);
      if (!zone) return d;
      return { ...d, [zone]: Math.max(0, round2(d[zone] - chip)), order: d.order.slice(0, -1) };
    });

  const sendBet = async (bet: number, pairs: number) => {
    if (!round || busy || bet <= 0) return;
    setBusy(true);
    try {
      const result = await blackjackApi.bet(session, {
        roundId: round.roundId,
        requestId: crypto.randomUUID(),
        bet,
        ...(pairs > 0 ? { pairs } : {}),
      });
      setMine({ roundId: round.roundId, seat: result.seat, stake: result.stake });
      setBalance(result.balance);
      setDraft({ roundId: 0, bet: 0, pairs: 0, order: [] });
      announceBalanceChange();
      say('info', t('blackjack.accepted', { amount: formatLira(result.stake) }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const move = async (action: BlackjackActionKind) => {
    if (!round || !play || busy) return;
    const hand =
      action === 'insurance' || action === 'noInsurance'
        ? Math.max(
            0,
            play.hands.findIndex((h) => h.seat === mySeat),
          )
        : (play.turn ?? 0);
    setBusy(true);
    try {
      const result = await blackjackApi.act(session, {
        roundId: round.roundId,
        requestId: crypto.randomUUID(),
        action,
        hand,
      });
      setActed(result.round);
      setBalance(result.balance);
      if (action === 'double' || action === 'split' || action === 'insurance') announceBalanceChange();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      say('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  // A pending bet goes by itself just before the window closes.
  const closesAt = round?.phase === 'betting' ? Date.parse(round.closesAt) : null;
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });
  const hasPending = pending.bet > 0 && mySeat === null;
  const sendRef = useRef(sendBet);
  useEffect(() => {
    sendRef.current = sendBet;
  });
  useEffect(() => {
    if (closesAt === null || !hasPending) return;
    const wait = Math.max(0, closesAt - 1_500 - (Date.now() + feed.offsetMs));
    const timer = setTimeout(
      () => void sendRef.current(pendingRef.current.bet, pendingRef.current.pairs),
      wait,
    );
    return () => clearTimeout(timer);
  }, [closesAt, feed.offsetMs, hasPending]);

  // The last result of mine stays up until my next bet (the next window may open soon after the dealer's play).
  const [lastWin, setLastWin] = useState<{ roundId: number; payout: number } | null>(null);
  const settledPayout = done && mySeatView ? mySeatView.payout : null;
  if (
    settledPayout !== null &&
    roundId > 0 &&
    (lastWin?.roundId !== roundId || lastWin.payout !== settledPayout)
  ) {
    setLastWin({ roundId, payout: settledPayout }); // adjusting state to a new result, during render
  }
  const myPayout = lastWin && (lastWin.roundId === roundId || mySeat === null) ? lastWin.payout : null;
  const myStake = mySeatView
    ? round2(
        (play?.hands ?? [])
          .filter((h) => h.seat === mySeat)
          .reduce((s, h) => s + h.bet * (h.doubled ? 2 : 1), 0) +
          mySeatView.pairs +
          (mySeatView.insurance ?? 0),
      )
    : 0;

  const status = !round
    ? t('blackjack.waiting')
    : betting
      ? t('blackjack.placeBets')
      : round.phase === 'betting'
        ? t('blackjack.noMoreBets')
        : play?.stage === 'insurance'
          ? t('blackjack.insuranceOffered')
          : play?.stage === 'players'
            ? myTurn
              ? t('blackjack.yourTurn')
              : t('blackjack.seatTurn', { seat: (turnHand?.seat ?? 0) + 1 })
            : done
              ? play && play.dealerTotal !== null && play.seats.length > 0
                ? play.dealerTotal > 21
                  ? t('blackjack.dealerBust')
                  : t('blackjack.roundOver')
                : t('blackjack.noPlayers')
              : t('blackjack.dealerPlays');

  const dealerCards = (play?.dealer ?? []).slice(0, shownDealer);
  const dealerTotalShown = (() => {
    const known = dealerCards.filter((c): c is number => c !== null);
    return known.length ? handValue(known).total : null;
  })();

  const seatBox = (seat: number) => {
    const seatView = play?.seats.find((s) => s.seat === seat);
    const hands = (play?.hands ?? []).map((h, i) => ({ h, i })).filter(({ h }) => h.seat === seat);
    const isMine = seat === mySeat;
    // In the window: my confirmed seat shows my stake; my unsent chips wait on the next free seat.
    const chipValue = seatView
      ? seatView.bet
      : isMine
        ? (mine?.stake ?? 0)
        : betting && mySeat === null && seat === feed.players
          ? pending.bet
          : 0;
    const chipPending = !seatView && !isMine;
    const taken = seatView !== undefined || (round?.phase === 'betting' && seat < feed.players);
    return (
      <div
        key={seat}
        className={`bj-seat${isMine ? ' is-mine' : ''}${taken ? ' is-taken' : ''}${turnHand?.seat === seat && play?.stage === 'players' ? ' is-turn' : ''}`}
        style={{ '--i': seat } as CSSProperties}
        data-testid={`blackjack-seat-${seat}`}
      >
        <div className="bj-seat__hands">
          {hands.map(({ h, i }) => (
            <div
              key={i}
              className={`bj-hand${play?.turn === i && play.stage === 'players' ? ' is-active' : ''}${done && h.result ? ` is-${h.result}` : ''}`}
              data-testid={isMine ? `blackjack-my-hand-${i}` : undefined}
            >
              <div className="bj-hand__cards">
                {h.cards.map((card, k) => (
                  <PlayingCard key={`${roundId}-${i}-${k}`} card={card} label={cardText(card)} />
                ))}
              </div>
              <span className="bj-hand__total" data-testid={isMine ? 'blackjack-my-total' : undefined}>
                {h.status === 'blackjack'
                  ? t('blackjack.bj')
                  : `${h.soft && h.total < 21 ? `${h.total - 10}/` : ''}${h.total}`}
              </span>
              {done && h.result && (
                <span className={`bj-hand__result is-${h.result}`}>{t(`blackjack.result.${h.result}`)}</span>
              )}
              {h.doubled && <span className="bj-hand__tag">×2</span>}
            </div>
          ))}
        </div>
        <svg viewBox="0 0 90 60" className="bj-seat__spot" aria-hidden="true">
          <ellipse cx="45" cy="30" rx="42" ry="26" className="bj-seat__ring" />
          {chipValue > 0 && <ChipShape x={45} y={30} r={17} value={chipValue} pending={chipPending} />}
        </svg>
        <span className="bj-seat__name">
          {seatView
            ? isMine
              ? t('blackjack.you')
              : seatView.player
            : t('blackjack.seat', { seat: seat + 1 })}
        </span>
        {seatView?.pairsResult && (
          <span className="bj-seat__pairs">{t(`blackjack.pair.${seatView.pairsResult}`)}</span>
        )}
      </div>
    );
  };

  return (
    <div className={`bj-game bc-game${phone ? ' is-phone' : ''}`} data-testid="blackjack-game">
      <TableTop
        prefix="bc"
        ns="blackjack"
        limitsLine={
          limits
            ? t('blackjack.limitsLine', { min: formatLira(limits.minBet), max: formatLira(limits.maxBet) })
            : ''
        }
        rules={
          <>
            <p>{t('blackjack.rulesText')}</p>
            <p>{t('blackjack.dealerRule')}</p>
            <p>{t('blackjack.actionsText')}</p>
            <p>{t('blackjack.timerText', { seconds: Math.round((limits?.decisionMs ?? 10_000) / 1000) })}</p>
            <table className="bc-rules__pays">
              <thead>
                <tr>
                  <th>{t('blackjack.betHead')}</th>
                  <th>{t('blackjack.paysHead')}</th>
                  <th>{t('blackjack.edgeHead')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th>{t('blackjack.mainBet')}</th>
                  <td>{t('blackjack.mainPays')}</td>
                  <td>{`${pct(BLACKJACK_EDGE_PERCENT)} ± ${pct(BLACKJACK_EDGE_CI_PERCENT)}`}</td>
                </tr>
                <tr>
                  <th>{t('blackjack.insurance')}</th>
                  <td>2:1</td>
                  <td>—</td>
                </tr>
                <tr>
                  <th>{t('blackjack.pairs')}</th>
                  <td>{`${PAIR_PAYS.perfect}:1 / ${PAIR_PAYS.coloured}:1 / ${PAIR_PAYS.mixed}:1`}</td>
                  <td>{pct(PAIRS_EDGE_PERCENT)}</td>
                </tr>
              </tbody>
            </table>
            <p>{t('blackjack.pairsText')}</p>
            <p>{t('blackjack.edgeText')}</p>
            {limits && (
              <p>
                {t('blackjack.limitsText', {
                  min: formatLira(limits.minBet),
                  max: formatLira(limits.maxBet),
                  pairs: formatLira(limits.maxPairs),
                  seats: limits.seats,
                })}
              </p>
            )}
          </>
        }
        verifyText={t('blackjack.verify.title')}
        balance={balance}
        sessionLost={sessionLost}
        reconnecting={!feed.connected && !!feed.round}
      />

      <main className="bj-table" aria-label={t('blackjack.felt')}>
        <svg className="bj-felt" viewBox="0 0 1000 560" preserveAspectRatio="none" aria-hidden="true">
          <defs>
            <radialGradient id="bj-felt-g" cx="50%" cy="0%" r="100%">
              <stop offset="0%" stopColor="#15803d" />
              <stop offset="70%" stopColor="#065f46" />
              <stop offset="100%" stopColor="#022c22" />
            </radialGradient>
            <path id="bj-arc" d="M 170 250 Q 500 470 830 250" />
          </defs>
          <path d="M 0 0 H 1000 V 300 Q 500 700 0 300 Z" fill="url(#bj-felt-g)" />
          <path d="M 0 300 Q 500 700 1000 300" fill="none" stroke="#7c2d12" strokeWidth="22" />
          <path
            d="M 0 300 Q 500 700 1000 300"
            fill="none"
            stroke="#d4af37"
            strokeWidth="2"
            transform="translate(0 -12)"
          />
          <text className="bj-felt__arc">
            <textPath href="#bj-arc" startOffset="50%" textAnchor="middle">
              {t('blackjack.feltLine')}
            </textPath>
          </text>
        </svg>

        <section className="bj-dealer" aria-label={t('blackjack.dealerArea')}>
          <p className="bj-feltline">{t('blackjack.feltLine')}</p>
          <div className="bc-shoe bj-shoe" aria-hidden="true">
            <span />
          </div>
          <div className="bj-dealer__hand" data-testid="blackjack-dealer">
            {dealerCards.map((card, i) =>
              card === null ? (
                <CardBack key={`${roundId}-d-${i}`} label={t('blackjack.holeCard')} />
              ) : (
                <PlayingCard key={`${roundId}-d-${i}-${card}`} card={card} label={cardText(card)} />
              ),
            )}
            {dealerCards.length === 0 && <span className="bc-hand__slot" aria-hidden="true" />}
          </div>
          <span className="bj-dealer__total" data-testid="blackjack-dealer-total">
            {dealerTotalShown !== null
              ? `${t('blackjack.dealer')} ${dealerTotalShown}`
              : t('blackjack.dealer')}
          </span>
          <div
            className={`bj-status${betting ? ' is-betting' : ''}`}
            data-testid="blackjack-status"
            aria-live="polite"
          >
            {deadline !== null && secondsLeft > 0 && (
              <svg viewBox="0 0 44 44" className="bc-timer" aria-hidden="true">
                <circle cx="22" cy="22" r="19" className="bc-timer__track" />
                <circle
                  cx="22"
                  cy="22"
                  r="19"
                  className="bc-timer__bar"
                  strokeDasharray={`${(2 * Math.PI * 19 * secondsLeft * 1000) / Math.max(windowMs, 1)} 200`}
                />
                <text x="22" y="27" textAnchor="middle">
                  {secondsLeft}
                </text>
              </svg>
            )}
            <span>{status}</span>
          </div>
        </section>

        <section className="bj-seats">{Array.from({ length: SEATS }, (_, s) => seatBox(s))}</section>

        {myPayout !== null && (
          <div className={`bc-win${myPayout > 0 ? '' : ' is-lost'}`} data-testid="blackjack-win">
            {myPayout > 0 ? (
              <>
                <small>{t('blackjack.youGet')}</small>
                <strong>{formatLira(myPayout)}</strong>
              </>
            ) : (
              <small>{t('blackjack.noWin')}</small>
            )}
          </div>
        )}
      </main>

      <footer className="bc-controls bj-controls">
        {betting && mySeat === null ? (
          <>
            <ChipPicker prefix="bc" label={t('blackjack.chips')} chips={chips} chip={chip} onChip={setChip} />
            <div className="bj-zones">
              <button
                type="button"
                className="bj-zone"
                onClick={() => place('bet')}
                data-testid="blackjack-zone-bet"
              >
                <span>{t('blackjack.mainBet')}</span>
                <strong>{pending.bet > 0 ? formatLira(pending.bet) : t('blackjack.mainPays')}</strong>
              </button>
              <button
                type="button"
                className="bj-zone is-side"
                onClick={() => place('pairs')}
                data-testid="blackjack-zone-pairs"
              >
                <span>{t('blackjack.pairs')}</span>
                <strong>{pending.pairs > 0 ? formatLira(pending.pairs) : '25:1'}</strong>
              </button>
            </div>
            <div className="bc-actions">
              <button
                type="button"
                onClick={undo}
                disabled={pending.order.length === 0}
                aria-label={t('blackjack.undo')}
              >
                <span aria-hidden="true">↶</span>
                <span className="bc-actions__label">{t('blackjack.undo')}</span>
              </button>
              <button
                type="button"
                onClick={() => player?.lastBet && void sendBet(player.lastBet.bet, player.lastBet.pairs)}
                disabled={!player?.lastBet || busy}
                aria-label={t('blackjack.repeat')}
              >
                <span aria-hidden="true">↻</span>
                <span className="bc-actions__label">{t('blackjack.repeat')}</span>
              </button>
              <button
                type="button"
                className="bc-actions__confirm"
                onClick={() => void sendBet(pending.bet, pending.pairs)}
                disabled={pending.bet <= 0 || busy}
                data-testid="blackjack-confirm"
              >
                {t('blackjack.confirm')}{' '}
                {pending.bet > 0 ? formatLira(round2(pending.bet + pending.pairs)) : ''}
              </button>
            </div>
          </>
        ) : insuranceOpen ? (
          <div className="bj-moves">
            <button
              type="button"
              onClick={() => void move('insurance')}
              disabled={busy}
              data-testid="blackjack-insurance"
            >
              {t('blackjack.takeInsurance', {
                amount: formatLira(round2(Math.floor(((mySeatView?.bet ?? 0) * 100) / 2) / 100)),
              })}
            </button>
            <button
              type="button"
              onClick={() => void move('noInsurance')}
              disabled={busy}
              data-testid="blackjack-no-insurance"
            >
              {t('blackjack.noInsurance')}
            </button>
          </div>
        ) : myTurn ? (
          <div className="bj-moves" role="group" aria-label={t('blackjack.yourTurn')}>
            {(['hit', 'stand', 'double', 'split'] as const).map((a) => (
              <button
                key={a}
                type="button"
                className={`bj-move is-${a}`}
                onClick={() => void move(a)}
                disabled={busy || !legal.includes(a)}
                data-testid={`blackjack-${a}`}
              >
                {t(`blackjack.action.${a}`)}
              </button>
            ))}
          </div>
        ) : (
          <div className="bj-info">
            <span>{t('blackjack.players', { count: feed.players })}</span>
            <span className="bj-last" aria-label={t('blackjack.lastTotals')}>
              {feed.last.slice(0, 8).map((n, i) => (
                <i key={`${i}-${n}`} className={n > 21 ? 'is-bust' : ''}>
                  {n > 21 ? t('blackjack.bustShort') : n}
                </i>
              ))}
            </span>
          </div>
        )}
        <div className="bc-mybets" data-testid="blackjack-mybets">
          {t('blackjack.myBets')}: <strong>{formatLira(myStake)}</strong>
          {done && round && (
            <Link
              to={`/provably-fair/blackjack?round=${round.roundId}`}
              target="_blank"
              rel="noreferrer"
              className="bj-verify"
            >
              {t('blackjack.verifyRound')}
            </Link>
          )}
          {round && (
            <small className="bj-shoe-info">
              {t('blackjack.shoeLine', {
                shoe: round.shoe.shoe,
                dealt: round.shoe.dealt,
                hash: round.shoe.seedHash.slice(0, 10),
              })}
            </small>
          )}
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
