import type { BaseRecord, CrudFilter, DataProvider, HttpError } from '@refinedev/core';
import { API_BASE } from '@kasa/contract/api';
import { OpsCasinoPath } from '@kasa/contract/casino';
import { OpsContentPath } from '@kasa/contract/content';
import { OpsKycPath } from '@kasa/contract/kyc';
import { OpsPath } from '@kasa/contract/ops';
import { OpsBackOfficePath } from '@kasa/contract/ops-backoffice';
import { RgOpsPath } from '@kasa/contract/responsible-gaming';
// Sportsbook (docs/decisions/0540)
import { OpsSportsPath } from '@kasa/contract/sports-bets-api';
import { ApiError, call, fill, get } from '../lib/api';

// Refine's data provider over the operator API. Each resource is one list call of the contract; lists the server
// pages (players, audit, a player's ledger and payments) get skip/take, the queues come whole. Actions (approve,
// reject…) go through `custom` with the contract's path.

type Page<T> = { total: number; items: T[] };

interface ListSource {
  path: string;
  /** The server pages it (skip/take and a total); otherwise the answer is the whole list. */
  paged: boolean;
  /** Which filters become query parameters. */
  filters?: readonly string[];
}

const LISTS: Readonly<Record<string, ListSource>> = {
  players: { path: OpsBackOfficePath.players, paged: true, filters: ['q', 'sort'] },
  payments: { path: OpsPath.pendingPayments, paged: false },
  kyc: { path: OpsKycPath.pending, paged: false },
  protection: { path: RgOpsPath.reopenRequests, paged: false },
  audit: {
    path: OpsPath.audit,
    paged: true,
    filters: ['operatorId', 'action', 'targetType', 'targetId', 'from', 'to'],
  },
  operators: { path: OpsPath.operators, paged: false },
  promotions: { path: OpsContentPath.promotions, paged: false },
  // Content (docs/decisions/0550)
  contentPages: { path: OpsContentPath.pages, paged: false },
  contentCategories: { path: OpsContentPath.categories, paged: false },
  banners: { path: OpsContentPath.banners, paged: false },
  siteOptions: { path: OpsContentPath.siteOptions, paged: false },
  translations: { path: OpsContentPath.translations, paged: false },
  // Content (docs/decisions/0550) end.
  casino: { path: OpsCasinoPath.games, paged: false },
  // Casino (docs/decisions/0560)
  casinoJackpots: { path: OpsCasinoPath.jackpots, paged: false },
  casinoProviders: { path: OpsCasinoPath.providers, paged: false },
  // Casino (docs/decisions/0560) end.
  playerLedger: { path: OpsBackOfficePath.playerLedger, paged: true },
  playerPayments: { path: OpsBackOfficePath.playerPayments, paged: true },
  playerSessions: { path: OpsBackOfficePath.playerSessions, paged: false },
  playerNotes: { path: OpsBackOfficePath.playerNotes, paged: false },
  // Balance adjustments and operator bonuses (docs/decisions/0512).
  playerAdjustments: { path: OpsBackOfficePath.playerAdjustments, paged: true },
  adjustments: { path: OpsBackOfficePath.adjustments, paged: true, filters: ['status'] },
  bonusDefinitions: { path: OpsBackOfficePath.bonusDefinitions, paged: false },
  // Payment methods and payments per method (docs/decisions/0513).
  paymentMethods: { path: OpsBackOfficePath.paymentMethods, paged: false },
  // Sportsbook (docs/decisions/0540)
  sportsbook: { path: OpsSportsPath.events, paged: true, filters: ['state', 'sportId', 'sort'] },
  sportsBets: { path: OpsSportsPath.openBets, paged: true, filters: ['eventId'] },
};

const ONE: Readonly<Record<string, string>> = {
  players: OpsBackOfficePath.player,
  kyc: OpsKycPath.document,
  // Sportsbook (docs/decisions/0540)
  sportsbook: OpsSportsPath.event,
};

function asHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) return { message: error.message, statusCode: error.statusCode };
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}

function filterValues(filters: CrudFilter[] | undefined, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const filter of filters ?? []) {
    if (
      'field' in filter &&
      names.includes(filter.field) &&
      filter.value !== undefined &&
      filter.value !== ''
    ) {
      out[filter.field] = String(filter.value);
    }
  }
  return out;
}

const unsupported = (what: string) => Promise.reject<never>({ message: what, statusCode: 405 } as HttpError);

export const dataProvider: DataProvider = {
  getApiUrl: () => API_BASE,

  async getList({ resource, pagination, filters, meta }) {
    const source = LISTS[resource];
    if (!source) return unsupported(`no list for ${resource}`);
    const path = fill(source.path, (meta?.params as Record<string, string> | undefined) ?? {});
    try {
      if (source.paged) {
        const pageSize = pagination?.pageSize ?? 25;
        const currentPage = pagination?.currentPage ?? 1;
        const page = await get<Page<BaseRecord>>(path, {
          ...filterValues(filters, source.filters ?? []),
          skip: (currentPage - 1) * pageSize,
          take: pageSize,
        });
        return { data: page.items as never[], total: page.total };
      }
      const items = await get<BaseRecord[]>(path);
      return { data: items as never[], total: items.length };
    } catch (error) {
      throw asHttpError(error);
    }
  },

  async getOne({ resource, id }) {
    const path = ONE[resource];
    if (!path) return unsupported(`no record for ${resource}`);
    try {
      return { data: (await get<BaseRecord>(fill(path, { playerId: String(id), id: String(id) }))) as never };
    } catch (error) {
      throw asHttpError(error);
    }
  },

  create: () => unsupported('create'),
  update: () => unsupported('update'),
  deleteOne: () => unsupported('delete'),

  async custom({ url, method, payload, query }) {
    try {
      const verb = method.toUpperCase() === 'GET' ? 'GET' : 'POST';
      const answer = await call<BaseRecord>(verb, url, {
        query: query as Record<string, string> | undefined,
        body: verb === 'POST' ? (payload ?? {}) : undefined,
      });
      return { data: answer.data as never };
    } catch (error) {
      throw asHttpError(error);
    }
  },
};
