import type { CasinoGame } from '@kasa/contract/casino';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFavorites, useToggleFavorite } from '../api/casino';

/**
 * The heart's click (spec §4/§6/§8): a guest gets the login dialog; a player's toggle shows the server's message,
 * 'Added to favorites' as success or 'Removed from favorites' as a warning.
 */
export function useFavoriteToggle() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const mutation = useToggleFavorite();
  return {
    pendingCode: mutation.isPending ? (mutation.variables?.gameCode ?? null) : null,
    toggle(game: CasinoGame, isFavorite: boolean) {
      if (!isLoggedIn) {
        openDialog('login');
        return;
      }
      mutation.mutate(game, {
        onSuccess: (envelope) => {
          const isAdded = envelope.data?.isFavorite ?? !isFavorite;
          if (isAdded) toast.success(envelope.message || t('casino.toast.favoriteAdded'));
          else toast.warning(envelope.message || t('casino.toast.favoriteRemoved'));
        },
        onError: (error) => toast.error(errorMessage(error)),
      });
    },
  };
}

/**
 * The favourite mark of every tile follows the player's favourites list (spec §4); until the list has loaded the
 * lobby's own flag stands in. Guests have none.
 */
export function useFavoriteMarks(): (game: CasinoGame) => boolean {
  const { isLoggedIn } = useAuth();
  const favorites = useFavorites();
  const codes = useMemo(
    () => (favorites.data ? new Set(favorites.data.map((g) => g.gameCode)) : null),
    [favorites.data],
  );
  return (game) => (isLoggedIn ? (codes ? codes.has(game.gameCode) : game.isFavorite) : false);
}
