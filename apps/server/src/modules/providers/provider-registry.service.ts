import { PROVIDER_IDS, ProviderId, providerIdOf, type LaunchResult } from '@kasa/contract/providers';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAdapters, ProviderLaunchError, type Fetch, type LaunchInput } from './adapters.ts';
import type { GameSessionsService } from './game-sessions.service.ts';

export type { LaunchInput };

export interface ProviderRegistryDeps {
  config: Pick<Config, 'providers' | 'publicUrl'>;
  gameSessions: GameSessionsService;
  log: { warn(obj: unknown, message?: string): void };
  /** Tests: the HTTP client the adapters call providers with. */
  fetch?: Fetch;
}

/** The address of an in-house game's full-frame client (apps/web app/routes/originals.tsx). */
export const originalsUrl = (code: string, token: string) =>
  `/originals/${encodeURIComponent(code)}?session=${encodeURIComponent(token)}`;

/**
 * The providers: which are configured, and launching a game of one. A launch first opens a game session (the token
 * the provider authenticates its wallet calls with; a locked player is refused there), then asks the provider's
 * adapter for the game's address or markup. Kasa Originals ('kasa') is always configured.
 */
export function createProviderRegistry({ config, gameSessions, log, fetch: doFetch }: ProviderRegistryDeps) {
  const adapters = createAdapters(config.providers, doFetch);

  function configuredId(providerName: string): ProviderId | null {
    const id = providerIdOf(providerName);
    if (id === null) return null;
    return id === ProviderId.Kasa || adapters[id] !== undefined ? id : null;
  }

  return {
    /** By our id ('pragmatic') or a game's providerName ('Pragmatic Play'). */
    isConfigured: (providerName: string) => configuredId(providerName) !== null,

    /** Our ids of the configured providers, Kasa Originals included. */
    configuredProviders: (): ProviderId[] => PROVIDER_IDS.filter((id) => configuredId(id) !== null),

    /**
     * Launches a game: unknown or unconfigured provider → 503 e.providerUnavailable; the provider refusing or not
     * answering → 502 e.providerLaunchFailed (logged).
     */
    async launch(providerName: string, input: LaunchInput): Promise<LaunchResult> {
      const id = configuredId(providerName);
      if (id === null) throw new AppError(503, 'e.providerUnavailable');
      const session = await gameSessions.create({
        playerId: input.player.id,
        gameCode: input.game.code,
        provider: id,
        locale: input.locale,
      });
      if (id === ProviderId.Kasa) return { kind: 'url', url: originalsUrl(input.game.code, session.token) };
      const adapter = adapters[id];
      if (!adapter) throw new AppError(503, 'e.providerUnavailable');
      try {
        return await adapter.launch({
          ...input,
          lobbyUrl: input.lobbyUrl ?? `${config.publicUrl}/`,
          token: session.token,
        });
      } catch (error) {
        await gameSessions.revoke(session.sessionId);
        if (error instanceof ProviderLaunchError) {
          log.warn({ provider: id, game: input.game.code, err: error.message }, 'game launch failed');
          throw new AppError(502, 'e.providerLaunchFailed');
        }
        throw error;
      }
    },
  };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
