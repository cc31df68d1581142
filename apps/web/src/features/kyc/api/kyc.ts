import { API_BASE } from '@kasa/contract/api';
import { translate } from '@kasa/contract/messages';
import { KycPath, type KycDocument, type KycDocumentKind, type KycStatusData } from '@kasa/contract/kyc';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiRequest, buildHeaders } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { storedLocale } from '../../../lib/storage';

export function getKycStatus(signal?: AbortSignal) {
  return api.get<KycStatusData>(KycPath.status, signal).then((envelope) => envelope.data);
}

export function kycStatusQuery(username: string | null) {
  return queryOptions({
    queryKey: ['kyc', 'status', username],
    queryFn: ({ signal }) => getKycStatus(signal),
    enabled: username !== null,
  });
}

export function useKycStatus() {
  const { username } = useAuth();
  return useQuery(kycStatusQuery(username));
}

/** Sends one document as multipart (the kind first, then the file); the server decides what the bytes are. */
export function uploadKycDocument(kind: KycDocumentKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return apiRequest<KycDocument>(KycPath.upload, { method: 'POST', body: form });
}

export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => uploadKycDocument(kind, file),
    onSuccess: () => client.invalidateQueries({ queryKey: ['kyc', 'status'] }),
  });
}

/**
 * Opens one of the player's own documents in a new tab. The file needs the Bearer token, so it is fetched here and
 * shown from a blob address rather than linked.
 */
export async function openKycDocument(id: string): Promise<void> {
  const headers = buildHeaders();
  delete headers['content-type'];
  headers.accept = '*/*';
  const response = await fetch(`${API_BASE}${KycPath.file.replace(':id', id)}`, { headers });
  if (!response.ok) throw new ApiError(translate(storedLocale(), 'e.kycDocumentUnknown'), response.status);
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
