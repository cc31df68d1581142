import { ApiPath } from '@kasa/contract/api';
import {
  contentPagePath,
  type ContentPage,
  type ContentPageSummary,
  type Promotion,
} from '@kasa/contract/content';
import { resolveLocale } from '@kasa/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

// The server answers in the request's language (x-locale): the language is part of every key, so a switch loads the
// texts again instead of showing the other language's cached copy.

function useLocale() {
  return resolveLocale(useTranslation().i18n.language);
}

export function getPromotions(signal?: AbortSignal): Promise<Promotion[]> {
  return api.get<Promotion[]>(ApiPath.promotions, signal).then((envelope) => envelope.data ?? []);
}

export function promotionsQuery(locale: string) {
  return queryOptions({
    queryKey: ['cms', 'promotions', locale],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePromotions() {
  return useQuery(promotionsQuery(useLocale()));
}

export function getContentPages(signal?: AbortSignal): Promise<ContentPageSummary[]> {
  return api.get<ContentPageSummary[]>(ApiPath.contentPages, signal).then((envelope) => envelope.data ?? []);
}

export function contentPagesQuery(locale: string) {
  return queryOptions({
    queryKey: ['cms', 'pages', locale],
    queryFn: ({ signal }) => getContentPages(signal),
    staleTime: 5 * 60_000,
  });
}

export function useContentPages() {
  return useQuery(contentPagesQuery(useLocale()));
}

export function getContentPage(id: number, signal?: AbortSignal): Promise<ContentPage> {
  return api.get<ContentPage>(contentPagePath(id), signal).then((envelope) => envelope.data);
}

export function contentPageQuery(id: number, locale: string) {
  return queryOptions({
    queryKey: ['cms', 'page', id, locale],
    queryFn: ({ signal }) => getContentPage(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
  });
}

export function useContentPage(id: number) {
  return useQuery(contentPageQuery(id, useLocale()));
}
