import { type PlaySessionData, RgPath } from '@kasa/contract/responsible-gaming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** How often the open game asks for the session's state (the reality check's own moment is awaited exactly). */
export const PLAY_SESSION_POLL_MS = 30_000;

const key = (username: string | null) => ['rg', 'play-session', username] as const;

/** `start`: an open game starts the play session; the sportsbook only reads it (a bet starts it). */

export function usePlaySession(start: boolean) {
  const { username } = useAuth();
  return useQuery({
    queryKey: key(username),
    queryFn: ({ signal }) =>
      api.post<PlaySessionData>(RgPath.playSession, { start }, signal).then((e) => e.data),
    enabled: username !== null,
    refetchInterval: PLAY_SESSION_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useContinuePlay() {
  const client = useQueryClient();
  const { username } = useAuth();
  return useMutation({
    mutationFn: () => api.post<PlaySessionData>(RgPath.continuePlay, {}).then((e) => e.data),
    onSuccess: (data) => client.setQueryData(key(username), data),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
