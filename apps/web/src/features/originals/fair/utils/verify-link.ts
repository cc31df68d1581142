import type { FairGame } from '@kasa/contract/fair';

/** The verification page prefilled with a round's seeds (opened in a new tab from the game). */
export function verifyHref(
  game: FairGame,
  round: {
    serverSeed?: string | null;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    mines?: number;
  },
  /** Game inputs besides the seeds (Plinko's rows, Hi-Lo's card count). */
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  if (round.serverSeed) query.set('serverSeed', round.serverSeed);
  query.set('hash', round.serverSeedHash);
  query.set('clientSeed', round.clientSeed);
  query.set('nonce', String(round.nonce));
  if (round.mines !== undefined) query.set('mines', String(round.mines));
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return `/provably-fair/${game}?${query.toString()}`;
}
