import { ApiPath } from '@kasa/contract/api';
import type { PaymentDetailValues } from '@kasa/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type DepositOutcome = { message: string; pageUrl: string | null };

/** `payment/deposit`: data is the external payment page address for redirect methods, otherwise null. */
export function deposit(id: number, detail: PaymentDetailValues): Promise<DepositOutcome> {
  return api.post<string | null>(ApiPath.deposit, { id, target: 'pay', detail }).then((envelope) => ({
    message: envelope.message,
    // Spec §4: 'operation active' only for text starting with http.
    pageUrl: typeof envelope.data === 'string' && envelope.data.startsWith('http') ? envelope.data : null,
  }));
}

export function withdraw(id: number, detail: PaymentDetailValues): Promise<string> {
  return api.post<null>(ApiPath.withdraw, { id, detail }).then((envelope) => envelope.message);
}

export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, detail }: { id: number; detail: PaymentDetailValues }) => deposit(id, detail),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payment', 'history'] }),
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, detail }: { id: number; detail: PaymentDetailValues }) => withdraw(id, detail),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payment', 'history'] }),
  });
}
