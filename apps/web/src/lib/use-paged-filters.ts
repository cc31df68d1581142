import { useState } from 'react';

/**
 * Filters and page of a paged history list: changing any filter goes back to the first page. `skip`/`take` feed the
 * query, `pagesOf(total)` gives the page count (at least one).
 */
export function usePagedFilters<F extends Record<string, string>>(empty: F, pageSize: number) {
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(0);
  const change = (patch: Partial<F>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  return {
    filters,
    change,
    clear: () => change(empty),
    hasFilters: Object.values(filters).some(Boolean),
    page,
    setPage,
    skip: page * pageSize,
    take: pageSize,
    pagesOf: (total: number) => Math.max(1, Math.ceil(total / pageSize)),
  };
}
