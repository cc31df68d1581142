import { ApiPath } from '@kasa/contract/api';
import type { TransactionType } from '@kasa/contract/enums';
import type { PaymentMethod } from '@kasa/contract/payment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export function getPaymentMethods(type: TransactionType, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api
    .post<PaymentMethod[]>(ApiPath.paymentMethods, { type }, signal)
    .then((envelope) => envelope.data ?? []);
}

export function paymentMethodsQuery(type: TransactionType, username: string | null) {
  return queryOptions({
    queryKey: ['payment', 'methods', type, username],
    queryFn: ({ signal }) => getPaymentMethods(type, signal),
    enabled: username !== null,
    staleTime: 60_000,
  });
}

export function usePaymentMethods(type: TransactionType) {
  const { username } = useAuth();
  return useQuery(paymentMethodsQuery(type, username));
}
