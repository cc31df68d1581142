import { GAME_SEARCH_TAKE } from '@kasa/contract/constants';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { openDialog } from '../../../lib/dialogs';
import { registerGameOpener, type LaunchableGame } from '../../../lib/game-launch';
import { getSession } from '../../../lib/session';
import { searchGamesQuietly } from '../api/casino';
import { encodeGameData } from '../utils/game-data';

/** Where the play page's close button returns to (history state of the /casino/play entry). */
export type PlayLocationState = { from: string };

/** Only the spec's game fields travel in the address: it stays short and carries nothing player-specific. */
export function toLaunchable(game: LaunchableGame): LaunchableGame {
  return {
    gameCode: game.gameCode,
    name: game.name,
    providerName: game.providerName,
    mainProviderId: game.mainProviderId,
    system: game.system,
    productId: game.productId,
    systemCategory: game.systemCategory,
  };
}

export function playPath(game: LaunchableGame): string {
  return `/casino/play/${encodeGameData(toLaunchable(game))}`;
}

/**
 * Registers the casino's game opener for lib/game-launch (menu items, content, tiles): a guest gets the login dialog
 * (spec §6), a player the play page. Mounted once by the header's quick search, which is always rendered.
 */
export function useGameOpenerRegistration(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef<Location>(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    const open = (game: LaunchableGame) => {
      if (getSession() === null) {
        openDialog('login');
        return;
      }
      const { pathname, search } = locationRef.current;
      // Opening another game from the play page replaces it; the close button still returns to where play began.
      const isPlaying = pathname.startsWith('/casino/play/');
      const from = isPlaying
        ? ((locationRef.current.state as PlayLocationState | null)?.from ?? null)
        : `${pathname}${search}`;
      navigate(playPath(game), { state: from ? { from } : null, replace: isPlaying });
    };
    return registerGameOpener({
      open,
      openBySearch: (search, live) => {
        // Spec §7: casino/games {search, live, skip 0, take 4}, flattened; the first game is opened, none → nothing.
        void searchGamesQuietly({ search, live, skip: 0, take: GAME_SEARCH_TAKE }).then((games) => {
          const first = games[0];
          if (first) open(first);
        });
      },
    });
  }, [navigate]);
}
