import '../../../styles/sports.css';
import '../sports-texts';
import { sportById } from '@kasa/contract/sports';
import { sportsRoom } from '@kasa/contract/sports-api';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { currentLocale } from '../../../lib/i18n';
import { useSportsEvents, type LiveEvent } from '../api/sports-api';
import { useNow } from '../hooks/use-now';
import { useSportsRooms } from '../hooks/use-sports-live';
import { clockText, periodText } from '../utils/sports-format';
import { Crest } from './crest';
import { Tracker } from './scoreboard';
import { SportIcon } from './sport-icon';
import { NEXT_TV_DRAWS_SOURCE, TvDraws, type NextTvDraw, type NextTvDrawsSource } from './tv-draws';

// The live centre (docs/decisions/0240): what the left menu's Live TV opens (site option `liveTv` = '/canli-tv').
// Every event in play as a card with its animated tracker, score, clock and last event, kept current by the hub's
// `sports:live` room (score messages patch the list in place); below, the TV games' next draws.

const LIVE_REQUEST = { live: true, book: 'betco' as const, skip: 0, take: 100 };

function useNextTvDraws(source: NextTvDrawsSource): NextTvDraw[] {
  const query = useQuery({
    queryKey: ['tv', 'next-draws'],
    queryFn: ({ signal }) => source!(signal),
    enabled: source !== null,
    refetchInterval: 30_000,
  });
  return query.data ?? [];
}

function LiveCard({ event }: { event: LiveEvent }) {
  const { t } = useTranslation();
  const now = useNow(event.clock?.running === true && event.sportId === 1);
  const clock = clockText(event, now);
  const period = periodText(event.period, t);
  const last = event.last ?? null;
  const lastText = last ? t(`sports.incident.${last.kind}`, { value: '', defaultValue: last.kind }) : null;
  const side = last?.team === '1' ? event.home : last?.team === '2' ? event.away : null;
  const person = event.sportId === 5;
  return (
    <article className="lc-card" data-testid="live-card" aria-label={`${event.home} - ${event.away}`}>
      <header className="lc-card__head">
        <SportIcon sportId={event.sportId} size={16} />
        <span className="lc-card__league">
          {event.category} · {event.league}
        </span>
        <span className="lc-card__clock">
          <span className="sb-live-dot" aria-hidden="true" />
          {[period, clock].filter(Boolean).join(' · ') || t('sports.live')}
        </span>
      </header>
      <Tracker sportId={event.sportId} last={last?.team ?? null} label={lastText} />
      <div className="lc-card__teams">
        <span className="lc-card__team">
          <Crest name={event.home} size={24} person={person} />
          <span className="lc-card__name">{event.home}</span>
        </span>
        <span className="lc-card__score" data-testid="live-score">
          {event.score ? `${event.score[0]} : ${event.score[1]}` : '– : –'}
        </span>
        <span className="lc-card__team lc-card__team--away">
          <span className="lc-card__name">{event.away}</span>
          <Crest name={event.away} size={24} person={person} />
        </span>
      </div>
      <footer className="lc-card__foot">
        <span className="lc-card__last" data-testid="live-last">
          <span className="lc-card__last-label">{t('sports.centre.last')}:</span>{' '}
          {lastText ? `${lastText}${side ? ` · ${side}` : ''}` : t('sports.centre.waiting')}
        </span>
        <Link className="lc-card__link" to={`/spor/event/${encodeURIComponent(event.id)}`}>
          {t('sports.centre.markets')}
          {event.marketCount > 0 ? ` (${event.marketCount})` : ''}
        </Link>
      </footer>
    </article>
  );
}

export function LiveCentrePage({
  tvDrawsSource = NEXT_TV_DRAWS_SOURCE,
}: {
  tvDrawsSource?: NextTvDrawsSource;
}) {
  const { t } = useTranslation();
  const events = useSportsEvents(LIVE_REQUEST);
  useSportsRooms([sportsRoom.live]);
  const draws = useNextTvDraws(tvDrawsSource);
  const [sportId, setSportId] = useState<number | null>(null);
  const live = useMemo(
    () => (events.data?.events ?? []).filter((e) => e.live && e.status !== 'ended'),
    [events.data],
  );
  const sports = useMemo(() => {
    const counts = new Map<number, number>();
    for (const e of live) counts.set(e.sportId, (counts.get(e.sportId) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => a[0] - b[0]);
  }, [live]);
  const shown = sportId === null ? live : live.filter((e) => e.sportId === sportId);
  const locale = currentLocale();
  return (
    <div className="lc" data-testid="live-centre">
      <header className="lc__head">
        <h1 className="lc__title">
          <span className="sb-live-dot" aria-hidden="true" />
          {t('sports.centre.title')}
        </h1>
        <p className="lc__intro">{t('sports.centre.intro')}</p>
      </header>

      {sports.length > 1 ? (
        <div className="sb-leagues lc__sports">
          <button
            type="button"
            className={`sb-chip ${sportId === null ? 'is-active' : ''}`}
            aria-pressed={sportId === null}
            onClick={() => setSportId(null)}
          >
            {t('sports.all')}
            <span className="sb-chip__count">{live.length}</span>
          </button>
          {sports.map(([id, count]) => (
            <button
              key={id}
              type="button"
              className={`sb-chip ${sportId === id ? 'is-active' : ''}`}
              aria-pressed={sportId === id}
              onClick={() => setSportId(id)}
            >
              <SportIcon sportId={id} size={14} />
              {sportById(id)?.name[locale] ?? id}
              <span className="sb-chip__count">{count}</span>
            </button>
          ))}
        </div>
      ) : null}

      {events.isPending ? (
        <div className="sb-loading">
          <Spinner size={26} /> {t('sports.loading')}
        </div>
      ) : events.isError ? (
        <div className="card sb-error">
          <p>{t('sports.loadError')}</p>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => void events.refetch()}>
            <span className="btn__label">{t('sports.retry')}</span>
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card">
          <EmptyState
            icon={<LiveIcon size={30} />}
            title={t('sports.centre.empty')}
            text={t('sports.centre.emptyText')}
          />
        </div>
      ) : (
        <>
          <p className="lc__count">{t('sports.centre.count', { count: shown.length })}</p>
          <div className="lc__grid">
            {shown.map((event) => (
              <LiveCard key={event.id} event={event} />
            ))}
          </div>
        </>
      )}

      <TvDraws draws={draws} />
    </div>
  );
}
