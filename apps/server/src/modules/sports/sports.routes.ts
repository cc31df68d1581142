import type { FastifyPluginAsync } from 'fastify';
import {
  SportsEventParams,
  SportsEventQuery,
  SportsEventsRequest,
  SportsPath,
  SportsTreeQuery,
} from '@kasa/contract/sports-api';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import type { SportsService } from './sports.service.ts';

/** The sportsbook's public read calls (issue 10 §4): anyone may look at events and prices. */
export function sportsRoutes(sports: SportsService): FastifyPluginAsync {
  return async (app) => {
    app.get(`/${SportsPath.tree}`, async (request) => {
      const query = parseInput(SportsTreeQuery, request.query);
      return ok(request, await sports.tree(query.book, localeOf(request)));
    });

    app.post(`/${SportsPath.events}`, async (request) => {
      const input = parseInput(SportsEventsRequest, request.body);
      return ok(request, await sports.events(input, localeOf(request)));
    });

    app.get(`/${SportsPath.event}/:id`, async (request) => {
      const { id } = parseInput(SportsEventParams, request.params);
      const { book } = parseInput(SportsEventQuery, request.query);
      return ok(request, await sports.event(id, book, localeOf(request)));
    });

    app.get(`/${SportsPath.state}/:id`, async (request) => {
      const { id } = parseInput(SportsEventParams, request.params);
      return ok(request, await sports.liveState(id));
    });
  };
}
