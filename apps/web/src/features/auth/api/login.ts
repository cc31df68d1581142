import { ApiPath } from '@kasa/contract/api';
import type { LoginRequest, SessionData } from '@kasa/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { closeAllDialogs } from '../../../lib/dialogs';
import { setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

export function loginRequest(body: LoginRequest) {
  return api.post<SessionData>(ApiPath.login, body);
}

/** Spec §4: on success the session starts, the server's message shows and every dialog closes. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (envelope) => {
      queryClient.clear();
      setSession(envelope.data);
      toast.success(envelope.message);
      closeAllDialogs();
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
