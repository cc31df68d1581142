import { BALANCE_POLL_MS } from '@kasa/contract/constants';
import { useEffect } from 'react';
import { onHubMessage } from '../../../lib/hub-state';
import { getSession, updateSession, useAuth } from '../../../lib/session';
import { bonusBalanceStore } from '../../../lib/wallet';
import { getBalance } from '../api/balance';

function isTabVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/**
 * Spec §4/§7: `user/balance` at start-up (a restored session) and after login, then every 3 s while logged in —
 * and only while the tab is visible (Page Visibility API), so a background tab costs the server nothing. Coming
 * back to the tab fetches at once. The header reads the session balance; bonus money goes to its own store. A live
 * `Notification` (a confirmed deposit, a granted bonus…) re-reads the balance at once instead of waiting for the tick.
 */
export function useBalancePolling(): void {
  const { isLoggedIn } = useAuth();
  useEffect(() => {
    if (!isLoggedIn) {
      bonusBalanceStore.set(0);
      return;
    }
    let controller: AbortController | null = null;
    let isStopped = false;
    let isAgainNeeded = false;

    const poll = async () => {
      // One call at a time: a slow answer is not overtaken by the next tick.
      if (!isTabVisible()) return;
      if (controller) {
        // The answer in flight may predate the change the hub told us about: ask once more after it.
        isAgainNeeded = true;
        return;
      }
      controller = new AbortController();
      try {
        const data = await getBalance(controller.signal);
        if (isStopped) return;
        if (getSession()?.balance !== data.balance) updateSession({ balance: data.balance });
        bonusBalanceStore.set(data.bonusBalance);
      } catch {
        // A missed tick is retried by the next one; a 401 has already ended the session in the API client.
      } finally {
        controller = null;
      }
      if (isAgainNeeded && !isStopped) {
        isAgainNeeded = false;
        void poll();
      }
    };

    void poll();
    const stopLive = onHubMessage((message) => {
      if (message.command === 'Notification') void poll();
    });
    const timer = setInterval(() => void poll(), BALANCE_POLL_MS);
    const onVisibility = () => {
      if (isTabVisible()) void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      isStopped = true;
      controller?.abort();
      clearInterval(timer);
      stopLive();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [isLoggedIn]);
}
