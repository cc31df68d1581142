import { ApiPath } from '@kasa/contract/api';
import type { TransactionType } from '@kasa/contract/enums';
import type { PaymentDetailField } from '@kasa/contract/payment';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getPaymentDetail(
  id: number,
  type: TransactionType,
  signal?: AbortSignal,
): Promise<PaymentDetailField[]> {
  return api
    .post<PaymentDetailField[]>(ApiPath.paymentDetail, { id, type }, signal)
    .then((envelope) => envelope.data ?? []);
}

/** The fields of one method's form; fetched fresh on each opening (the server may change them). */
export function usePaymentDetail(id: number, type: TransactionType) {
  return useQuery({
    queryKey: ['payment', 'detail', id, type],
    queryFn: ({ signal }) => getPaymentDetail(id, type, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
