import { useCan, useCustom, useList } from '@refinedev/core';
import {
  LobbyPage,
  OpsCasinoPath,
  type OpsCasinoCategories,
  type OpsCasinoCategory,
  type OpsCasinoCategoryGame,
  type OpsCasinoProvider,
  type OpsJackpotLevel,
} from '@kasa/contract/casino';
import { useEffect, useRef, useState } from 'react';
import { Badge, DataTable, type Column } from '../components/ui';
import { errorText, fill } from '../lib/api';
import { count, dateTime, money } from '../lib/format';
import { useT } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { notificationProvider } from '../providers/notification-provider';

// The casino screen's Categories and Jackpots & providers tabs (docs/decisions/0560). Categories: their order in the
// lobby menu and the order of each one's games (up/down buttons, no dragging: usable with a keyboard and on a phone),
// and hide/show. The server keeps these as operator overrides beside the catalog, so a restart keeps them.

/** The list with the item at `index` moved by `by` places (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function MoveButtons(props: {
  label: string;
  index: number;
  last: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useT();
  return (
    <span className="move-buttons">
      <button
        type="button"
        className="small"
        aria-label={`${t('casino.moveUp')}: ${props.label}`}
        title={t('casino.moveUp')}
        disabled={props.busy || props.index === 0}
        onClick={() => props.onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="small"
        aria-label={`${t('casino.moveDown')}: ${props.label}`}
        title={t('casino.moveDown')}
        disabled={props.busy || props.index === props.last}
        onClick={() => props.onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}

export function CasinoCategories() {
  const { t, language } = useT();
  const run = useAction();
  const { data: canEdit } = useCan({ resource: 'casino', action: 'edit' });
  const { query } = useCustom<OpsCasinoCategories>({ url: OpsCasinoPath.categories, method: 'get' });
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const gamesPanel = useRef<HTMLElement>(null);
  // The games' order opens below the list: brought into view (a phone shows one category per screen).
  useEffect(() => {
    if (open !== null) gamesPanel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [open]);
  const data = query.data?.data as OpsCasinoCategories | undefined;
  const categories = data?.categories;
  const editable = canEdit?.can === true;
  const name = (c: OpsCasinoCategory) => (language === 'en' ? c.nameEn : c.nameTr);

  const send = async (path: string, body: object) => {
    setBusy(true);
    try {
      await run(path, body, ['casino']);
      await query.refetch();
    } catch (caught) {
      notificationProvider.open({
        type: 'error',
        message: errorText(caught),
      });
    } finally {
      setBusy(false);
    }
  };
  const setOrder = (ids: number[] | null) => send(OpsCasinoPath.categoryOrder, { ids });
  const setCategory = (c: OpsCasinoCategory, body: object) =>
    send(fill(OpsCasinoPath.category, { id: String(c.id) }), body);

  const columns: Column<OpsCasinoCategory>[] = [
    {
      key: 'order',
      title: t('casino.order'),
      render: (c) => {
        const index = categories!.indexOf(c);
        return editable ? (
          <span className="order-cell">
            <span className="muted">{index + 1}</span>
            <MoveButtons
              label={name(c)}
              index={index}
              last={categories!.length - 1}
              busy={busy}
              onMove={(by) => void setOrder(moved(categories!, index, by).map((x) => x.id))}
            />
          </span>
        ) : (
          index + 1
        );
      },
    },
    { key: 'name', title: t('casino.category'), render: (c) => <strong>{name(c)}</strong> },
    {
      key: 'pages',
      title: t('casino.pages'),
      render: (c) =>
        c.pages
          .map((page) =>
            (LobbyPage as readonly string[]).includes(page)
              ? t(`casino.lobbyPages.${page as LobbyPage}`)
              : page,
          )
          .join(', ') || '—',
    },
    {
      key: 'games',
      title: t('casino.gameCount'),
      align: 'right',
      render: (c) => count(c.games.length),
    },
    {
      key: 'state',
      title: t('players.status'),
      render: (c) => (
        <span className="badges">
          {c.hidden ? (
            <Badge tone="bad">{t('casino.hidden')}</Badge>
          ) : (
            <Badge tone="ok">{t('casino.shown')}</Badge>
          )}
          {c.customGameOrder ? <Badge tone="info">{t('casino.operatorOrder')}</Badge> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (c) => (
        <span className="row-actions">
          <button
            type="button"
            className="small"
            aria-expanded={open === c.id}
            data-action="order-games"
            onClick={() => setOpen(open === c.id ? null : c.id)}
          >
            {open === c.id ? t('casino.closeGames') : t('casino.orderGames')}
          </button>
          {editable ? (
            <button
              type="button"
              className={c.hidden ? 'small' : 'small danger'}
              data-action={c.hidden ? 'show' : 'hide'}
              disabled={busy}
              onClick={() => void setCategory(c, { hidden: !c.hidden })}
            >
              {c.hidden ? t('casino.show') : t('casino.hide')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  const opened = categories?.find((c) => c.id === open) ?? null;
  const gameColumns: Column<OpsCasinoCategoryGame>[] = opened
    ? [
        {
          key: 'order',
          title: t('casino.order'),
          render: (g) => {
            const index = opened.games.indexOf(g);
            return editable ? (
              <span className="order-cell">
                <span className="muted">{index + 1}</span>
                <MoveButtons
                  label={g.name}
                  index={index}
                  last={opened.games.length - 1}
                  busy={busy}
                  onMove={(by) =>
                    void setCategory(opened, { games: moved(opened.games, index, by).map((x) => x.code) })
                  }
                />
              </span>
            ) : (
              index + 1
            );
          },
        },
        {
          key: 'name',
          title: t('casino.game'),
          render: (g) => (
            <span>
              <strong>{g.name}</strong> <code>{g.code}</code>
            </span>
          ),
        },
        { key: 'provider', title: t('casino.provider'), render: (g) => g.provider },
        {
          key: 'state',
          title: t('players.status'),
          render: (g) =>
            g.enabled ? (
              <Badge tone="ok">{t('casino.on')}</Badge>
            ) : (
              <Badge tone="bad">{t('casino.off')}</Badge>
            ),
        },
      ]
    : [];

  return (
    <>
      <div className="panel-head">
        <p className="muted">{t('casino.categoriesHint')}</p>
        <span className="row-actions">
          <Badge tone={data?.customOrder ? 'info' : 'muted'}>
            {data?.customOrder ? t('casino.operatorOrder') : t('casino.catalogOrder')}
          </Badge>
          {editable && data?.customOrder ? (
            <button type="button" className="small" disabled={busy} onClick={() => void setOrder(null)}>
              {t('casino.resetOrder')}
            </button>
          ) : null}
        </span>
      </div>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? categories : undefined}
        rowKey={(c) => String(c.id)}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('casino.tabs.categories')}
      />
      {opened ? (
        <section ref={gamesPanel} className="casino-games-order" aria-labelledby="casino-games-order-title">
          <div className="panel-head">
            <h2 id="casino-games-order-title">{t('casino.gamesOf', { name: name(opened) })}</h2>
            {editable && opened.customGameOrder ? (
              <button
                type="button"
                className="small"
                disabled={busy}
                onClick={() => void setCategory(opened, { games: null })}
              >
                {t('casino.resetOrder')}
              </button>
            ) : null}
          </div>
          <p className="muted">{t('casino.gamesHint')}</p>
          <DataTable
            columns={gameColumns}
            rows={opened.games}
            rowKey={(g) => g.code}
            caption={t('casino.gamesOf', { name: name(opened) })}
          />
        </section>
      ) : null}
    </>
  );
}

export function CasinoJackpots() {
  const { t, language } = useT();
  const jackpots = useList<OpsJackpotLevel & { id?: string }>({
    resource: 'casinoJackpots',
    pagination: { mode: 'off' },
  });
  const providers = useList<OpsCasinoProvider>({ resource: 'casinoProviders', pagination: { mode: 'off' } });

  const levelColumns: Column<OpsJackpotLevel>[] = [
    { key: 'instance', title: t('casino.instance'), render: (l) => <strong>{l.instanceName}</strong> },
    { key: 'level', title: t('casino.level'), render: (l) => `${l.level} · ${l.name}` },
    {
      key: 'value',
      title: t('casino.value'),
      align: 'right',
      render: (l) => <strong>{money(l.value)}</strong>,
    },
    { key: 'seed', title: t('casino.seed'), align: 'right', render: (l) => money(l.seed) },
    {
      key: 'contribution',
      title: t('casino.contribution'),
      align: 'right',
      render: (l) =>
        new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
          style: 'percent',
          maximumFractionDigits: 3,
        }).format(l.contributionPercent / 100),
    },
    { key: 'wins', title: t('casino.wins'), align: 'right', render: (l) => count(l.winCount) },
    {
      key: 'largest',
      title: t('casino.largestWin'),
      align: 'right',
      render: (l) => (l.winCount > 0 ? money(l.largestWin) : '—'),
    },
    {
      key: 'last',
      title: t('casino.lastWin'),
      render: (l) =>
        l.lastWinAt ? (
          <span>
            {money(l.lastWinAmount)} <span className="muted">{dateTime(l.lastWinAt)}</span>
          </span>
        ) : (
          <span className="muted">{t('casino.neverWon')}</span>
        ),
    },
  ];
  const providerColumns: Column<OpsCasinoProvider>[] = [
    {
      key: 'name',
      title: t('casino.provider'),
      render: (p) => (
        <span>
          <strong>{p.name}</strong> <code>{p.id}</code>
        </span>
      ),
    },
    {
      key: 'state',
      title: t('players.status'),
      render: (p) =>
        p.configured ? (
          <Badge tone="ok">{t('casino.configured')}</Badge>
        ) : (
          <Badge tone="muted">{t('casino.notConfigured')}</Badge>
        ),
    },
    {
      key: 'games',
      title: t('casino.gameCount'),
      align: 'right',
      render: (p) => t('casino.gamesOn', { on: count(p.enabledCount), all: count(p.gameCount) }),
    },
  ];

  return (
    <>
      <h2>{t('casino.jackpots')}</h2>
      <p className="muted">{t('casino.jackpotsHint')}</p>
      <DataTable
        columns={levelColumns}
        rows={jackpots.query.isSuccess ? jackpots.result.data : undefined}
        rowKey={(l) => `${l.instanceCode}#${l.level}`}
        loading={jackpots.query.isLoading}
        error={jackpots.query.isError ? jackpots.query.error.message : null}
        onRetry={() => void jackpots.query.refetch()}
        caption={t('casino.jackpots')}
      />
      <h2>{t('casino.providers')}</h2>
      <p className="muted">{t('casino.providersHint')}</p>
      <DataTable
        columns={providerColumns}
        rows={providers.query.isSuccess ? providers.result.data : undefined}
        rowKey={(p) => p.id}
        loading={providers.query.isLoading}
        error={providers.query.isError ? providers.query.error.message : null}
        onRetry={() => void providers.query.refetch()}
        caption={t('casino.providers')}
      />
    </>
  );
}
