import { GameTransactionKind } from '@kasa/contract/enums';
import type { CasinoGame, CasinoHistoryItem } from '@kasa/contract/casino';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField, TextField } from '../../../components/ui/field';
import { AlertIcon, GamepadIcon, HistoryIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLira } from '../../../lib/format';
import { searchGamesQuietly, useGameHistory, useGameRound } from '../api/casino';
import { RoundRecall } from './round-recall';

export const GAME_HISTORY_PAGE_SIZE = 20;

type Filters = { from: string; to: string; gameCode: string };
const NO_FILTERS: Filters = { from: '', to: '', gameCode: '' };
type OpenRound = { provider: string; roundId: string; gameName: string };

/** Every game of the catalogue for the game filter (casino/games with an empty search, live and not). */
function useCatalogue() {
  return useQuery({
    queryKey: ['casino', 'catalogue'],
    queryFn: async ({ signal }) => {
      const [games, live] = await Promise.all([
        searchGamesQuietly({ search: '', live: false, skip: 0, take: 100 }, signal),
        searchGamesQuietly({ search: '', live: true, skip: 0, take: 100 }, signal),
      ]);
      const byCode = new Map<string, CasinoGame>();
      for (const game of [...games, ...live]) byCode.set(game.gameCode, game);
      return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * /dashboard/game-history (issue 4 §5): bets and wins (Win 1 / Bet 2) with game, provider, amount, round and time,
 * filtered by days and game, a page at a time; a row opens the round's recall.
 */
export function GameHistoryPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [round, setRound] = useState<OpenRound | null>(null);
  const catalogue = useCatalogue();
  const history = useGameHistory({
    from: filters.from || null,
    to: filters.to || null,
    gameCode: filters.gameCode || null,
    skip: page * GAME_HISTORY_PAGE_SIZE,
    take: GAME_HISTORY_PAGE_SIZE,
  });
  const hasFilters = Object.values(filters).some(Boolean);
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const total = history.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / GAME_HISTORY_PAGE_SIZE));
  const items = history.data?.items ?? [];

  let body;
  if (history.isPending) body = <Loading className="loading--block" />;
  else if (history.isError) {
    body = (
      <div className="card">
        <EmptyState
          icon={<AlertIcon size={28} />}
          title={t('casino.history.loadError')}
          text={errorMessage(history.error)}
          action={
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="card" data-testid="game-history-empty">
        <EmptyState
          icon={<GamepadIcon size={30} />}
          title={t(hasFilters ? 'casino.history.emptyFiltered' : 'casino.history.empty')}
          text={t(hasFilters ? 'casino.history.emptyFilteredText' : 'casino.history.emptyText')}
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
                {t('casino.history.clear')}
              </Button>
            ) : (
              <Link to="/casino/slot" className="btn btn--primary btn--md">
                {t('casino.history.toGames')}
              </Link>
            )
          }
        />
      </div>
    );
  } else {
    body = (
      <section className={`card card--flush ${history.isPlaceholderData ? 'is-refreshing' : ''}`}>
        <table className="data-table game-history-table">
          <thead>
            <tr>
              <th scope="col">{t('casino.history.kind')}</th>
              <th scope="col">{t('casino.history.game')}</th>
              <th scope="col">{t('casino.history.provider')}</th>
              <th scope="col" className="num">
                {t('casino.history.amount')}
              </th>
              <th scope="col">{t('casino.history.round')}</th>
              <th scope="col">{t('casino.history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <HistoryRow
                key={item.id}
                item={item}
                onOpen={() =>
                  setRound({ provider: item.provider, roundId: item.roundId, gameName: item.gameName })
                }
              />
            ))}
          </tbody>
        </table>
        <div className="table-footer">
          <span className="muted">{t('casino.history.total', { total })}</span>
          <div className="pager">
            <Button
              variant="secondary"
              size="sm"
              disabled={page === 0}
              onClick={() => setPage((p) => Math.max(0, p - 1))}
            >
              {t('casino.history.previous')}
            </Button>
            <span className="pager__label">{t('casino.history.page', { page: page + 1, pages })}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page + 1 >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('casino.history.next')}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('casino.history.title')}
        subtitle={t('casino.history.subtitle')}
        icon={<HistoryIcon size={30} />}
      />
      <form className="card filters game-history-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('casino.history.game')}
          value={filters.gameCode}
          data-testid="game-history-game"
          onChange={(e) => change({ gameCode: e.target.value })}
        >
          <option value="">{t('casino.history.allGames')}</option>
          {(catalogue.data ?? []).map((game) => (
            <option key={game.gameCode} value={game.gameCode}>
              {game.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('casino.history.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          data-testid="game-history-from"
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          label={t('casino.history.to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          data-testid="game-history-to"
          onChange={(e) => change({ to: e.target.value })}
        />
        {hasFilters ? (
          <Button variant="ghost" size="sm" className="filters__clear" onClick={() => change(NO_FILTERS)}>
            {t('casino.history.clear')}
          </Button>
        ) : null}
      </form>
      {body}
      {round ? <RoundDialog round={round} onClose={() => setRound(null)} /> : null}
    </div>
  );
}

function HistoryRow({ item, onOpen }: { item: CasinoHistoryItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const isWin = item.kind === GameTransactionKind.Win;
  return (
    <tr
      className="game-history-row"
      data-testid="game-history-row"
      data-kind={item.kind}
      data-game={item.gameCode}
      onClick={onOpen}
    >
      <td data-label={t('casino.history.kind')}>
        <span className={`status-badge status-badge--${isWin ? 'ok' : 'info'}`}>
          {t(`casino.history.kinds.${item.kind}`)}
        </span>
      </td>
      <td data-label={t('casino.history.game')} className="game-history-row__game">
        {item.gameName || item.gameCode}
      </td>
      <td data-label={t('casino.history.provider')} className="muted">
        {item.providerName}
      </td>
      <td
        data-label={t('casino.history.amount')}
        className={`num fin-amount fin-amount--${isWin ? 'in' : 'out'}`}
        data-testid="game-history-amount"
      >
        {isWin ? '+' : '−'}
        {formatLira(item.amount)}
      </td>
      <td data-label={t('casino.history.round')}>
        <button
          type="button"
          className="link-button mono game-history-row__round"
          aria-label={t('casino.history.open', { round: item.roundId })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {shortRound(item.roundId)}
        </button>
      </td>
      <td data-label={t('casino.history.time')}>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </td>
    </tr>
  );
}

/** Long provider round ids keep their start and end: 'kasa-slots-…-9f3a2c'. */
function shortRound(roundId: string): string {
  return roundId.length > 18 ? `${roundId.slice(0, 8)}…${roundId.slice(-6)}` : roundId;
}

function RoundDialog({ round, onClose }: { round: OpenRound; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const recall = useGameRound({ provider: round.provider, roundId: round.roundId });
  const data = recall.data;
  return (
    <Dialog
      size="medium"
      testId="dialog-round"
      labelledBy={titleId}
      onClose={onClose}
      className="round-dialog"
    >
      <div className="round-dialog__body">
        <header className="round-dialog__head">
          <span className="round-dialog__eyebrow">{t('casino.round.title')}</span>
          <h2 className="round-dialog__title" id={titleId}>
            {data?.gameName || round.gameName}
          </h2>
          <p className="round-dialog__meta mono">{round.roundId}</p>
        </header>
        {recall.isPending ? (
          <Loading className="loading--block" />
        ) : recall.isError ? (
          <EmptyState
            icon={<AlertIcon size={28} />}
            title={t('casino.round.loadError')}
            text={errorMessage(recall.error)}
          />
        ) : data ? (
          <>
            <div className="round-summary" data-testid="round-summary">
              <div className="round-summary__item">
                <span>{t('casino.round.stake')}</span>
                <strong data-testid="round-stake">{formatLira(data.stake)}</strong>
              </div>
              <div className="round-summary__item">
                <span>{t('casino.round.payout')}</span>
                <strong data-testid="round-payout" className={data.payout > 0 ? 'is-win' : ''}>
                  {formatLira(data.payout)}
                </strong>
              </div>
              <div className="round-summary__item">
                <span>{t('casino.round.status')}</span>
                <strong>{t(`casino.round.statuses.${data.status}`)}</strong>
              </div>
            </div>
            <RoundRecall round={data} />
            <p className="round-dialog__times muted">
              {t('casino.round.started')}: {formatDateTime(data.createdAt)}
              {data.settledAt ? ` · ${t('casino.round.settled')}: ${formatDateTime(data.settledAt)}` : ''}
            </p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
