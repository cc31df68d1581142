import { sportsRoom } from '@kasa/contract/sports-api';
import type { SportsBet } from '@kasa/contract/sports-bets-api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useUnreadCount } from '../../../lib/notifications';
import { sportsKeys } from '../api/sports-api';
import { onSportsMessage, useSportsRooms } from './use-sports-live';

/** A burst of messages (a bet stop, then new prices of every market) asks for one quote. */
export const REQUOTE_DEBOUNCE_MS = 400;

/**
 * Keeps My Bets current without a push of its own (docs/decisions/0230): the page joins the event rooms of its open
 * bets' unsettled legs on the `/sports` namespace, and a price or status message of one of those events asks
 * `sports/cashoutquote` again for the bets on it. Results (a market settled) and the player's notifications (a live
 * bet decided, a bet settled, a cash-out) read the list again; a pending bet is read again when its delay ends.
 */
export function useBetQuotesLive(bets: readonly SportsBet[]): void {
  const client = useQueryClient();
  const betsByEvent = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const bet of bets) {
      if (bet.status !== 'open' && bet.status !== 'pending') continue;
      for (const leg of bet.legs) {
        if (leg.result !== null) continue;
        map.set(leg.eventId, [...(map.get(leg.eventId) ?? []), bet.id]);
      }
    }
    return map;
  }, [bets]);
  useSportsRooms([...betsByEvent.keys()].map((id) => sportsRoom.event(id)));

  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const requote = (betId: string) => {
      if (timers.has(betId)) return;
      timers.set(
        betId,
        setTimeout(() => {
          timers.delete(betId);
          void client.invalidateQueries({ queryKey: sportsKeys.quote(betId), exact: true });
        }, REQUOTE_DEBOUNCE_MS),
      );
    };
    const off = onSportsMessage((message) => {
      const ids = betsByEvent.get(message.eventId);
      if (!ids) return;
      if (message.type === 'odds' || message.type === 'suspend') for (const id of ids) requote(id);
      else if (message.type === 'result') {
        for (const id of ids) requote(id);
        // The settlement job runs right after the feed's commit: read the list again shortly.
        setTimeout(() => void client.invalidateQueries({ queryKey: sportsKeys.myBetsAll }), 1_500);
      }
    });
    return () => {
      off();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [betsByEvent, client]);

  // A notification (live bet accepted or refused, a settlement, a cash-out) changes a bet: read the list again.
  const unread = useUnreadCount();
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (seenUnread.current === unread) return;
    seenUnread.current = unread;
    void client.invalidateQueries({ queryKey: sportsKeys.myBetsAll });
  }, [unread, client]);

  // A pending live bet is decided at the end of its delay.
  const nextAccept = useMemo(() => {
    const times = bets
      .filter((b) => b.status === 'pending' && b.acceptAt)
      .map((b) => Date.parse(b.acceptAt!));
    return times.length > 0 ? Math.min(...times) : null;
  }, [bets]);
  useEffect(() => {
    if (nextAccept === null) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: sportsKeys.myBetsAll }),
      Math.max(500, nextAccept - Date.now() + 1_000),
    );
    return () => clearTimeout(timer);
  }, [nextAccept, client]);
}
