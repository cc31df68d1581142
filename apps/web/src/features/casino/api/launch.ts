import { ApiPath } from '@kasa/contract/api';
import { ProviderName } from '@kasa/contract/casino';
import { PlatformCode } from '@kasa/contract/enums';
import type { Locale } from '@kasa/contract/constants';
import { translate } from '@kasa/contract/messages';
import { api, ApiError } from '../../../lib/api-client';
import { storedLocale } from '../../../lib/storage';
import type { LaunchableGame } from '../../../lib/game-launch';

/** How a launched game is shown: an address for the game frame, or (SoftGamings) markup for a sandboxed frame. */
export type LaunchResult = { kind: 'url'; url: string } | { kind: 'markup'; html: string };

export type LaunchContext = {
  isMobile: boolean;
  language: Locale;
  /** Where the provider's own lobby/exit button sends the player (EGT, Hub88). */
  lobbyUrl: string;
};

export type LaunchRequest = {
  path: string;
  body: Record<string, unknown>;
  /** Spec §8: EGT, Hub88 and SoftGamings launch failures also close the game. */
  closesOnFailure: boolean;
  isMarkup: boolean;
};

/**
 * Spec §7: the launch call is chosen by the game's providerName, each with its own payload. Unknown providers
 * answer null (the play page says the game cannot be opened, nothing is called).
 */
export function launchRequestFor(game: LaunchableGame, context: LaunchContext): LaunchRequest | null {
  const { isMobile, language, lobbyUrl } = context;
  const code = game.gameCode;
  const simple = (path: string, body: Record<string, unknown>, closesOnFailure = false) => ({
    path,
    body,
    closesOnFailure,
    isMarkup: false,
  });
  switch (game.providerName) {
    case ProviderName.KasaOriginals:
      return simple(ApiPath.originalsLaunch, { code, isMobile });
    case ProviderName.SoftGamings:
      return {
        path: ApiPath.softGamingsLaunch,
        body: { system: game.system, pageCode: code, isMobile: isMobile ? 1 : 0 },
        closesOnFailure: true,
        isMarkup: true,
      };
    case ProviderName.Hub88:
    case ProviderName.EgtDigital:
      return simple(
        game.providerName === ProviderName.Hub88 ? ApiPath.hub88Launch : ApiPath.egtLaunch,
        {
          platform: isMobile ? PlatformCode.Mobile : PlatformCode.Desktop,
          gameCode: code,
          language,
          lobbyUrl,
        },
        true,
      );
    case ProviderName.Amusnet:
      return simple(ApiPath.amusnetLaunch, { code, isMobile });
    case ProviderName.EveryMatrix:
      return simple(ApiPath.everyMatrixLaunch, { code, productId: game.productId });
    case ProviderName.Digitain:
      return simple(ApiPath.digitainLaunch, { code });
    case ProviderName.PragmaticPlay:
      return simple(ApiPath.pragmaticLaunch, { code });
    default:
      return null;
  }
}

export async function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<LaunchResult> {
  const { data } = await api.post<string>(request.path, request.body, signal);
  const text = typeof data === 'string' ? data.trim() : '';
  if (request.isMarkup) return { kind: 'markup', html: text };
  return { kind: 'url', url: safeFrameUrl(text) };
}

/**
 * The game frame loads only http(s) addresses (relative ones resolve against the site): a `javascript:` or `data:`
 * address would run in our own origin.
 */
export function safeFrameUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    throw new ApiError(translate(storedLocale(), 'e.internal'), 0);
  }
  if (value === '' || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ApiError(translate(storedLocale(), 'e.internal'), 0);
  }
  return url.href;
}
