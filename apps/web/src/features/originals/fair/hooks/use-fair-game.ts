import type { FairSeedState, FairStateData, RevealedSeed } from '@kasa/contract/fair';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { announceBalanceChange } from '../../../../lib/game-launch';
import { fairApi } from '../api/fair-api';

export type LoadState =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string; ended: boolean };

type Balances = { balance: number; bonusBalance: number };

/**
 * What both game clients share: the state loaded once from the server (balance, seed pair, revealed seeds, recent
 * rounds, an open Mines round), then kept current from each answer (never refetched behind the player's back).
 */
export function useFairGame<S extends FairStateData = FairStateData>(
  session: string,
  /** The load call: fair/state (Dice, Mines) by default; the instant games pass instant/state. */
  loader?: (session: string) => Promise<{ data: S }>,
) {
  const query = useQuery({
    queryKey: ['fair', loader ? 'instant' : 'state', session],
    queryFn: async () =>
      (await (loader ?? (fairApi.state as unknown as (s: string) => Promise<{ data: S }>))(session)).data,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [liveBalance, setLiveBalance] = useState<Balances | null>(null);
  const [liveSeed, setLiveSeed] = useState<FairSeedState | null>(null);
  const [revealedNow, setRevealedNow] = useState<RevealedSeed[]>([]);

  const initial = query.data ?? null;
  const load: LoadState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? {
          status: 'error',
          message: errorMessage(query.error),
          ended:
            query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403),
        }
      : { status: 'ready' };
  const balance: Balances = liveBalance ?? {
    balance: initial?.balance ?? 0,
    bonusBalance: initial?.bonusBalance ?? 0,
  };
  const seed = liveSeed ?? initial?.seed ?? null;
  const previousSeeds = [...revealedNow, ...(initial?.previousSeeds ?? [])];

  const { refetch } = query;
  const reload = useCallback(async () => {
    setLiveBalance(null);
    setLiveSeed(null);
    setRevealedNow([]);
    await refetch();
  }, [refetch]);

  /** After a bet: the new balance here and, when money moved, the site's header told to read its own. */
  const settled = useCallback((next: Balances & { seed: FairSeedState }, moved = true) => {
    setLiveBalance({ balance: next.balance, bonusBalance: next.bonusBalance });
    setLiveSeed(next.seed);
    if (moved) announceBalanceChange();
  }, []);

  const rotate = useCallback(async () => {
    try {
      const envelope = await fairApi.rotate(session);
      setLiveSeed(envelope.data.seed);
      setRevealedNow((list) => [envelope.data.revealed, ...list]);
      toast.success(envelope.message);
      return envelope.data.revealed;
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    }
  }, [session]);

  const changeClientSeed = useCallback(
    async (clientSeed: string) => {
      try {
        const envelope = await fairApi.setClientSeed(session, clientSeed);
        setLiveSeed(envelope.data.seed);
        toast.success(envelope.message);
        return true;
      } catch (error) {
        toast.error(errorMessage(error));
        return false;
      }
    },
    [session],
  );

  return { load, reload, initial, balance, seed, previousSeeds, settled, rotate, changeClientSeed };
}

export type FairGameState = ReturnType<typeof useFairGame>;
