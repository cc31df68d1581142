import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiPath } from '@kasa/contract/api';
import {
  AmusnetLaunchRequest,
  CasinoGamesRequest,
  CasinoHistoryRequest,
  CasinoRoundRequest,
  CategoryGamesRequest,
  DigitainLaunchRequest,
  EgtLaunchRequest,
  EveryMatrixLaunchRequest,
  Hub88LaunchRequest,
  LobbyRequest,
  OriginalsLaunchRequest,
  PlayerGamesRequest,
  PragmaticLaunchRequest,
  ProvidersRequest,
  SoftGamingsLaunchRequest,
  ToggleFavoriteRequest,
} from '@kasa/contract/casino';
import { PlatformCode } from '@kasa/contract/enums';
import { localeOf, ok, parseInput } from '../../lib/http.ts';
import { requireAuth } from '../../plugins/authenticate.ts';
import type { CasinoService, LaunchCall } from './casino.service.ts';

/** The caller when a valid token comes with a public call (isFavorite marks); a missing or stale one is a guest. */
async function optionalPlayer(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  return (await app.optionalAuth(request))?.playerId ?? null;
}

/** Public casino calls: search, category games, lobby, providers (favourite marks when signed in). */
export function casinoPublicRoutes(casino: CasinoService): FastifyPluginAsync {
  return async (app) => {
    app.post(`/${ApiPath.casinoGames}`, async (request) => {
      const input = parseInput(CasinoGamesRequest, request.body);
      return ok(request, await casino.searchGames(input, await optionalPlayer(app, request)));
    });

    app.post(`/${ApiPath.casinoCategoryGames}`, async (request) => {
      const input = parseInput(CategoryGamesRequest, request.body);
      return ok(
        request,
        await casino.categoryGames(input.systemCategory, await optionalPlayer(app, request)),
      );
    });

    app.post(`/${ApiPath.casinoLobby}`, async (request) => {
      const input = parseInput(LobbyRequest, request.body);
      return ok(request, await casino.lobby(input, await optionalPlayer(app, request), localeOf(request)));
    });

    app.post(`/${ApiPath.casinoProviders}`, async (request) => {
      parseInput(ProvidersRequest, request.body);
      return ok(request, casino.providerList());
    });
  };
}

/** The signed-in player's casino calls: favourites, recently played, every launch call, game history. */
export function casinoPlayerRoutes(casino: CasinoService): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', app.authenticate);

    app.post(`/${ApiPath.casinoToggleFavorite}`, async (request) => {
      const input = parseInput(ToggleFavoriteRequest, request.body);
      const result = await casino.toggleFavorite(requireAuth(request).playerId, input.code, input.providerId);
      return ok(request, result, result.isFavorite ? 's.favoriteAdded' : 's.favoriteRemoved');
    });

    app.post(`/${ApiPath.casinoFavorites}`, async (request) => {
      parseInput(PlayerGamesRequest, request.body);
      return ok(request, await casino.favorites(requireAuth(request).playerId));
    });

    app.post(`/${ApiPath.casinoRecent}`, async (request) => {
      parseInput(PlayerGamesRequest, request.body);
      return ok(request, await casino.recent(requireAuth(request).playerId));
    });

    app.post(`/${ApiPath.gameHistory}`, async (request) => {
      const input = parseInput(CasinoHistoryRequest, request.body);
      return ok(request, await casino.history(requireAuth(request).playerId, input));
    });

    app.post(`/${ApiPath.gameRound}`, async (request) => {
      const input = parseInput(CasinoRoundRequest, request.body);
      return ok(request, await casino.round(requireAuth(request).playerId, input.provider, input.roundId));
    });

    // Launch calls (spec §7 and ours): each parses its own body into the provider's call.
    const launches: Array<[string, (body: unknown) => LaunchCall]> = [
      [
        ApiPath.pragmaticLaunch,
        (body) => ({ providerName: 'Pragmatic Play', code: parseInput(PragmaticLaunchRequest, body).code }),
      ],
      [
        ApiPath.digitainLaunch,
        (body) => ({ providerName: 'Digitain', code: parseInput(DigitainLaunchRequest, body).code }),
      ],
      [
        ApiPath.everyMatrixLaunch,
        (body) => {
          const input = parseInput(EveryMatrixLaunchRequest, body);
          return {
            providerName: 'EveryMatrix',
            code: input.code,
            productId: input.productId == null ? null : String(input.productId),
          };
        },
      ],
      [
        ApiPath.amusnetLaunch,
        (body) => {
          const input = parseInput(AmusnetLaunchRequest, body);
          return { providerName: 'Amusnet', code: input.code, isMobile: input.isMobile };
        },
      ],
      [
        ApiPath.egtLaunch,
        (body) => {
          const input = parseInput(EgtLaunchRequest, body);
          return {
            providerName: 'Egt Digital',
            code: input.gameCode,
            isMobile: input.platform === PlatformCode.Mobile,
            language: input.language,
            lobbyUrl: input.lobbyUrl,
          };
        },
      ],
      [
        ApiPath.hub88Launch,
        (body) => {
          const input = parseInput(Hub88LaunchRequest, body);
          return {
            providerName: 'Hub88',
            code: input.gameCode,
            isMobile: input.platform === PlatformCode.Mobile,
            language: input.language,
            lobbyUrl: input.lobbyUrl,
          };
        },
      ],
      [
        ApiPath.softGamingsLaunch,
        (body) => {
          const input = parseInput(SoftGamingsLaunchRequest, body);
          return {
            providerName: 'SoftGamings',
            code: input.pageCode,
            system: input.system,
            isMobile: input.isMobile === 1,
          };
        },
      ],
      [
        ApiPath.originalsLaunch,
        (body) => {
          const input = parseInput(OriginalsLaunchRequest, body);
          return { providerName: 'Kasa Originals', code: input.code, isMobile: input.isMobile };
        },
      ],
    ];
    for (const [path, toCall] of launches) {
      app.post(`/${path}`, async (request) => {
        const { playerId } = requireAuth(request);
        const data = await casino.launch(toCall(request.body), {
          playerId,
          locale: localeOf(request),
          clientIp: request.ip,
        });
        return ok(request, data);
      });
    }
  };
}
