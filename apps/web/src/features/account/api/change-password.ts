import { ApiPath } from '@kasa/contract/api';
import type { ChangePasswordRequest } from '@kasa/contract/customer';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export function changePassword(body: ChangePasswordRequest) {
  return api.post<unknown>(ApiPath.changePassword, body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (envelope) => {
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
