import { useCan, useList, useOne } from '@refinedev/core';
import { type MarketStatus, SPORTS, sportById } from '@kasa/contract/sports';
import {
  OpsSportsPath,
  type OpsSportsBet,
  type OpsSportsEvent,
  type OpsSportsEventDetail,
  type OpsSportsMarket,
} from '@kasa/contract/sports-bets-api';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ActionDialog, Badge, DataTable, Page, Pager, Stat, type Column } from '../components/ui';
import { errorText, fill } from '../lib/api';
import { count, dateTime, money } from '../lib/format';
import { useT, type Language, type TextKey } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { notificationProvider } from '../providers/notification-provider';

// The Sportsbook screen (issue 13 §2, docs/decisions/0540): live and upcoming events by worst-case liability, one
// event's markets with both books' prices and the exposure per outcome, an operator's hold (the feed cannot lift it),
// lifting it, a void with a reason (its bets are refunded through the feed's settlement path), and the open bets.
// Buttons that change a market show only to operators allowed `update Sportsbook`; the server checks anyway.

const PAGE_SIZE = 25;
/** Trading figures move with every bet and price: the screens refresh on their own. */
const REFRESH_MS = 10_000;

type Tone = 'ok' | 'warn' | 'bad' | 'info' | 'muted';

export const MARKET_TONE: Record<MarketStatus, Tone> = {
  active: 'ok',
  suspended: 'warn',
  settled: 'muted',
  cancelled: 'bad',
};

/** Which actions a market offers an operator who may (or may not) change markets. */
export function marketActions(
  market: Pick<OpsSportsMarket, 'status' | 'hold'>,
  canEdit: boolean,
): ('suspend' | 'unsuspend' | 'void')[] {
  if (!canEdit) return [];
  const open = market.status === 'active' || market.status === 'suspended';
  if (!open) return [];
  return [market.hold ? 'unsuspend' : 'suspend', 'void'];
}

/** "67'" for a running football clock, the period otherwise; null before kick-off. */
export function clockText(event: Pick<OpsSportsEvent, 'live' | 'clock' | 'period'>): string | null {
  if (!event.live) return null;
  if (event.clock && event.clock.running) return `${Math.floor(event.clock.seconds / 60) + 1}'`;
  return event.period?.replaceAll('_', ' ') ?? null;
}

/** Red when the house would lose on its worst outcome, green when it wins whatever happens. */
export function liabilityTone(liability: number): 'bad' | 'ok' | undefined {
  return liability > 0 ? 'bad' : liability < 0 ? 'ok' : undefined;
}

const sportName = (id: number, language: Language) => sportById(id)?.name[language] ?? String(id);

function EventState({ event }: { event: OpsSportsEvent }) {
  const { t } = useT();
  if (!event.live)
    return (
      <span className="muted">
        {event.status === 'not_started' ? t('sportsbook.notStarted') : event.status}
      </span>
    );
  const clock = clockText(event);
  return (
    <span className="badges">
      <Badge tone="bad">{t('sportsbook.live')}</Badge>
      {event.score ? <strong>{`${event.score[0]} – ${event.score[1]}`}</strong> : null}
      {clock ? <span className="muted">{clock}</span> : null}
    </span>
  );
}

function Liability({ value }: { value: number }) {
  const tone = liabilityTone(value);
  return <span className={tone ? `liability ${tone}` : 'liability'}>{money(value)}</span>;
}

export function SportsbookPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bets' ? 'bets' : 'events';
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('nav.sportsbook')}>
      <div className="tabs" role="tablist" aria-label={t('nav.sportsbook')}>
        {(['events', 'bets'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="sportsbook-panel"
            data-testid={`sportsbook-tab-${key}`}
            onClick={() => set({ tab: key === 'events' ? null : key, page: null })}
          >
            {t(key === 'events' ? 'sportsbook.events' : 'sportsbook.openBets')}
          </button>
        ))}
      </div>
      <div id="sportsbook-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {tab === 'events' ? <Events params={params} set={set} /> : <OpenBets params={params} set={set} />}
      </div>
    </Page>
  );
}

