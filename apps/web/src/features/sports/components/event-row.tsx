import { formatLine, type MarketKey, type SportsBook } from '@kasa/contract/sports';
import type { SportsMarket } from '@kasa/contract/sports-api';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { currentLocale } from '../../../lib/i18n';
import type { LiveEvent } from '../api/sports-api';
import { useNow } from '../hooks/use-now';
import { clockText, kickOffText, periodText } from '../utils/sports-format';
import { Crest } from './crest';
import { OddsButton, outcomeLabel } from './odds-button';

const TENNIS = 5;

/** The markets a row shows inline per sport, in column order (the first is the phone's only column). */
export const INLINE_MARKETS: Readonly<Record<number, readonly MarketKey[]>> = {
  1: ['1x2', 'ou'],
  4: ['1x2', 'ou'],
  2: ['ml', 'total'],
  5: ['match_winner'],
  23: ['ml'],
};

/** The column's market of an event: the main one of that key (for totals the 2.5 line when there is one). */
export function inlineMarket(event: LiveEvent, key: MarketKey): SportsMarket | undefined {
  const candidates = event.markets.filter((m) => m.key === key);
  return candidates.find((m) => m.id === 'ou:2.5') ?? candidates.find((m) => m.main) ?? candidates[0];
}

/** Outcome columns of a market key (for the league header and the empty cells). */
export function columnLabels(key: MarketKey): string[] {
  const probe = { key } as Pick<SportsMarket, 'key'>;
  switch (key) {
    case '1x2':
      return ['1', 'X', '2'].map((o) => outcomeLabel(probe, o.toLowerCase()));
    case 'ou':
    case 'total':
      return [outcomeLabel(probe, 'over'), outcomeLabel(probe, 'under')];
    default:
      return ['1', '2'];
  }
}

function MarketCell({ event, keyName, book }: { event: LiveEvent; keyName: MarketKey; book: SportsBook }) {
  const market = inlineMarket(event, keyName);
  const width = columnLabels(keyName).length;
  if (!market) {
    return (
      <div className={`ev__market ev__market--${width}`}>
        {Array.from({ length: width }, (_, i) => (
          <span key={i} className="odds odds--empty" aria-hidden="true">
            –
          </span>
        ))}
      </div>
    );
  }
  // Totals read over first, as books print them.
  const selections =
    market.key === 'ou' || market.key === 'total'
      ? [...market.selections].sort((a, b) => Number(b.outcome === 'over') - Number(a.outcome === 'over'))
      : market.selections;
  return (
    <div className={`ev__market ev__market--${width}`}>
      {market.line !== undefined ? (
        <span className="ev__line">{formatLine(market.line, currentLocale())}</span>
      ) : null}
      {selections.map((selection) => (
        <OddsButton key={selection.id} event={event} market={market} selection={selection} book={book} />
      ))}
    </div>
  );
}

/** Time (or live clock and period) and the two sides with crests and scores. */
export function EventTeams({
  event,
  compact = false,
  extra,
}: {
  event: LiveEvent;
  compact?: boolean;
  /** Shown at the end of the time line (the row's "+N" on phones). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const now = useNow(event.live && event.sportId === 1 && event.clock?.running === true);
  const person = event.sportId === TENNIS;
  const clock = event.live ? clockText(event, now) : null;
  const period = event.live ? periodText(event.period, t) : null;
  const kick = kickOffText(event.startTime, t);
  return (
    <>
      <div className={`ev__time ${event.live ? 'ev__time--live' : ''}`}>
        {event.live ? (
          <>
            <span className="ev__clock">{clock ?? period ?? t('sports.live')}</span>
            {clock && period && !compact ? <span className="ev__period">{period}</span> : null}
          </>
        ) : (
          <>
            <span className="ev__day">{kick.day}</span>
            <span className="ev__hour">{kick.time}</span>
          </>
        )}
        {extra}
      </div>
      <div className="ev__teams">
        {[event.home, event.away].map((name, i) => (
          <div className="ev__team" key={i}>
            <Crest name={name} person={person} />
            <span className="ev__name">{name}</span>
            {event.live && event.score ? <span className="ev__score">{event.score[i]}</span> : null}
          </div>
        ))}
      </div>
    </>
  );
}

/** One event of a list: teams, the inline markets and the link to every market. */
export const EventRow = memo(function EventRow({
  event,
  book,
  columns,
}: {
  event: LiveEvent;
  book: SportsBook;
  columns: readonly MarketKey[];
}) {
  const { t } = useTranslation();
  const to = `/spor/event/${encodeURIComponent(event.id)}${book === 'fcg' ? '?book=fcg' : ''}`;
  return (
    <div className={`ev ${event.live ? 'ev--live' : ''}`} data-testid="event-row" data-event={event.id}>
      <Link to={to} className="ev__info">
        <EventTeams
          event={event}
          extra={
            event.marketCount > 0 ? (
              <span className="ev__plus-m" aria-hidden="true">
                +{event.marketCount}
              </span>
            ) : null
          }
        />
      </Link>
      <div className="ev__markets">
        {columns.map((key, i) => (
          <div key={key} className={i > 0 ? 'ev__col ev__col--extra' : 'ev__col'}>
            <MarketCell event={event} keyName={key} book={book} />
          </div>
        ))}
      </div>
      <Link
        to={to}
        className="ev__more"
        title={t('sports.marketsCount', { count: event.marketCount })}
        aria-label={t('sports.marketsCount', { count: event.marketCount })}
        data-testid="event-more"
      >
        {event.marketCount > 0 ? (
          <span className="ev__plus">+{event.marketCount}</span>
        ) : (
          <span className="ev__more-text">{t('sports.allMarkets')}</span>
        )}
        <ChevronRightIcon size={14} />
      </Link>
    </div>
  );
});
