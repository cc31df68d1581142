import type { LaunchableGame } from '../../../lib/game-launch';

/**
 * /casino/play/{encoded}: the game object serialised to JSON and encoded URL-safe (base64url of the UTF-8 text), so
 * names with any characters survive the path. decode returns null for anything that is not such a game.
 */
export function encodeGameData(game: LaunchableGame): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function decodeGameData(data: string | undefined): LaunchableGame | null {
  if (!data) return null;
  try {
    const base64 = data.replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const game = value as Partial<LaunchableGame>;
    return typeof game.gameCode === 'string' &&
      typeof game.name === 'string' &&
      typeof game.providerName === 'string'
      ? (game as LaunchableGame)
      : null;
  } catch {
    return null;
  }
}