function Events(props: { params: URLSearchParams; set: (changes: Record<string, string | null>) => void }) {
  const { t, language } = useT();
  const state = props.params.get('state') ?? '';
  const sportId = props.params.get('sport') ?? '';
  const sort = props.params.get('sort') === 'start' ? 'start' : 'liability';
  const page = Math.max(1, Number(props.params.get('page') ?? '1') || 1);
  const { result, query } = useList<OpsSportsEvent>({
    resource: 'sportsbook',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters: [
      { field: 'state', operator: 'eq', value: state },
      { field: 'sportId', operator: 'eq', value: sportId },
      { field: 'sort', operator: 'eq', value: sort },
    ],
    queryOptions: { refetchInterval: REFRESH_MS },
  });

  const columns: Column<OpsSportsEvent>[] = [
    {
      key: 'event',
      title: t('sportsbook.event'),
      render: (e) => (
        <span className="event-name">
          <Link to={`/sportsbook/${encodeURIComponent(e.id)}`}>
            {e.home} – {e.away}
          </Link>
          <span className="small-text muted">
            {sportName(e.sportId, language)} · {e.league}
          </span>
        </span>
      ),
    },
    { key: 'start', title: t('sportsbook.start'), render: (e) => dateTime(e.startTime) },
    {
      key: 'state',
      title: t('sportsbook.state'),
      render: (e) => (
        <span className="badges">
          <EventState event={e} />
          {e.held > 0 ? <Badge tone="warn">{t('sportsbook.held', { count: e.held })}</Badge> : null}
        </span>
      ),
    },
    { key: 'bets', title: t('sportsbook.bets'), align: 'right', render: (e) => count(e.openBets) },
    { key: 'stake', title: t('sportsbook.stake'), align: 'right', render: (e) => money(e.openStake) },
    {
      key: 'liability',
      title: t('sportsbook.liability'),
      align: 'right',
      render: (e) => <Liability value={e.liability} />,
    },
  ];

  return (
    <>
      <div className="search filters">
        <label>
          <span className="sr-only">{t('players.status')}</span>
          <select
            data-testid="sportsbook-state"
            value={state}
            onChange={(event) => props.set({ state: event.target.value, page: null })}
          >
            <option value="">{t('sportsbook.all')}</option>
            <option value="live">{t('sportsbook.live')}</option>
            <option value="upcoming">{t('sportsbook.upcoming')}</option>
          </select>
        </label>
        <label>
          <span className="sr-only">{t('sportsbook.allSports')}</span>
          <select value={sportId} onChange={(event) => props.set({ sport: event.target.value, page: null })}>
            <option value="">{t('sportsbook.allSports')}</option>
            {SPORTS.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name[language]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t('sportsbook.sortLiability')}</span>
          <select
            value={sort}
            onChange={(event) =>
              props.set({ sort: event.target.value === 'start' ? 'start' : null, page: null })
            }
          >
            <option value="liability">{t('sportsbook.sortLiability')}</option>
            <option value="start">{t('sportsbook.sortStart')}</option>
          </select>
        </label>
      </div>
      <p className="small-text muted">{t('sportsbook.liabilityHint')}</p>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(e) => e.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('sportsbook.events')}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={result.total ?? 0}
        onPage={(next) => props.set({ page: String(next) })}
      />
    </>
  );
}

function legText(leg: OpsSportsBet['legs'][number]) {
  return `${leg.home} – ${leg.away}: ${leg.marketName} — ${leg.selectionName} @ ${leg.odds.toFixed(2)}`;
}

