import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

export type Notice = { kind: 'win' | 'error' | 'info'; text: string; id: number };

/** The table's passing notice: `say` shows one, and it goes after 3.5 s. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const say = useCallback(
    (kind: Notice['kind'], text: string) => setNotice({ kind, text, id: Date.now() }),
    [],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3_500);
    return () => clearTimeout(timer);
  }, [notice]);
  return { notice, say };
}

/**
 * The player's state at a table through the game session: loaded once the session is there (and given to `apply`),
 * again on `refresh`; a 401 marks the session lost. `load` and `apply` must be stable.
 */
export function useTableSession<TState>(
  session: string,
  load: (session: string) => Promise<TState>,
  apply: (state: TState) => void,
) {
  const [sessionLost, setSessionLost] = useState(!session);
  const refresh = useCallback(async () => {
    if (!session) return null;
    try {
      const state = await load(session);
      apply(state);
      return state;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSessionLost(true);
      return null;
    }
  }, [session, load, apply]);
  useEffect(() => {
    if (!session) return;
    let live = true;
    load(session).then(
      (state) => {
        if (live) apply(state);
      },
      (error: unknown) => {
        if (live && error instanceof ApiError && error.status === 401) setSessionLost(true);
      },
    );
    return () => {
      live = false;
    };
  }, [session, load, apply]);
  return { sessionLost, setSessionLost, refresh };
}

/**
 * Schedules `work` for when a round's result is on the screens (`resultAt`, by the server's clock at the event): only
 * the latest result's, and none after the table is left.
 */
export function useAtResult() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback((event: { serverTime: string; round: { resultAt: string } }, work: () => void) => {
    const wait = Math.max(0, Date.parse(event.round.resultAt) - Date.parse(event.serverTime));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(work, wait);
  }, []);
}
