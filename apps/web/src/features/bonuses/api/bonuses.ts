import { ApiPath } from '@kasa/contract/api';
import type { AvailableBonus, PlayerBonus } from '@kasa/contract/bonus';
import type { Envelope } from '@kasa/contract/envelope';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export function getBonuses(signal?: AbortSignal): Promise<PlayerBonus[]> {
  return api.post<PlayerBonus[]>(ApiPath.bonusList, {}, signal).then((envelope) => envelope.data ?? []);
}

export function getAvailableBonuses(signal?: AbortSignal): Promise<AvailableBonus[]> {
  return api
    .post<AvailableBonus[]>(ApiPath.bonusAvailable, {}, signal)
    .then((envelope) => envelope.data ?? []);
}

/** Both lists hang under one key per player, so a request (or a live notification) refreshes them together. */
export const bonusesKey = (username: string | null) => ['bonus', username] as const;

export function bonusesQuery(username: string | null) {
  return queryOptions({
    queryKey: [...bonusesKey(username), 'list'],
    queryFn: ({ signal }) => getBonuses(signal),
    enabled: username !== null,
  });
}

export function availableBonusesQuery(username: string | null) {
  return queryOptions({
    queryKey: [...bonusesKey(username), 'available'],
    queryFn: ({ signal }) => getAvailableBonuses(signal),
    enabled: username !== null,
  });
}

export function useBonuses() {
  const { username } = useAuth();
  return useQuery(bonusesQuery(username));
}

export function useAvailableBonuses() {
  const { username } = useAuth();
  return useQuery(availableBonusesQuery(username));
}

export function requestBonus(definitionId: number): Promise<Envelope<PlayerBonus>> {
  return api.post<PlayerBonus>(ApiPath.bonusRequest, { definitionId });
}

/** The reply's message is the toast; both lists are read again (eligibility changes with every request). */
export function useRequestBonus() {
  const { username } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusesKey(username) }),
  });
}
