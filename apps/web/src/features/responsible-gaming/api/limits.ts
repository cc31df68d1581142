import type { Envelope } from '@kasa/contract/envelope';
import {
  type LimitsData,
  type RealityCheckRequest,
  RgPath,
  type SelfExcludeRequest,
  type SetLimitRequest,
  type TimeoutRequest,
} from '@kasa/contract/responsible-gaming';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export function getLimits(signal?: AbortSignal) {
  return api.get<LimitsData>(RgPath.limits, signal).then((envelope) => envelope.data);
}

export function limitsQuery(username: string | null) {
  return queryOptions({
    queryKey: ['rg', 'limits', username],
    queryFn: ({ signal }) => getLimits(signal),
    enabled: username !== null,
  });
}

export function useLimits() {
  const { username } = useAuth();
  return useQuery(limitsQuery(username));
}

/** A change of the player's protection settings: the answer is the new state, its message a toast. */
function useLimitsChange<T>(call: (body: T) => Promise<Envelope<LimitsData>>) {
  const client = useQueryClient();
  const { username } = useAuth();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => {
      client.setQueryData(limitsQuery(username).queryKey, envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export const useSetLimit = () =>
  useLimitsChange((body: SetLimitRequest) => api.post<LimitsData>(RgPath.setLimit, body));
export const useTimeout = () =>
  useLimitsChange((body: TimeoutRequest) => api.post<LimitsData>(RgPath.timeout, body));
export const useSelfExclude = () =>
  useLimitsChange((body: SelfExcludeRequest) => api.post<LimitsData>(RgPath.selfExclude, body));
export const useRealityCheck = () =>
  useLimitsChange((body: RealityCheckRequest) => api.post<LimitsData>(RgPath.realityCheck, body));
export const useCloseAccount = () =>
  useLimitsChange(() => api.post<LimitsData>(RgPath.closeAccount, { confirm: true }));
export const useSkipLimitPrompt = () =>
  useLimitsChange(() => api.post<LimitsData>(RgPath.skipLimitPrompt, {}));
export const useRequestReopen = () =>
  useLimitsChange(() => api.post<LimitsData>(RgPath.requestReopen, { confirm: true }));
export const useReviewLimits = () => useLimitsChange(() => api.post<LimitsData>(RgPath.reviewLimits, {}));
