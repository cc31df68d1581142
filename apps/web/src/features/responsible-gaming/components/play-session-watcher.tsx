import '../rg-texts';
import '../../../styles/responsible-gaming.css';
import type { PlaySessionData } from '@kasa/contract/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ClockIcon } from '../../../components/ui/icons';
import { formatLira } from '../../../lib/format';
import { logout } from '../../../lib/logout';
import { useAuth } from '../../../lib/session';
import { useContinuePlay, usePlaySession } from '../api/play-session';

/** Where the open game's bar keeps a place for the session clock (casino's PlayBar). */
export const PLAY_SESSION_SLOT = '[data-slot="play-session"]';

/** 0:05:09 / 1:02:03 */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Ticks every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * While a game is open (mounted beside the play page by the app; on the sportsbook's pages with `start` false, so
 * visiting them starts no session): the play session's clock in the game's bar, and
 * the reality check (issue 12 §1) — at the player's interval a dialog with the time played and the session's net
 * result, links to the history, Continue and Log out. The server refuses bets until it is answered.
 */
export function PlaySessionWatcher({ start = true }: { start?: boolean }) {
  const { username } = useAuth();
  if (username === null) return null;
  return <Watcher start={start} />;
}

function Watcher({ start }: { start: boolean }) {
  const session = usePlaySession(start);
  const client = useQueryClient();
  const now = useNow();
  const data = session.data;

  // The reality check's moment is known: ask again exactly then rather than at the next poll.
  const next = data?.nextRealityCheckAt ? Date.parse(data.nextRealityCheckAt) : null;
  useEffect(() => {
    if (next === null || data?.realityCheckDue) return;
    const wait = Math.max(0, next - Date.now()) + 500;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: ['rg', 'play-session'] }), wait);
    return () => clearTimeout(timer);
  }, [next, data?.realityCheckDue, client]);

  if (!data || data.blocked || data.startedAt === null) return null;
  const elapsed = (now - Date.parse(data.startedAt)) / 1000;
  const slot = document.querySelector(PLAY_SESSION_SLOT);
  return (
    <>
      {slot ? createPortal(<SessionClock data={data} elapsed={elapsed} />, slot) : null}
      {data.realityCheckDue ? <RealityCheckDialog data={data} elapsed={elapsed} /> : null}
    </>
  );
}

function SessionClock({ data, elapsed }: { data: PlaySessionData; elapsed: number }) {
  const { t } = useTranslation();
  const limitSeconds = data.sessionLimitMinutes === null ? null : data.sessionLimitMinutes * 60;
  const near = limitSeconds !== null && limitSeconds - elapsed < 5 * 60;
  const title =
    limitSeconds === null ? t('rg.clock.label') : t('rg.clock.limit', { time: formatElapsed(limitSeconds) });
  return (
    <span
      className={`rg-clock ${near ? 'rg-clock--warn' : ''}`}
      title={title}
      aria-label={`${t('rg.clock.label')}: ${formatElapsed(elapsed)}`}
      data-testid="rg-clock"
    >
      <ClockIcon size={15} />
      {formatElapsed(elapsed)}
    </span>
  );
}

function RealityCheckDialog({ data, elapsed }: { data: PlaySessionData; elapsed: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const proceed = useContinuePlay();
  const carryOn = () => proceed.mutate();
  const tone = data.net > 0 ? 'up' : data.net < 0 ? 'down' : '';
  return (
    <Dialog size="medium" testId="rg-reality-check" labelledBy={titleId} onClose={carryOn}>
      <div className="panel-form">
        <div className="form__head">
          <span className="form__badge-icon" aria-hidden="true">
            <ClockIcon size={26} />
          </span>
          <h2 className="form__title" id={titleId}>
            {t('rg.check.title')}
          </h2>
          <p className="form__subtitle">{t('rg.check.text')}</p>
        </div>
        <dl className="rg-check__stats">
          <div className="rg-check__stat">
            <dt>{t('rg.check.played')}</dt>
            <dd data-testid="rg-check-played">{formatElapsed(elapsed)}</dd>
          </div>
          <div className="rg-check__stat">
            <dt>{t('rg.check.net')}</dt>
            <dd className={tone ? `rg-check__net--${tone}` : undefined} data-testid="rg-check-net">
              {data.net > 0 ? '+' : ''}
              {formatLira(data.net)}
            </dd>
          </div>
        </dl>
        <p className="rg-check__links">
          <Link to="/dashboard/game-history">{t('rg.check.history')}</Link>
          <Link to="/dashboard/financial-activities">{t('rg.check.finance')}</Link>
        </p>
        <div className="rg-confirm__actions">
          <Button block isLoading={proceed.isPending} onClick={carryOn} data-testid="rg-check-continue">
            {t('rg.check.continue')}
          </Button>
          <Button variant="ghost" block onClick={() => void logout()} data-testid="rg-check-logout">
            {t('rg.check.logout')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
