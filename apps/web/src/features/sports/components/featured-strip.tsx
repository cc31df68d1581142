import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSportsEvents } from '../api/sports-api';
import { EventTeams, INLINE_MARKETS, inlineMarket } from './event-row';
import { OddsButton } from './odds-button';

/**
 * The landing pages' strip of High Rate (fcg) prices: the top events of the sport at the lower margin, as cards. The
 * full book's list follows below; both books' slips mix freely.
 */
export function FeaturedStrip({ sportId, live }: { sportId: number; live: boolean }) {
  const { t } = useTranslation();
  const events = useSportsEvents({ sportId, book: 'fcg', skip: 0, take: 8, ...(live ? { live: true } : {}) });
  const list = events.data?.events ?? [];
  if (list.length === 0) return null;
  const key = (INLINE_MARKETS[sportId] ?? ['1x2'])[0]!;
  return (
    <section className="feat" aria-label={t('sports.featured')}>
      <header className="feat__head">
        <span className="sb-badge sb-badge--gold">{t('nav.highRate')}</span>
        <span className="feat__title">{t('sports.featured')}</span>
        <Link to={live ? '/livespor/fcg' : '/spor/fcg'} className="feat__all">
          {t('sports.all')} ›
        </Link>
      </header>
      <div className="feat__track">
        {list.map((event) => {
          const market = inlineMarket(event, key);
          return (
            <article key={event.id} className="feat__card" data-testid="featured-card">
              <Link to={`/spor/event/${encodeURIComponent(event.id)}?book=fcg`} className="feat__link">
                <span className="feat__league">{event.league}</span>
                <div className="feat__body">
                  <EventTeams event={event} compact />
                </div>
              </Link>
              {market ? (
                <div className={`feat__odds feat__odds--${market.selections.length}`}>
                  {market.selections.map((selection) => (
                    <OddsButton
                      key={selection.id}
                      event={event}
                      market={market}
                      selection={selection}
                      book="fcg"
                      showLabel
                    />
                  ))}
                </div>
              ) : null}
            </article>
          );
        })}
      </div>
    </section>
  );
}
