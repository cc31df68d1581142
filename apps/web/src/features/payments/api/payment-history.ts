import { ApiPath } from '@kasa/contract/api';
import type { PaymentHistoryData, PaymentHistoryRequest } from '@kasa/contract/payment';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';

export const PAYMENT_HISTORY_PAGE_SIZE = 10;

export function getPaymentHistory(request: PaymentHistoryRequest, signal?: AbortSignal) {
  return api
    .post<PaymentHistoryData>(ApiPath.paymentHistory, request, signal)
    .then((envelope) => envelope.data);
}

export function usePaymentHistory(request: PaymentHistoryRequest) {
  const { username } = useAuth();
  return useQuery({
    queryKey: ['payment', 'history', username, request],
    queryFn: ({ signal }) => getPaymentHistory(request, signal),
    enabled: username !== null,
    placeholderData: keepPreviousData,
  });
}
