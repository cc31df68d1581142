import { useEffect } from 'react';
import { createStore, useStore } from './create-store';

/**
 * Custom crumbs (spec §2: "custom crumbs appendable"). A page whose label is only known once its data arrives (a
 * content page's title, a game's name) names its own crumb by path; the breadcrumb bar uses that label instead of
 * the route's, and `append` adds crumbs after the last one.
 */
export type CustomCrumb = { label: string; to: string };
type CrumbState = { labels: Record<string, string>; appended: CustomCrumb[] };

export const crumbStore = createStore<CrumbState>({ labels: {}, appended: [] });

export function useCustomCrumbs(): CrumbState {
  return useStore(crumbStore);
}

/** While mounted, the crumb of `path` reads `label` (nothing changes while the label is still unknown). */
export function useCrumbLabel(path: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!label) return;
    crumbStore.set((state) => ({ ...state, labels: { ...state.labels, [path]: label } }));
    return () => {
      crumbStore.set((state) => {
        const labels = { ...state.labels };
        if (labels[path] === label) delete labels[path];
        return { ...state, labels };
      });
    };
  }, [path, label]);
}

/** While mounted, these crumbs follow the route's own. */
export function useAppendCrumbs(crumbs: CustomCrumb[]): void {
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    const parsed = JSON.parse(key) as CustomCrumb[];
    if (parsed.length === 0) return;
    crumbStore.set((state) => ({ ...state, appended: parsed }));
    return () => crumbStore.set((state) => ({ ...state, appended: [] }));
  }, [key]);
}
