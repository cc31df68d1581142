import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** Set when the app's first render is committed: what the page loads before it is what the first paint waits for. */
export const FIRST_RENDER_MARK = 'kasa:first-render';

/** `onFirstRender`: called once the first render is committed (main.tsx starts the fingerprint then). */
export function App({ router, onFirstRender }: { router: AppRouter; onFirstRender?: () => void }) {
  useLayoutEffect(() => {
    // The web budget (bench/web-budget.ts) counts the scripts asked for before this mark as the first page's.
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) performance.mark(FIRST_RENDER_MARK);
    onFirstRender?.();
  }, [onFirstRender]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
