import type { FastifyPluginAsync } from 'fastify';
import {
  SportsEventParams,
  SportsEventQuery,
  SportsEventsRequest,
  SportsFavouritesRequest,
  SportsPath,
  SportsTreeQuery,
} from '@kasa/contract/sports-api';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
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

    // The player's favourite leagues (docs/decisions/0240); a guest keeps them in the browser.
    app.get(`/${SportsPath.favourites}`, { preHandler: app.authenticate }, async (request) =>
      ok(request, await sports.favouriteLeagues(requireAuth(request).playerId)),
    );

    app.post(`/${SportsPath.favourites}`, { preHandler: app.authenticate }, async (request) => {
      const input = parseInput(SportsFavouritesRequest, request.body);
      return ok(request, await sports.setFavouriteLeagues(requireAuth(request).playerId, input));
    });
  };
}