function OpenBets(props: {
  eventId?: string;
  params: URLSearchParams;
  set: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useT();
  const run = useAction();
  const [limiting, setLimiting] = useState<OpsSportsBet | null>(null);
  const { data: canLimit } = useCan({ resource: 'sportsBets', action: 'stakeFactor' });
  const page = Math.max(1, Number(props.params.get('page') ?? '1') || 1);
  const { result, query } = useList<OpsSportsBet>({
    resource: 'sportsBets',
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters: [{ field: 'eventId', operator: 'eq', value: props.eventId ?? '' }],
    queryOptions: { refetchInterval: REFRESH_MS },
  });

  const columns: Column<OpsSportsBet>[] = [
    { key: 'id', title: 'ID', render: (b) => <code>{b.id}</code> },
    {
      key: 'player',
      title: t('sportsbook.player'),
      render: (b) => <Link to={`/players/${b.playerId}`}>{b.username || b.playerId}</Link>,
    },
    {
      key: 'type',
      title: t('sportsbook.type'),
      render: (b) => (
        <span>
          {t(`sportsbook.types.${b.type}` as TextKey)}
          {b.system ? ` ${b.system}` : ''}
          {b.live ? (
            <>
              {' '}
              <Badge tone="bad">{t('sportsbook.live')}</Badge>
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'legs',
      title: t('sportsbook.selections'),
      render: (b) => (
        <ul className="plain legs">
          {b.legs.map((leg) => (
            <li key={leg.selectionId} className={leg.result ? 'muted' : undefined}>
              {legText(leg)}
              {leg.result ? ` (${leg.result})` : ''}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'stake', title: t('sportsbook.stake'), align: 'right', render: (b) => money(b.openStake) },
    {
      key: 'potential',
      title: t('sportsbook.potential'),
      align: 'right',
      render: (b) => money(b.potentialPayout),
    },
    {
      key: 'status',
      title: t('players.status'),
      render: (b) => (
        <Badge tone={b.status === 'pending' ? 'warn' : 'info'}>
          {t(`sportsbook.betStatus.${b.status === 'pending' ? 'pending' : 'open'}`)}
        </Badge>
      ),
    },
    { key: 'placed', title: t('sportsbook.placed'), render: (b) => dateTime(b.createdAt) },
    ...(canLimit?.can
      ? [
          {
            key: 'actions',
            title: t('payments.actions'),
            render: (b: OpsSportsBet) => (
              <span className="row-actions">
                <button type="button" className="small" data-action="limit" onClick={() => setLimiting(b)}>
                  {t('sportsbook.setLimit')}
                </button>
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? result.data : undefined}
        rowKey={(b) => b.id}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('sportsbook.openBets')}
      />
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={result.total ?? 0}
        onPage={(next) => props.set({ page: String(next) })}
      />
      {limiting ? (
        <ActionDialog
          title={t('sportsbook.stakeFactorTitle', { player: limiting.username || limiting.playerId })}
          hint={t('sportsbook.stakeFactorHint')}
          confirmLabel={t('save')}
          fields={[
            { name: 'factor', label: t('sportsbook.stakeFactor'), required: true, placeholder: '0,5' },
          ]}
          onSubmit={async (values) => {
            const factor = parseFactor(values.factor ?? '');
            if (factor === null) throw new Error(t('sportsbook.stakeFactorInvalid'));
            await run(OpsSportsPath.stakeFactor, { playerId: limiting.playerId, factor }, ['sportsBets']);
          }}
          onClose={() => setLimiting(null)}
        />
      ) : null}
    </>
  );
}

/** "0,5" or "0.5" → 0.5; null unless 0 < factor ≤ 100 (the server's bounds). */
export function parseFactor(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 100 ? value : null;
}

export function SportsEventPage() {
  const { t, language } = useT();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const [voiding, setVoiding] = useState<OpsSportsMarket | null>(null);
  const run = useAction();
  const { data: canEdit } = useCan({ resource: 'sportsbook', action: 'edit' });
  const { result: event, query } = useOne<OpsSportsEventDetail>({
    resource: 'sportsbook',
    id,
    queryOptions: { refetchInterval: REFRESH_MS },
  });
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  const back = <Link to="/sportsbook">← {t('sportsbook.back')}</Link>;

  if (query.isError) {
    return (
      <Page title={t('nav.sportsbook')}>
        <p className="form-error" role="alert">
          {query.error.message}
        </p>
        {back}
      </Page>
    );
  }
  if (!event) {
    return (
      <Page title={t('nav.sportsbook')}>
        <p className="muted">{t('loading')}</p>
      </Page>
    );
  }

  const act = async (market: OpsSportsMarket, action: 'suspend' | 'unsuspend') => {
    try {
      await run(
        fill(action === 'suspend' ? OpsSportsPath.suspendMarket : OpsSportsPath.unsuspendMarket, {
          id: market.id,
        }),
        {},
        ['sportsbook', 'sportsBets'],
      );
      // Refine's invalidation of a `detail` needs its id: the event is fetched again here.
      await query.refetch();
    } catch (caught) {
      notificationProvider.open({
        type: 'error',
        message: errorText(caught),
      });
    }
  };

  return (
    <Page title={`${event.home} – ${event.away}`} actions={back}>
      <p className="event-meta">
        <span className="muted">
          {sportName(event.sportId, language)} · {event.league} · {dateTime(event.startTime)}
        </span>{' '}
        <EventState event={event} />
      </p>
      <div className="stats">
        <Stat label={t('sportsbook.bets')} value={count(event.openBets)} />
        <Stat label={t('sportsbook.stake')} value={money(event.openStake)} />
        <Stat
          label={t('sportsbook.liability')}
          value={money(event.liability)}
          tone={liabilityTone(event.liability)}
          testId="event-liability"
        />
      </div>
      <p className="small-text muted">{t('sportsbook.liabilityHint')}</p>

      <h2 className="section-title">{t('sportsbook.markets')}</h2>
      {event.markets.length === 0 ? <p className="muted">{t('sportsbook.noMarkets')}</p> : null}
      <div className="markets">
        {event.markets.map((market) => (
          <MarketCard
            key={market.id}
            market={market}
            actions={marketActions(market, canEdit?.can === true)}
            onAct={(action) => (action === 'void' ? setVoiding(market) : void act(market, action))}
          />
        ))}
      </div>

      <h2 className="section-title">{t('sportsbook.openBets')}</h2>
      <OpenBets eventId={event.id} params={params} set={set} />

      {voiding ? (
        <ActionDialog
          title={t('sportsbook.voidTitle', { market: voiding.name })}
          hint={t('sportsbook.voidHint')}
          confirmLabel={t('sportsbook.void')}
          danger
          fields={[
            {
              name: 'reason',
              label: t('sportsbook.voidReason'),
              placeholder: t('sportsbook.voidReasonPlaceholder'),
              required: true,
              multiline: true,
            },
          ]}
          onSubmit={async (values) => {
            await run(
              fill(OpsSportsPath.voidMarket, { id: voiding.id }),
              { reason: (values.reason ?? '').trim() },
              ['sportsbook', 'sportsBets'],
            );
            await query.refetch();
          }}
          onClose={() => setVoiding(null)}
        />
      ) : null}
    </Page>
  );
}

function MarketCard(props: {
  market: OpsSportsMarket;
  actions: ('suspend' | 'unsuspend' | 'void')[];
  onAct: (action: 'suspend' | 'unsuspend' | 'void') => void;
}) {
  const { t } = useT();
  const { market } = props;
  const closed = market.status === 'settled' || market.status === 'cancelled';
  return (
    <section className="card market" data-market={market.market} aria-label={market.name}>
      <header className="market-head">
        <h3 className="card-title">{market.name}</h3>
        <span className="badges">
          <Badge tone={MARKET_TONE[market.status]}>{t(`sportsbook.status.${market.status}`)}</Badge>
          {market.hold && !closed ? (
            <Badge tone="warn">
              {t('sportsbook.hold', { by: market.hold.by, at: dateTime(market.hold.at) })}
            </Badge>
          ) : null}
        </span>
        {props.actions.length > 0 ? (
          <span className="row-actions">
            {props.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'void' ? 'small danger' : 'small'}
                data-action={action}
                onClick={() => props.onAct(action)}
              >
                {t(`sportsbook.${action}`)}
              </button>
            ))}
          </span>
        ) : null}
      </header>
      {market.voidReason && market.status === 'cancelled' ? (
        <p className="small-text muted">{t('sportsbook.voidedBecause', { reason: market.voidReason })}</p>
      ) : null}
      <div className="table-wrap">
        <table className="table compact stackable">
          <thead>
            <tr>
              <th scope="col">{t('sportsbook.outcome')}</th>
              <th scope="col" className="num">
                {t('sportsbook.oddsBetco')}
              </th>
              <th scope="col" className="num">
                {t('sportsbook.oddsFcg')}
              </th>
              <th scope="col" className="num">
                {t('sportsbook.stake')}
              </th>
              <th scope="col" className="num">
                {t('sportsbook.payout')}
              </th>
              <th scope="col" className="num">
                {t('sportsbook.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((o) => (
              <tr key={o.id}>
                <td data-label={t('sportsbook.outcome')}>
                  {o.name}
                  {o.result ? <span className="muted"> ({o.result})</span> : null}
                </td>
                <td className="num" data-label={t('sportsbook.oddsBetco')}>
                  {o.oddsBetco === null ? '—' : o.oddsBetco.toFixed(2)}
                </td>
                <td className="num" data-label={t('sportsbook.oddsFcg')}>
                  {o.oddsFcg === null ? '—' : o.oddsFcg.toFixed(2)}
                </td>
                <td className="num" data-label={t('sportsbook.stake')}>
                  {money(o.openStake)}
                </td>
                <td className="num" data-label={t('sportsbook.payout')}>
                  {money(o.payout)}
                </td>
                <td className="num" data-label={t('sportsbook.net')}>
                  {market.openBets > 0 ? <Liability value={o.liability} /> : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="market-foot small-text">
        <span>
          {t('sportsbook.bets')}: {count(market.openBets)}
        </span>
        <span>
          {t('sportsbook.stake')}: {money(market.openStake)}
        </span>
        <span>
          {t('sportsbook.liability')}: <Liability value={market.liability} />
        </span>
      </p>
    </section>
  );
}
