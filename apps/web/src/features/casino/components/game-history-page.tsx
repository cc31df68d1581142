import { GameTransactionKind } from '@kasa/contract/enums';
import type { CasinoGame, CasinoHistoryItem } from '@kasa/contract/casino';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/field';
import { DateRangeFields, FilterBar, HistoryTable } from '../../../components/ui/history-table';
import { AlertIcon, GamepadIcon, HistoryIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatLira } from '../../../lib/format';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { searchGamesQuietly, useGameHistory, useGameRound } from '../api/casino';
import { Fact, RoundRecall } from './round-recall';

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
  const { filters, change, clear, hasFilters, page, setPage, skip, take, pagesOf } = usePagedFilters(
    NO_FILTERS,
    GAME_HISTORY_PAGE_SIZE,
  );
  const [round, setRound] = useState<OpenRound | null>(null);
  const catalogue = useCatalogue();
  const history = useGameHistory({
    from: filters.from || null,
    to: filters.to || null,
    gameCode: filters.gameCode || null,
    skip,
    take,
  });
  const total = history.data?.total ?? 0;
  const pages = pagesOf(total);
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
              <Button variant="secondary" onClick={clear}>
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
      <HistoryTable
        className="game-history-table"
        refreshing={history.isPlaceholderData}
        columns={[
          { label: t('casino.history.kind') },
          { label: t('casino.history.game') },
          { label: t('casino.history.provider') },
          { label: t('casino.history.amount'), numeric: true },
          { label: t('casino.history.round') },
          { label: t('casino.history.time') },
        ]}
        totalLabel={t('casino.history.total', { total })}
        pager={{
          page,
          pages,
          onPage: setPage,
          previousLabel: t('casino.history.previous'),
          nextLabel: t('casino.history.next'),
          pageLabel: t('casino.history.page', { page: page + 1, pages }),
        }}
      >
        {items.map((item) => (
          <HistoryRow
            key={item.id}
            item={item}
            onOpen={() =>
              setRound({ provider: item.provider, roundId: item.roundId, gameName: item.gameName })
            }
          />
        ))}
      </HistoryTable>
    );
  }

  return (
    <div className="page">
      <PageHeader
        title={t('casino.history.title')}
        subtitle={t('casino.history.subtitle')}
        icon={<HistoryIcon size={30} />}
      />
      <FilterBar
        className="game-history-filters"
        hasFilters={hasFilters}
        clearLabel={t('casino.history.clear')}
        onClear={clear}
      >
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
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          fromLabel={t('casino.history.from')}
          toLabel={t('casino.history.to')}
          fromTestId="game-history-from"
          toTestId="game-history-to"
          onChange={change}
        />
      </FilterBar>
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
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          {/* Named by its content: the short id shown, then the full one read out (axe label-content-name-mismatch). */}
          {shortRound(item.roundId)}
          <span className="visually-hidden"> {t('casino.history.open', { round: item.roundId })}</span>
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
              <Fact label={t('casino.round.stake')} testId="round-stake">
                {formatLira(data.stake)}
              </Fact>
              <Fact
                label={t('casino.round.payout')}
                testId="round-payout"
                tone={data.payout > 0 ? 'ok' : undefined}
              >
                {formatLira(data.payout)}
              </Fact>
              <Fact label={t('casino.round.status')}>{t(`casino.round.statuses.${data.status}`)}</Fact>
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
