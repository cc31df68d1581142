import { ApiPath } from '@kasa/contract/api';
import type { UpdatePhoneRequest } from '@kasa/contract/customer';
import { PhoneValidationStep } from '@kasa/contract/enums';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from './api-client';
import { updateSession } from './session';
import { toast } from './toast';

// customer/updatephone is shared by the register phone step and the two phone dialogs, so it lives here.

export function requestUpdatePhone(body: UpdatePhoneRequest) {
  return api.post<unknown>(ApiPath.updatePhone, body);
}

/**
 * Step 1 sends a code to the phone; step 2 checks the code and, on success, marks the stored session verified.
 * Failures show the server's message as an error toast (spec §8); callers decide what else to reset.
 */
export function useUpdatePhone() {
  return useMutation({
    mutationFn: requestUpdatePhone,
    onSuccess: (envelope, variables) => {
      if (envelope.message) toast.success(envelope.message);
      if (variables.step === PhoneValidationStep.EnterCode) {
        updateSession({ phone: variables.phone, smsVerified: true });
      }
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
