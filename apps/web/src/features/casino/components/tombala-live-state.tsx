import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLiraCompact } from '../../../lib/format';
import { useTombalaLive } from '../api/casino';

/**
 * A Tombala room's live state on its lobby tile, from originals/tombala/live: the next game's countdown (or the
 * balls called so far), the players in and the ticket pool, and the jackpot.
 */
export function TombalaLiveState({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { data } = useTombalaLive(true);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const room = data?.rooms.find((r) => r.gameCode === gameCode);
  if (!data || !room) return null;
  const offset = Date.parse(room.serverTime) - data.fetchedAt;
  const left = room.startsAt ? Math.ceil((Date.parse(room.startsAt) - (now + offset)) / 1000) : 0;
  const selling = room.phase === 'selling' && left > 0;
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <span className="live-state live-state--tombala" data-testid="tombala-live-state" aria-hidden="true">
      <span className={`live-state__clock${selling ? ' is-open' : ''}`}>
        {selling
          ? t('casino.live.nextGame', { time: clock })
          : room.phase === 'running'
            ? t('casino.live.balls', { count: room.called })
            : t('casino.live.soon')}
      </span>
      <span className="live-state__facts">
        <b>{t('casino.live.players', { count: room.players })}</b>
        <b>{t('casino.live.pool', { amount: formatLiraCompact(room.pool) })}</b>
        <b className="is-jackpot">{t('casino.live.jackpot', { amount: formatLiraCompact(room.jackpot) })}</b>
      </span>
    </span>
  );
}
