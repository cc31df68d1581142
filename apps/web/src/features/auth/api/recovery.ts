import { ApiPath } from '@kasa/contract/api';
import type {
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  SendResetPasswordRequest,
} from '@kasa/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

export function sendResetPassword(body: SendResetPasswordRequest) {
  return api.post<unknown>(ApiPath.sendResetPassword, body);
}

export function checkResetCode(body: CheckResetCodeRequest) {
  return api.post<unknown>(ApiPath.checkResetCode, body);
}

export function changePasswordWithCode(body: ChangePasswordWithCodeRequest) {
  return api.post<unknown>(ApiPath.changePasswordWithCode, body);
}

// Spec §4: a refused step stays where it is and shows the server's message as an error notice.
const showError = (error: unknown) => {
  toast.error(errorMessage(error));
};

export function useSendResetPassword() {
  return useMutation({ mutationFn: sendResetPassword, onError: showError });
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode, onError: showError });
}

export function useChangePasswordWithCode() {
  return useMutation({ mutationFn: changePasswordWithCode, onError: showError });
}
