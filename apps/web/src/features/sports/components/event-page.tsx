import '../../../styles/sports.css';
import '../sports-texts';
import {
  MARKET_TYPES,
  SPORT_MARKETS,
  formatLine,
  marketName,
  sportById,
  type MarketKey,
  type SportsBook,
} from '@kasa/contract/sports';
import { sportsRoom, type SportsMarket } from '@kasa/contract/sports-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArrowLeftIcon, BallIcon, ChevronDownIcon, SearchIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { useLiveState, useSportsEvent, type LiveEvent } from '../api/sports-api';
import { useSportsRooms } from '../hooks/use-sports-live';
import { OddsButton } from './odds-button';
import { Scoreboard } from './scoreboard';
import { SportsShell } from './sports-shell';

interface MarketGroup {
  key: MarketKey;
  title: string;
  /** One market, or several lines of one market type. */
  markets: SportsMarket[];
}

const LINED: ReadonlySet<MarketKey> = new Set([
  'ou',
  'ah',
  'eh',
  'total',
  'spread',
  'total_games',
  'total_sets',
]);

/** Every market of the event grouped by type in the sport's order; lines of one type together, lowest first. */
export function groupMarkets(event: LiveEvent): MarketGroup[] {
  const sport = sportById(event.sportId)?.key ?? 'football';
  const order = SPORT_MARKETS[sport].markets;
  const rank = (key: MarketKey) => {
    const i = order.indexOf(key);
    return i < 0 ? 99 : i;
  };
  const byKey = new Map<string, MarketGroup>();
  for (const market of event.markets) {
    if (market.status === 'settled' || market.status === 'cancelled') continue;
    const groupKey = LINED.has(market.key) ? market.key : market.id;
    let group = byKey.get(groupKey);
    if (!group) {
      const title = LINED.has(market.key)
        ? marketName(market.key, undefined, currentLocale(), sport).replace(/\s+/g, ' ')
        : market.name;
      group = { key: market.key, title, markets: [] };
      byKey.set(groupKey, group);
    }
    group.markets.push(market);
  }
  const groups = [...byKey.values()];
  for (const g of groups) g.markets.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return groups.sort((a, b) => rank(a.key) - rank(b.key));
}

function MarketCard({ group, event, book }: { group: MarketGroup; event: LiveEvent; book: SportsBook }) {
  const [open, setOpen] = useState(true);
  const lined = LINED.has(group.key);
  const cols = MARKET_TYPES[group.key].key === 'cs' ? 3 : (group.markets[0]?.selections.length ?? 2);
  return (
    <section className={`mk ${open ? 'is-open' : ''}`} data-testid="market-group">
      <button type="button" className="mk__head" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="mk__title">{group.title}</span>
        {group.markets.every((m) => m.status !== 'active') ? <span className="mk__lock">🔒</span> : null}
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div className="mk__body">
          {group.markets.map((market) => (
            <div key={market.id} className={`mk__row ${lined ? 'mk__row--lined' : ''}`}>
              {lined && market.line !== undefined ? (
                <span className="mk__line">
                  {formatLine(market.line, currentLocale(), group.key === 'ah' || group.key === 'spread')}
                </span>
              ) : null}
              <div className={`mk__grid mk__grid--${Math.min(cols, 3)}`}>
                {market.selections.map((selection) => (
                  <OddsButton
                    key={selection.id}
                    event={event}
                    market={market}
                    selection={selection}
                    book={book}
                    label={lined ? undefined : selection.name}
                    showLabel
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** `/spor/event/:id?book=fcg|betco`: the scoreboard (live: tracker, stats, timeline) and every market, searchable. */
export function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const book: SportsBook = params.get('book') === 'fcg' ? 'fcg' : 'betco';
  const event = useSportsEvent(id, book);
  const live = event.data?.live ?? false;
  const state = useLiveState(id, live);
  const [search, setSearch] = useState('');
  useSportsRooms([sportsRoom.event(id)]);
  const groups = useMemo(() => (event.data ? groupMarkets(event.data) : []), [event.data]);
  const query = search.trim().toLocaleLowerCase(currentLocale());
  const shown = query
    ? groups.filter(
        (g) =>
          g.title.toLocaleLowerCase(currentLocale()).includes(query) ||
          g.markets.some((m) =>
            m.selections.some((s) => s.name.toLocaleLowerCase(currentLocale()).includes(query)),
          ),
      )
    : groups;
  const back = `${live ? '/livespor' : '/spor'}${book === 'fcg' ? '/fcg' : ''}`;

  if (event.isPending)
    return (
      <SportsShell>
        <div className="sb-loading">
          <Spinner size={26} /> {t('sports.loading')}
        </div>
      </SportsShell>
    );
  if (event.isError || !event.data)
    return (
      <SportsShell>
        <div className="card">
          <EmptyState
            icon={<BallIcon size={30} />}
            title={t('sports.event.notFound')}
            text={
              event.error instanceof ApiError && event.error.status !== 404
                ? event.error.message
                : t('sports.event.notFoundText')
            }
            action={
              <Link className="btn btn--secondary btn--md" to="/spor">
                <span className="btn__label">{t('nav.sports')}</span>
              </Link>
            }
          />
        </div>
      </SportsShell>
    );

  const data = event.data;
  return (
    <SportsShell>
      <div className="evp" data-testid="event-page">
        <div className="evp__bar">
          <Link to={back} className="evp__back">
            <ArrowLeftIcon size={16} /> {t('sports.event.back')}
          </Link>
          <span className="evp__league">
            {data.category} · {data.league}
          </span>
          {book === 'fcg' ? <span className="sb-badge sb-badge--gold">{t('nav.highRate')}</span> : null}
        </div>
        <Scoreboard event={data} state={state.data ?? null} />
        <div className="evp__search">
          <SearchIcon size={16} />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('sports.event.search')}
            aria-label={t('sports.event.search')}
          />
        </div>
        {shown.length === 0 ? (
          <p className="evp__none">{t('sports.event.noMarkets')}</p>
        ) : (
          <div className="evp__markets">
            {shown.map((group) => (
              <MarketCard
                key={`${group.key}:${group.markets[0]!.id}`}
                group={group}
                event={data}
                book={book}
              />
            ))}
          </div>
        )}
      </div>
    </SportsShell>
  );
}
