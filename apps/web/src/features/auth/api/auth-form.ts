import { ApiPath } from '@kasa/contract/api';
import type { AuthFormData } from '@kasa/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getAuthForm(signal?: AbortSignal) {
  return api.get<AuthFormData>(ApiPath.authForm, signal).then((envelope) => envelope.data);
}

export const authFormQuery = queryOptions({
  queryKey: ['auth', 'form'],
  queryFn: ({ signal }) => getAuthForm(signal),
  staleTime: Infinity,
});

export function useAuthForm() {
  return useQuery(authFormQuery);
}
