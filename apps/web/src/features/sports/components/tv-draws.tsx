import { TvApiPath, type TvNextDraw } from '@kasa/contract/tv';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { EmptyState } from '../../../components/ui/empty-state';
import { TvIcon } from '../../../components/ui/icons';
import { useNow } from '../hooks/use-now';

/** One TV game's next draw, as the TV games' call will list them (docs/decisions/0240). */
export type NextTvDraw = { gameId: string | number; name: string; nextDrawAt: string };

/** The TV games' names as their lobby tiles show them (the call names games by their code). */
const TV_NAMES: Record<TvNextDraw['game'], string> = {
  lucky6: 'Kasa Lucky 6',
  keno: 'Kasa TV Keno',
  wheel: 'Kasa Wheel of Fortune',
};

/**
 * Where the list comes from: `GET originals/tv/next` (docs/decisions/0320), each TV game's next draw — the moment its
 * bets close and the balls start. A game with no draw scheduled yet is left out. A test passes its own source; null
 * shows the empty state.
 */
export type NextTvDrawsSource = ((signal?: AbortSignal) => Promise<NextTvDraw[]>) | null;
export const NEXT_TV_DRAWS_SOURCE: NextTvDrawsSource = (signal) =>
  api
    .get<TvNextDraw[]>(TvApiPath.next, signal)
    .then((envelope) =>
      (envelope.data ?? []).flatMap((draw) =>
        draw.closesAt
          ? [{ gameId: draw.gameCode, name: TV_NAMES[draw.game], nextDrawAt: draw.closesAt }]
          : [],
      ),
    );

/** 'mm:ss' (or 'h:mm:ss') until `at`; null once it is due. */
export function untilText(at: string, now: number): string | null {
  const seconds = Math.ceil((new Date(at).getTime() - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** "Next TV draws": each game with a countdown to its next draw, soonest first; a clear empty state without any. */
export function TvDraws({ draws }: { draws: readonly NextTvDraw[] }) {
  const { t } = useTranslation();
  const now = useNow(draws.length > 0);
  const sorted = [...draws].sort((a, b) => Date.parse(a.nextDrawAt) - Date.parse(b.nextDrawAt));
  return (
    <section className="lc-tv" aria-labelledby="lc-tv-title" data-testid="tv-draws">
      <h2 className="lc__h" id="lc-tv-title">
        <TvIcon size={18} /> {t('sports.centre.tvTitle')}
      </h2>
      {sorted.length === 0 ? (
        <div className="card lc-tv__empty">
          <EmptyState
            icon={<TvIcon size={30} />}
            title={t('sports.centre.tvEmpty')}
            text={t('sports.centre.tvEmptyText')}
          />
        </div>
      ) : (
        <ul className="lc-tv__list">
          {sorted.map((draw) => {
            const until = untilText(draw.nextDrawAt, now);
            return (
              <li key={String(draw.gameId)} className="lc-tv__item" data-testid="tv-draw">
                <span className="lc-tv__name">{draw.name}</span>
                <span className={`lc-tv__when ${until ? '' : 'is-now'}`}>
                  {until ? t('sports.centre.tvIn', { time: until }) : t('sports.centre.tvNow')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
