import { ApiPath } from '@kasa/contract/api';
import { BonusKind, type AvailableBonus, type PlayerBonus } from '@kasa/contract/bonus';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export function claimTrialBonus() {
  return api.get<PlayerBonus>(ApiPath.defineTrialBonus);
}

/** Claims the trial bonus offered after registration. Spec §8: a failed claim is silent. */
export function useClaimTrialBonus() {
  return useMutation({ mutationFn: claimTrialBonus, onError: () => undefined });
}

/**
 * The trial amount the server pays now (its `bonus/available` entry), or null when the server does not say — then
 * the stored bootstrap amount stands. 0 means the operator has switched the trial bonus off.
 */
export function getTrialBonusAmount(signal?: AbortSignal): Promise<number | null> {
  return api.post<AvailableBonus[]>(ApiPath.bonusAvailable, {}, signal).then((envelope) => {
    const trial = (envelope.data ?? []).find((bonus) => bonus.kind === BonusKind.Trial);
    if (!trial) return null;
    return trial.amount ?? 0;
  });
}

export function useTrialBonusAmount(isEnabled: boolean) {
  const { username } = useAuth();
  return useQuery({
    queryKey: ['bonus', username, 'trial-amount'],
    queryFn: ({ signal }) => getTrialBonusAmount(signal),
    enabled: isEnabled && username !== null,
    retry: false,
    staleTime: Infinity,
  });
}
