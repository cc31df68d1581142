import type { FastifyPluginAsync } from 'fastify';
import {
  OpsSportsBetsQuery,
  OpsSportsEventsQuery,
  OpsSportsIdParams,
  OpsSportsMarketParams,
  OpsSportsPath,
  OpsSportsVoidRequest,
} from '@kasa/contract/sports-bets-api';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { noteAudit, requireOperator } from '../../plugins/operator.ts';
import type { OperatorMarketChange, SportsService, TradingMarket } from '../sports/sports.service.ts';
import type { SportsTrading } from './sports-bets.trading.ts';
import { safeArg } from './sports-bets.view.ts';

/** What the audit log keeps of a market: its status, the hold and the void reason. */
const audited = (m: TradingMarket) => ({
  eventId: m.eventId,
  market: m.market,
  status: m.status,
  hold: m.hold,
  voidReason: m.voidReason,
});

/**
 * The back office's Sportsbook screen under /api/ops/sports/… (docs/decisions/0540): the trading list, one event, the
 * open bets, and an operator's suspend / unsuspend / void of a market. Guarded and audited like every operator call
 * (plugins/operator.ts); a change's audit row keeps the market before and after.
 */
export function sportsTradingRoutes(deps: {
  sports: SportsService;
  trading: SportsTrading;
}): FastifyPluginAsync {
  const { sports, trading } = deps;
  return async (app) => {
    app.get(`/${OpsSportsPath.events}`, async (request) =>
      ok(request, await trading.events(parseInput(OpsSportsEventsQuery, request.query))),
    );

    app.get(`/${OpsSportsPath.event}`, async (request) => {
      const { id } = parseInput(OpsSportsIdParams, request.params);
      return ok(request, await trading.event(id, localeOf(request)));
    });

    app.get(`/${OpsSportsPath.openBets}`, async (request) =>
      ok(request, await trading.openBets(parseInput(OpsSportsBetsQuery, request.query), localeOf(request))),
    );

    const answer = async (change: OperatorMarketChange) => ({
      eventId: change.after.eventId,
      market: await trading.market(change.after),
    });
    const note = (request: Parameters<typeof noteAudit>[0], change: OperatorMarketChange) =>
      noteAudit(request, {
        targetType: 'sports-market',
        targetId: change.after.id,
        before: audited(change.before),
        after: audited(change.after),
      });

    app.post(`/${OpsSportsPath.suspendMarket}`, async (request) => {
      const { id } = parseInput(OpsSportsMarketParams, request.params);
      const operator = requireOperator(request);
      const change = await sports.operatorSuspend(id, operator.username, localeOf(request));
      note(request, change);
      return ok(request, await answer(change), 's.sportsMarketSuspended', safeArg(change.after.name));
    });

    app.post(`/${OpsSportsPath.unsuspendMarket}`, async (request) => {
      const { id } = parseInput(OpsSportsMarketParams, request.params);
      const change = await sports.operatorUnsuspend(id, localeOf(request));
      note(request, change);
      return ok(
        request,
        await answer(change),
        's.sportsMarketUnsuspended',
        safeArg(change.after.name),
        change.after.status,
      );
    });

    app.post(`/${OpsSportsPath.voidMarket}`, async (request) => {
      const { id } = parseInput(OpsSportsMarketParams, request.params);
      const { reason } = parseInput(OpsSportsVoidRequest, request.body);
      const open = await trading.openBetsOnMarket(id);
      const change = await sports.operatorVoid(id, reason, localeOf(request));
      note(request, change);
      return ok(request, await answer(change), 's.sportsMarketVoided', safeArg(change.after.name), open);
    });
  };
}
