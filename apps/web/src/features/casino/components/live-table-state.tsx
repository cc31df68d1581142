import { BACCARAT_GAME_CODE, BLACKJACK_GAME_CODE } from '@kasa/contract/live-tables';
import { pocketColor } from '@kasa/contract/roulette-rules';
import { tvGameOfCode } from '@kasa/contract/tv-codes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveTables } from '../api/casino';

/**
 * The live state of an in-house table on its lobby tile: the last numbers and the seconds left to bet (or that the
 * wheel is spinning), and how many players are in, from originals/tables/live.
 */
export function LiveTableState({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { data } = useLiveTables(true);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const table = data?.tables.find((tb) => tb.gameCode === gameCode);
  if (!data || !table) return null;
  // TV games (docs/decisions/0320): the countdown to the next draw, the last draw's first balls (the wheel: values).
  const tv = tvGameOfCode(gameCode);
  const offset = Date.parse(table.serverTime) - data.fetchedAt;
  const left = table.closesAt ? Math.ceil((Date.parse(table.closesAt) - (now + offset)) / 1000) : 0;
  const betting = table.phase === 'betting' && left > 0;
  // Baccarat's last coups come as 1 player, 2 banker, 0 tie (docs/decisions/0311); blackjack's as the dealer's final
  // totals, 22 = bust (0312).
  const baccarat = gameCode === BACCARAT_GAME_CODE;
  const blackjack = gameCode === BLACKJACK_GAME_CODE;
  const coup = (n: number) => (n === 1 ? 'player' : n === 2 ? 'banker' : 'tie');
  const busy = blackjack
    ? table.phase === 'playing'
      ? 'casino.live.playing'
      : 'casino.live.dealing'
    : baccarat
      ? 'casino.live.dealing'
      : 'casino.live.spinning';
  if (tv) {
    return (
      <span className="live-state is-tv" data-testid="live-table-state" aria-hidden="true">
        <span className={`live-state__clock${betting ? ' is-open' : ''}`}>
          {betting
            ? t('casino.live.nextDraw', {
                time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
              })
            : t('casino.live.drawing')}
        </span>
        <span className="live-state__last">
          {table.last.slice(0, 6).map((n, i) => (
            <i key={`${i}-${n}`} className="is-ball">
              {tv === 'wheel' ? `×${n}` : n}
            </i>
          ))}
        </span>
      </span>
    );
  }
  return (
    <span className="live-state" data-testid="live-table-state" aria-hidden="true">
      <span className={`live-state__clock${betting ? ' is-open' : ''}`}>
        {betting ? t('casino.live.secondsLeft', { count: left }) : t(busy)}
      </span>
      <span className="live-state__last">
        {table.last.slice(0, 6).map((n, i) =>
          blackjack ? (
            <i key={`${i}-${n}`} className={n > 21 ? 'is-red' : 'is-black'}>
              {n > 21 ? t('casino.live.bust') : n}
            </i>
          ) : (
            <i key={`${i}-${n}`} className={`is-${baccarat ? coup(n) : pocketColor(n)}`}>
              {baccarat ? t(`casino.live.${coup(n)}`) : n}
            </i>
          ),
        )}
      </span>
    </span>
  );
}
