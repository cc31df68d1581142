import { ApiPath } from '@kasa/contract/api';
import type {
  FastRegisterForm,
  RegisterDefaultRequest,
  RegisterFastRequest,
  RegisterForm,
  RegisterRequest,
  SessionData,
} from '@kasa/contract/auth';
import { DEFAULT_COUNTRY_ID, DEFAULT_CURRENCY_ID } from '@kasa/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** The default form's payload (spec §3): birthDate is built from the three inputs as YYYY-MM-DD. */
export function buildDefaultRegisterPayload(
  values: RegisterForm,
  refId: number | null,
): RegisterDefaultRequest {
  return {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    password: values.password,
    password2: values.password2,
    trialBonus: values.trialBonus,
    PersonalNo: values.PersonalNo,
    country: values.country,
    currencyId: DEFAULT_CURRENCY_ID,
    birthDate: `${values.birthDateYear}-${values.birthDateMonth}-${values.birthDateDay}`,
    birthDateDay: values.birthDateDay,
    birthDateMonth: values.birthDateMonth,
    birthDateYear: values.birthDateYear,
    ...(refId === null ? {} : { refId }),
  };
}

/** The fast form asks for less but still sends the default country and currency, and says it is fast. */
export function buildFastRegisterPayload(
  values: FastRegisterForm,
  refId: number | null,
): RegisterFastRequest {
  return {
    name: values.name,
    surname: values.surname,
    username: values.username,
    email: values.email,
    phone: values.phone,
    password: values.password,
    password2: values.password2,
    trialBonus: values.trialBonus,
    country: DEFAULT_COUNTRY_ID,
    currencyId: DEFAULT_CURRENCY_ID,
    isFast: true,
    ...(refId === null ? {} : { refId }),
  };
}

export function registerRequest(body: RegisterRequest) {
  return api.post<SessionData | null>(ApiPath.register, body);
}

/**
 * Success logs the player in at once (the reply is the same session data as login) — unless the reply carries no
 * session: the address needs verifying, and the message says to check the e-mail (docs/decisions/0440).
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRequest,
    onSuccess: (envelope) => {
      if (envelope.data === null) return;
      queryClient.clear();
      setSession(envelope.data);
      if (envelope.message) toast.success(envelope.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
