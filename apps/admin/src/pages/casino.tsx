import { useCan, useList } from '@refinedev/core';
import { OpsCasinoPath, type OpsCasinoGame } from '@kasa/contract/casino';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, DataTable, Page, type Column } from '../components/ui';
import { errorText, fill } from '../lib/api';
import { useT } from '../lib/texts';
import { useAction } from '../lib/use-action';
import { notificationProvider } from '../providers/notification-provider';
import { CasinoCategories, CasinoJackpots } from './casino-panels';

// The casino screen (issue 13 §2): every game of the catalog; an operator switches one off (gone from the lobby,
// search and launch at once, on every node) or on, and features it or gives it back to the catalog's choice. The
// seed never overwrites these switches (migration 0054). Tabs (docs/decisions/0560): Games, Categories (their order,
// their games' order, hide/show), Jackpots & providers (read-only); the tab is kept in the address (?tab=).

const TABS = ['games', 'categories', 'jackpots'] as const;
type Tab = (typeof TABS)[number];

export function CasinoPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'games';
  const select = (key: Tab) => {
    const next = new URLSearchParams(params);
    if (key === 'games') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };
  return (
    <Page title={t('nav.casino')}>
      <div className="tabs" role="tablist" aria-label={t('nav.casino')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`casino-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="casino-panel"
            data-testid={`casino-tab-${key}`}
            onClick={() => select(key)}
          >
            {t(`casino.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id="casino-panel" role="tabpanel" aria-labelledby={`casino-tab-${tab}`}>
        {tab === 'games' ? <CasinoGames /> : tab === 'categories' ? <CasinoCategories /> : <CasinoJackpots />}
      </div>
    </Page>
  );
}

function CasinoGames() {
  const { t } = useT();
  const run = useAction();
  const [filter, setFilter] = useState('');
  const { data: canEdit } = useCan({ resource: 'casino', action: 'edit' });
  const { result, query } = useList<OpsCasinoGame & { id?: string }>({
    resource: 'casino',
    pagination: { mode: 'off' },
  });

  const change = async (game: OpsCasinoGame, body: object) => {
    try {
      await run(fill(OpsCasinoPath.game, { code: game.code }), body, ['casino']);
    } catch (caught) {
      notificationProvider.open({
        type: 'error',
        message: errorText(caught),
      });
    }
  };

  const needle = filter.trim().toLocaleLowerCase('tr');
  const rows = result.data.filter(
    (game) =>
      !needle ||
      game.name.toLocaleLowerCase('tr').includes(needle) ||
      game.provider.toLocaleLowerCase('tr').includes(needle) ||
      game.code.includes(needle),
  );

  const columns: Column<OpsCasinoGame>[] = [
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
      key: 'rtp',
      title: 'RTP',
      align: 'right',
      render: (g) => (g.rtp === null ? '—' : `${g.rtp.toFixed(2)}%`),
    },
    {
      key: 'state',
      title: t('players.status'),
      render: (g) =>
        g.enabled ? <Badge tone="ok">{t('casino.on')}</Badge> : <Badge tone="bad">{t('casino.off')}</Badge>,
    },
    {
      key: 'featured',
      title: t('casino.featured'),
      render: (g) =>
        canEdit?.can ? (
          <select
            aria-label={`${t('casino.featured')}: ${g.name}`}
            value={g.operatorFeatured === null ? 'catalog' : g.operatorFeatured ? 'yes' : 'no'}
            onChange={(event) =>
              void change(g, {
                featured: event.target.value === 'catalog' ? null : event.target.value === 'yes',
              })
            }
          >
            <option value="catalog">
              {t('casino.catalogChoice')} ({g.operatorFeatured === null && g.featured ? t('yes') : t('no')})
            </option>
            <option value="yes">{t('yes')}</option>
            <option value="no">{t('no')}</option>
          </select>
        ) : g.featured ? (
          t('yes')
        ) : (
          t('no')
        ),
    },
    {
      key: 'actions',
      title: t('payments.actions'),
      render: (g) =>
        canEdit?.can ? (
          <button
            type="button"
            className={g.enabled ? 'small danger' : 'small'}
            data-action={g.enabled ? 'disable' : 'enable'}
            onClick={() => void change(g, { enabled: !g.enabled })}
          >
            {g.enabled ? t('casino.switchOff') : t('casino.switchOn')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <div className="search">
        <input
          type="search"
          aria-label={t('search')}
          placeholder={t('casino.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <DataTable
        columns={columns}
        rows={query.isSuccess ? rows : undefined}
        rowKey={(g) => g.code}
        loading={query.isLoading}
        error={query.isError ? query.error.message : null}
        onRetry={() => void query.refetch()}
        caption={t('nav.casino')}
      />
    </>
  );
}
