import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@kasa/contract/api';
import { OperatorRole, OpsPath } from '@kasa/contract/ops';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ruleOf } from './ops.permissions.ts';
import { signInOperator, type TestOperator } from './ops.test-support.ts';

// The role × route table, built from the routes the app actually registers under /api/ops/: a new operator route
// with no permission rule, or with one that changes who may call it, fails here until the table below says so.

let t: TestApp;
const operators = new Map<OperatorRole, TestOperator>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** `<METHOD> <path under /api/>` of every registered operator route (HEAD twins left out). */
function registeredRoutes(): string[] {
  const keys = t.app.opsRoutes
    .filter((route) => route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url.slice(API_BASE.length)}`);
  return [...new Set(keys)].sort();
}

/** A path to call: parameters filled with well-formed values that name nothing. */
const concrete = (path: string) =>
  path
    .replace(':reference', 'WD-ZZZZZZ')
    .replace(':playerId', '999999999')
    .replace(':id', '999999999')
    // Balance adjustments and operator bonuses (docs/decisions/0512).
    .replace(':adjustmentId', '999999999')
    .replace(':bonusId', '999999999')
    .replace(':methodId', '999999');

/** Who may call each route: `public`, or the roles allowed. */
const EXPECTED: Record<string, string> = {
  'GET ops/chat/agents': 'admin support',
  'GET ops/chat/queue': 'admin support',
  'GET ops/chat/conversations': 'admin support',
  'GET ops/chat/conversations/:id': 'admin support',
  'GET ops/chat/attachments/:id': 'admin support',
  'GET ops/chat/canned': 'admin support',
  'POST ops/chat/presence': 'admin support',
  'POST ops/chat/conversations/:id/messages': 'admin support',
  'POST ops/chat/conversations/:id/receipts': 'admin support',
  'POST ops/chat/conversations/:id/take': 'admin support',
  'POST ops/chat/conversations/:id/transfer': 'admin support',
  'POST ops/chat/conversations/:id/close': 'admin support',
  'POST ops/chat/conversations/:id/notes': 'admin support',
  'GET ops/audit': 'admin risk',
  'GET ops/casino/games': 'admin content read-only',
  'POST ops/casino/games/:code': 'admin content',
  // Casino (docs/decisions/0560)
  'GET ops/casino/categories': 'admin content read-only',
  'POST ops/casino/categories/order': 'admin content',
  'POST ops/casino/categories/:id': 'admin content',
  'GET ops/casino/jackpots': 'admin content read-only',
  'GET ops/casino/providers': 'admin content read-only',
  // Casino (docs/decisions/0560) end.
  'GET ops/dashboard': 'admin payments risk trader read-only',
  'GET ops/players': 'admin risk support read-only',
  'GET ops/players/:playerId': 'admin risk support read-only',
  'GET ops/players/:playerId/ledger': 'admin risk support read-only',
  'GET ops/players/:playerId/payments': 'admin risk support read-only',
  'GET ops/players/:playerId/sessions': 'admin risk support read-only',
  'GET ops/players/:playerId/notes': 'admin risk support read-only',
  'POST ops/players/:playerId/logout': 'admin risk',
  'POST ops/players/:playerId/notes': 'admin risk support',
  'GET ops/auth/me': 'admin payments risk support content trader read-only',
  'GET ops/books': 'admin payments risk trader read-only',
  'GET ops/kyc/documents/:id': 'admin risk support read-only',
  'GET ops/kyc/documents/:id/file': 'admin risk',
  'GET ops/kyc/pending': 'admin risk support read-only',
  'GET ops/kyc/players/:playerId/audit': 'admin risk support read-only',
  'GET ops/kyc/settings': 'admin risk read-only',
  'GET ops/operators': 'admin',
  'GET ops/payments/:reference/audit': 'admin payments risk support read-only',
  'GET ops/payments/pending': 'admin payments risk support read-only',
  'POST ops/auth/login': 'public',
  'POST ops/auth/logout': 'admin payments risk support content trader read-only',
  'POST ops/auth/totp': 'public',
  'POST ops/content/pages': 'admin content',
  'POST ops/content/promotions': 'admin content',
  'GET ops/content/promotions': 'admin content',
  'POST ops/content/site-options': 'admin content',
  // Content (docs/decisions/0550)
  'GET ops/content/pages': 'admin content',
  'GET ops/content/categories': 'admin content',
  'POST ops/content/categories': 'admin content',
  'GET ops/content/translations': 'admin content',
  'POST ops/content/translations': 'admin content',
  'GET ops/content/site-options': 'admin content',
  'GET ops/content/popup': 'admin content',
  'POST ops/content/popup': 'admin content',
  'GET ops/content/banners': 'admin content',
  'POST ops/content/banners': 'admin content',
  'POST ops/content/banners/order': 'admin content',
  'POST ops/content/images': 'admin content',
  // Content (docs/decisions/0550) end.
  'POST ops/deposits/:reference/confirm': 'admin payments',
  'POST ops/deposits/:reference/reject': 'admin payments',
  'POST ops/deposits/:reference/reconcile': 'admin payments',
  'GET ops/players/:playerId/audit': 'admin risk support read-only',
  'POST ops/players/:playerId/lock': 'admin risk',
  'POST ops/players/:playerId/unlock': 'admin risk',
  'GET ops/rg/reopen-requests': 'admin risk support read-only',
  'POST ops/rg/reopen-requests/:id/approve': 'admin risk',
  'POST ops/rg/reopen-requests/:id/reject': 'admin risk',
  'GET ops/rg/players/:playerId/audit': 'admin risk support read-only',
  'POST ops/marketing/notify': 'admin content',
  'POST ops/kyc/documents/:id/approve': 'admin risk',
  'POST ops/kyc/documents/:id/reject': 'admin risk',
  'POST ops/kyc/settings': 'admin risk',
  'POST ops/operators': 'admin',
  'POST ops/operators/:id': 'admin',
  'POST ops/sports/stakefactor': 'admin risk trader',
  'POST ops/withdrawals/:reference/approve': 'admin payments',
  'POST ops/withdrawals/:reference/reject': 'admin payments risk',
  'POST ops/withdrawals/:reference/release': 'admin payments',
  // Balance adjustments and operator bonuses (docs/decisions/0512).
  'GET ops/players/:playerId/adjustments': 'admin risk support read-only',
  'POST ops/players/:playerId/adjustments': 'admin payments risk',
  'GET ops/adjustments': 'admin payments risk read-only',
  'POST ops/adjustments/:adjustmentId/approve': 'admin payments risk',
  'POST ops/adjustments/:adjustmentId/reject': 'admin payments risk',
  'GET ops/bonus/definitions': 'admin risk content',
  'POST ops/players/:playerId/bonuses': 'admin risk content',
  'POST ops/players/:playerId/bonuses/:bonusId/cancel': 'admin risk',
  // Payment methods and payments per method (docs/decisions/0513).
  'GET ops/payment-methods': 'admin payments read-only',
  'POST ops/payment-methods/:methodId': 'admin payments',
  'GET ops/reports/payments-by-method': 'admin payments risk trader read-only',
  // Sportsbook (docs/decisions/0540)
  'GET ops/sports/events': 'admin trader read-only',
  'GET ops/sports/events/:id': 'admin trader read-only',
  'GET ops/sports/bets': 'admin trader read-only',
  'POST ops/sports/markets/:id/suspend': 'admin trader',
  'POST ops/sports/markets/:id/unsuspend': 'admin trader',
  'POST ops/sports/markets/:id/void': 'admin trader',
};

describe('roles on every operator route', () => {
  it('every registered operator route has a permission rule', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return ruleOf(method, `${API_BASE}${path}`, API_BASE) === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('each role reaches exactly the routes of its table row, is refused the others with 403, and nothing answers 500', async () => {
    for (const role of OperatorRole) operators.set(role, await signInOperator(t.app, [role]));
    const routes = registeredRoutes();
    // Sign-out last: it ends the session the other calls use.
    const ordered = [...routes.filter((r) => r !== 'POST ops/auth/logout'), 'POST ops/auth/logout'];
    const table: Record<string, string[]> = {};
    for (const key of ordered) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const rule = ruleOf(method, `${API_BASE}${path}`, API_BASE)!;
      if (rule.kind === 'public') {
        table[key] = ['public'];
        continue;
      }
      // No session → 401, whatever the route.
      const anonymous = await t.app.inject({
        method,
        url: `/api/${concrete(path)}`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(anonymous.statusCode, key).toBe(401);
      table[key] = [];
      for (const role of OperatorRole) {
        const response = await t.app.inject({
          method,
          url: `/api/${concrete(path)}`,
          headers: operators.get(role)!.headers,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${role} ${key}`).not.toBe(401);
        expect(response.statusCode, `${role} ${key}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode !== 403) table[key]!.push(role);
      }
    }
    expect(Object.fromEntries(Object.entries(table).map(([key, roles]) => [key, roles.join(' ')]))).toEqual(
      EXPECTED,
    );
  }, 120_000);

  it('every call of a signed-in operator leaves one audit row with their id, the route’s action and the status', async () => {
    const admin = await signInOperator(t.app, ['admin']);
    const reader = await signInOperator(t.app, ['read-only']);
    for (const key of registeredRoutes()) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const rule = ruleOf(method, `${API_BASE}${path}`, API_BASE)!;
      if (rule.kind === 'public' || key === 'POST ops/auth/logout') continue;
      for (const operator of [admin, reader]) {
        const response = await t.app.inject({
          method,
          url: `/api/${concrete(path)}`,
          headers: operator.headers,
          remoteAddress: '10.77.0.9',
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        const rows = await t.db
          .selectFrom('operator_audit')
          .selectAll()
          .where('request_id', '=', String(response.headers['x-request-id']))
          .execute();
        expect(
          rows.map((r) => [r.operator_id, r.action, r.status, r.ip]),
          `${operator.username} ${key}`,
        ).toEqual([[operator.id, rule.action, response.statusCode, '10.77.0.9']]);
      }
    }
  }, 120_000);

  it('the HEAD twin Fastify adds beside each GET is guarded and audited once as well', async () => {
    const reader = await signInOperator(t.app, ['read-only']);
    const support = await signInOperator(t.app, ['support']);
    expect((await t.app.inject({ method: 'HEAD', url: `/api/${OpsPath.books}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `/api/${OpsPath.books}`, headers: support.headers }))
        .statusCode,
    ).toBe(403);
    const allowed = await t.app.inject({
      method: 'HEAD',
      url: `/api/${OpsPath.books}`,
      headers: reader.headers,
    });
    expect(allowed.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('operator_audit')
      .select(['operator_id', 'action'])
      .where('request_id', '=', String(allowed.headers['x-request-id']))
      .execute();
    expect(rows).toEqual([{ operator_id: reader.id, action: 'books.check' }]);
  });
});
