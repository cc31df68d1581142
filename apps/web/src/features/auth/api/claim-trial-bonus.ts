import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Spec §7 bonus/definetrialbonus (served by the bonus issue). Not yet in the contract's ApiPath.
const DEFINE_TRIAL_BONUS_PATH = 'bonus/definetrialbonus';

export function claimTrialBonus() {
  return api.get<unknown>(DEFINE_TRIAL_BONUS_PATH);
}

/** Claims the trial bonus offered after registration. Spec §8: a failed claim is silent. */
export function useClaimTrialBonus() {
  return useMutation({ mutationFn: claimTrialBonus, onError: () => undefined });
}
