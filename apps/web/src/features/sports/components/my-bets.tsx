import '../sports-texts';
import { formatOdds, type SportsBook } from '@kasa/contract/sports';
import { expandSystem, parseSystem } from '@kasa/contract/sports-bets';
import type { MyBetsRequest, MyBetsStatus, SportsBet, SportsBetLeg } from '@kasa/contract/sports-bets-api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/history-table';
import { CheckIcon, ClockIcon, CloseIcon, ReceiptIcon, ReloadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { openDialog } from '../../../lib/dialogs';
import { formatDateTime, formatLira } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAuth } from '../../../lib/session';
import { useMyBets, type LiveBetEvent } from '../api/sports-api';
import { useNow } from '../hooks/use-now';
import { clockText, periodText } from '../utils/sports-format';
import { useBetQuotesLive } from '../hooks/use-bet-quotes-live';
import { CashoutBox } from './cashout-box';

export type MyBetsTab = MyBetsStatus | 'all';
export const MY_BETS_TABS: readonly MyBetsTab[] = ['open', 'cashout', 'settled', 'all'];
export type MyBetsRange = 'any' | 'today' | 'week' | 'month';
export const MY_BETS_PAGE_SIZE = 10;
const NO_BETS: SportsBet[] = [];

/** The instants of a range of local days ending today: [start of the first day, start of tomorrow). */
export function rangeBounds(range: MyBetsRange, now = new Date()): { from?: string; to?: string } {
  if (range === 'any') return {};
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = range === 'today' ? 0 : range === 'week' ? 6 : 29;
  const from = new Date(start);
  from.setDate(from.getDate() - days);
  const to = new Date(start);
  to.setDate(to.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

function legState(leg: SportsBetLeg): 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'open' {
  return leg.result ?? 'open';
}

function LegIcon({ state }: { state: ReturnType<typeof legState> }) {
  if (state === 'won' || state === 'half_won') return <CheckIcon size={12} />;
  if (state === 'lost' || state === 'half_lost') return <CloseIcon size={12} />;
  if (state === 'void') return <ReloadIcon size={11} />;
  return <ClockIcon size={12} />;
}

/** A live match's score, clock or period on a leg (football's clock runs on in the browser). */
function LegLive({ event }: { event: LiveBetEvent }) {
  const { t } = useTranslation();
  const now = useNow(event.sportId === 1 && event.clock?.running === true);
  const clock = clockText(event, now);
  const period = periodText(event.period, t);
  return (
    <span className="mb-leg__live" data-testid="mybets-leg-live">
      <span className="sb-live-dot" aria-hidden="true" />
      {event.score ? (
        <strong className="mb-leg__score">
          {event.score[0]} - {event.score[1]}
        </strong>
      ) : null}
      <span>{clock ?? period ?? t('sports.live')}</span>
    </span>
  );
}

function Leg({ leg, letter, event }: { leg: SportsBetLeg; letter?: string; event?: LiveBetEvent }) {
  const { t } = useTranslation();
  const state = legState(leg);
  const book: SportsBook = leg.selectionId.startsWith('fcg:') ? 'fcg' : 'betco';
  const to = `/spor/event/${encodeURIComponent(leg.eventId)}${book === 'fcg' ? '?book=fcg' : ''}`;
  return (
    <li className={`mb-leg mb-leg--${state}`} data-testid="mybets-leg" data-result={state}>
      <span className="mb-leg__icon" role="img" aria-label={t(`sports.mybets.leg.${state}`)}>
        <LegIcon state={state} />
      </span>
      <div className="mb-leg__main">
        <span className="mb-leg__pick">
          {letter ? <span className="mb-leg__letter">{letter}</span> : null}
          {leg.live ? <span className="slip-sel__live">{t('sports.mybets.leg.live')}</span> : null}
          {book === 'fcg' ? <span className="sb-badge sb-badge--gold sb-badge--xs">HR</span> : null}
          <span className="mb-leg__sel">{leg.selectionName}</span>
        </span>
        <span className="mb-leg__market">{leg.marketName}</span>
        <Link to={to} className="mb-leg__event">
          {leg.home} – {leg.away}
          {state === 'open' && event?.live ? (
            <LegLive event={event} />
          ) : (
            <span className="mb-leg__kick">{formatDateTime(leg.startTime)}</span>
          )}
        </Link>
      </div>
      <span className="mb-leg__odds">{formatOdds(leg.odds, currentLocale())}</span>
    </li>
  );
}

/** A system bet's lines: which selections each one combines and how it stands. */
function SystemLines({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const spec = parseSystem(bet.system ?? '');
  if (!spec) return null;
  const lines = expandSystem(spec);
  const letter = (i: number) => String.fromCharCode(65 + i);
  return (
    <details className="mb-lines" data-testid="mybets-lines">
      <summary>
        {t('sports.mybets.linesTitle')} · {t('sports.mybets.lines', { count: lines.length })}
      </summary>
      <ol className="mb-lines__list">
        {lines.map((legs, i) => {
          const results = legs.map((j) => bet.legs[j]?.result ?? null);
          const state = results.some((r) => r === 'lost')
            ? 'lost'
            : results.every((r) => r !== null)
              ? 'won'
              : 'open';
          const odds = legs.reduce((p, j) => p * (bet.legs[j]?.odds ?? 1), 1);
          return (
            <li key={i} className={`mb-lines__line mb-lines__line--${state}`}>
              <span className="mb-lines__legs">{legs.map(letter).join(' + ')}</span>
              <span className="mb-lines__odds">
                {formatOdds(Math.round(odds * 100) / 100, currentLocale())}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function typeLabel(bet: SportsBet, t: (key: string, options?: Record<string, unknown>) => string) {
  if (bet.type === 'single') return t('sports.mybets.single');
  if (bet.type === 'combo') return t('sports.mybets.combo', { count: bet.legs.length });
  return t('sports.mybets.system', { code: bet.system ?? '' });
}

/** One bet as the player sees it: its legs with their results, stake, payout, status and the cash-out. */
export function BetCard({ bet, events }: { bet: SportsBet; events?: ReadonlyMap<string, LiveBetEvent> }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const settled = bet.status !== 'open' && bet.status !== 'pending';
  const isSystem = bet.type === 'system';
  return (
    <article className={`mb mb--${bet.status}`} data-testid="mybets-bet" data-bet={bet.id}>
      <header className="mb__head">
        <span className="mb__type">
          {typeLabel(bet, t)}
          {isSystem ? (
            <span className="mb__sub">{t('sports.mybets.lines', { count: bet.lines })}</span>
          ) : null}
        </span>
        <span className={`mb__status mb__status--${bet.status}`} data-testid="mybets-status">
          {bet.status === 'pending' ? <Spinner size={11} /> : null}
          {t(`sports.mybets.status.${bet.status}`)}
        </span>
      </header>

      <ul className="mb__legs">
        {bet.legs.map((leg, i) => (
          <Leg
            key={leg.selectionId + i}
            leg={leg}
            letter={isSystem ? String.fromCharCode(65 + i) : undefined}
            event={events?.get(leg.eventId)}
          />
        ))}
      </ul>

      {isSystem ? <SystemLines bet={bet} /> : null}
      {bet.status === 'pending' ? <p className="mb__note">{t('sports.mybets.pendingText')}</p> : null}
      {bet.refusal ? <p className="mb__note mb__note--bad">{bet.refusal.message}</p> : null}

      <dl className="mb__figures">
        <div>
          <dt>{t('sports.mybets.stake')}</dt>
          <dd>
            {formatLira(bet.stake)}
            {isSystem ? (
              <small>{t('sports.mybets.perLine', { amount: formatLira(bet.stakePerLine) })}</small>
            ) : null}
          </dd>
        </div>
        {bet.totalOdds !== null ? (
          <div>
            <dt>{t('sports.mybets.totalOdds')}</dt>
            <dd>{formatOdds(bet.totalOdds, locale)}</dd>
          </div>
        ) : null}
        {bet.cashedOut !== null ? (
          <div>
            <dt>{t('sports.mybets.cashedOut')}</dt>
            <dd className="mb__money" data-testid="mybets-cashedout">
              {formatLira(bet.cashedOut)}
            </dd>
          </div>
        ) : null}
        {bet.status === 'open' && bet.openStake < bet.stake ? (
          <div>
            <dt>{t('sports.mybets.openStake')}</dt>
            <dd>{formatLira(bet.openStake)}</dd>
          </div>
        ) : null}
        {bet.boostPercent > 0 && !settled ? (
          <div className="mb__boost">
            <dt>{t('sports.mybets.boost', { percent: bet.boostPercent })}</dt>
            <dd>✓</dd>
          </div>
        ) : null}
        {settled && bet.status !== 'cashed_out' && bet.status !== 'refused' ? (
          <div className="mb__pay">
            <dt>{bet.status === 'void' ? t('sports.mybets.returned') : t('sports.mybets.payout')}</dt>
            <dd className={bet.payout ? 'mb__money' : ''} data-testid="mybets-payout">
              {formatLira(bet.payout ?? 0)}
            </dd>
          </div>
        ) : !settled ? (
          <div className="mb__pay">
            <dt>{isSystem ? t('sports.mybets.maxPotential') : t('sports.mybets.potential')}</dt>
            <dd data-testid="mybets-potential">{formatLira(bet.potentialPayout)}</dd>
          </div>
        ) : null}
      </dl>

      <CashoutBox bet={bet} />

      <footer className="mb__foot">
        <span data-testid="mybets-id">{t('sports.mybets.betId', { id: bet.id })}</span>
        <span>{t('sports.mybets.placedAt', { time: formatDateTime(bet.createdAt) })}</span>
      </footer>
    </article>
  );
}

/**
 * My Bets (issue 10 §2–3): tabs Open · Cash Out · Settled · All, a date range, pages. `compact` is the bet slip's
 * tab (fewer filters); the page and the dashboard's history show all of them.
 */
export function MyBets({
  compact = false,
  initialTab = 'open',
}: {
  compact?: boolean;
  initialTab?: MyBetsTab;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const [tab, setTab] = useState<MyBetsTab>(initialTab);
  const [range, setRange] = useState<MyBetsRange>('any');
  const [page, setPage] = useState(0);
  const take = compact ? 5 : MY_BETS_PAGE_SIZE;
  const request: MyBetsRequest = {
    ...(tab === 'all' ? {} : { status: tab }),
    ...rangeBounds(range),
    skip: page * take,
    take,
  };
  const bets = useMyBets(request, isLoggedIn);
  const events = useMemo(() => new Map((bets.data?.events ?? []).map((e) => [e.id, e])), [bets.data]);
  useBetQuotesLive(bets.data?.bets ?? NO_BETS);
  const pages = Math.max(1, Math.ceil((bets.data?.total ?? 0) / take));

  if (!isLoggedIn)
    return (
      <div className="mb-empty">
        <EmptyState
          icon={<ReceiptIcon size={30} />}
          title={t('sports.mybets.loginTitle')}
          text={t('sports.mybets.loginText')}
          action={
            <Button size="sm" onClick={() => openDialog('login')}>
              {t('sports.mybets.login')}
            </Button>
          }
        />
      </div>
    );

  const choose = (next: MyBetsTab) => {
    setTab(next);
    setPage(0);
  };

  return (
    <div className={`mybets ${compact ? 'mybets--compact' : ''}`} data-testid="my-bets">
      <div className="mybets__tabs" role="tablist" aria-label={t('sports.mybets.title')}>
        {MY_BETS_TABS.filter((x) => !compact || x !== 'all').map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            className={`mybets__tab ${tab === x ? 'is-active' : ''}`}
            onClick={() => choose(x)}
          >
            {t(`sports.mybets.${x}`)}
            {tab === x && bets.data && !bets.isPlaceholderData ? (
              <span className="mybets__count">{bets.data.total}</span>
            ) : null}
          </button>
        ))}
      </div>

      {!compact ? (
        <div className="mybets__range" role="radiogroup" aria-label={t('sports.mybets.from')}>
          {(['any', 'today', 'week', 'month'] as const).map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={range === r}
              className={`sb-chip ${range === r ? 'is-active' : ''}`}
              onClick={() => {
                setRange(r);
                setPage(0);
              }}
            >
              {t(`sports.mybets.${r === 'any' ? 'anyTime' : r}`)}
            </button>
          ))}
        </div>
      ) : null}

      {bets.isError ? (
        <div className="mb-empty">
          <p>{t('sports.mybets.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void bets.refetch()}>
            {t('sports.retry')}
          </Button>
        </div>
      ) : bets.isPending ? (
        <div className="sb-loading">
          <Spinner size={22} />
        </div>
      ) : bets.data.bets.length === 0 ? (
        <div className="mb-empty">
          <EmptyState
            icon={<ReceiptIcon size={30} />}
            title={tab === 'open' ? t('sports.mybets.emptyOpen') : t('sports.mybets.empty')}
            text={t('sports.mybets.emptyText')}
          />
        </div>
      ) : (
        <div className="mybets__list" data-testid="mybets-list">
          {bets.data.bets.map((bet) => (
            <BetCard key={bet.id} bet={bet} events={events} />
          ))}
        </div>
      )}

      {pages > 1 ? (
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          previousLabel="‹"
          nextLabel="›"
          pageLabel={`${page + 1} / ${pages}`}
        />
      ) : null}
    </div>
  );
}
