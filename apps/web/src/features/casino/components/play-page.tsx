import { BREAKPOINT_MOBILE_HEADER_PX } from '@kasa/contract/constants';
import { CasinoCategoryId } from '@kasa/contract/casino';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  AlertIcon,
  CloseIcon,
  ExpandIcon,
  LoginIcon,
  ReloadIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { openDialog } from '../../../lib/dialogs';
import { returnFocusAfterGame, type LaunchableGame } from '../../../lib/game-launch';
import { currentLocale } from '../../../lib/i18n';
import { useAuth } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useMediaQuery } from '../../../lib/use-media-query';
import { refreshBalance } from '../api/casino';
import { launchGame, launchRequestFor, type LaunchResult } from '../api/launch';
import type { PlayLocationState } from '../hooks/use-game-opener';
import { decodeGameData } from '../utils/game-data';
import type { FrameCommand } from '../utils/frame-messages';
import { GameFrame } from './game-frame';

const MOBILE_QUERY = `(max-width: ${BREAKPOINT_MOBILE_HEADER_PX - 0.02}px)`;
/** The reload notice stays as long as a toast does (spec §9: 4000 ms). */
const RELOAD_NOTICE_MS = 4000;

/** The lobby a game belongs to: where closing it goes when the player did not come from a page of ours. */
export function lobbyPathOf(game: LaunchableGame): string {
  switch (Number(game.systemCategory)) {
    case CasinoCategoryId.LiveCasino:
    case CasinoCategoryId.LiveGameShows:
      return '/casino/live';
    case CasinoCategoryId.Crash:
    case CasinoCategoryId.TableInstant:
    case CasinoCategoryId.Originals:
      return '/casino/games';
    case CasinoCategoryId.Bingo:
      return '/casino/bingo';
    case CasinoCategoryId.TvBets:
      return '/casino/tvbets';
    default:
      return '/casino/slot';
  }
}

class LaunchUnavailableError extends Error {}

/**
 * The launch of one game: its provider's call (spec §7) once per mount and per reload (a launch address is often
 * single-use, so a reload asks for a new one). Failures show the server's message; for EGT, Hub88 and SoftGamings
 * they also close the game (spec §8).
 */
function useLaunch(game: LaunchableGame, reloads: number, lobbyUrl: string, onFatal: () => void) {
  const onFatalRef = useRef(onFatal);
  useEffect(() => {
    onFatalRef.current = onFatal;
  });
  return useQuery<LaunchResult>({
    queryKey: ['casino', 'launch', game.providerName, game.gameCode, reloads],
    queryFn: async ({ signal }) => {
      const isMobile = window.matchMedia?.(MOBILE_QUERY).matches ?? false;
      const request = launchRequestFor(game, { isMobile, language: currentLocale(), lobbyUrl });
      if (!request) throw new LaunchUnavailableError();
      try {
        return await launchGame(request, signal);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        toast.error(errorMessage(error));
        if (request.closesOnFailure) onFatalRef.current();
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

function PlayBar({
  game,
  onReload,
  onClose,
  onFullscreen,
  titleId,
}: {
  game: LaunchableGame;
  onReload: () => void;
  onClose: () => void;
  onFullscreen?: () => void;
  titleId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="play-bar" data-testid="play-bar">
      <div className="play-bar__title">
        <h1 className="play-bar__name" id={titleId}>
          {game.name}
        </h1>
        <span className="play-bar__provider">{game.providerName}</span>
      </div>
      <div className="play-bar__actions">
        {/* Player protection's session clock appears here while a game is open (app/router.tsx). */}
        <span className="play-bar__slot" data-slot="play-session" />
        <Button
          variant="primary"
          size="sm"
          icon={<WalletIcon size={18} />}
          data-testid="play-deposit"
          onClick={() => openDialog('deposit-modal')}
        >
          {t('casino.play.deposit')}
        </Button>
        <button
          type="button"
          className="icon-button icon-button--soft"
          aria-label={t('casino.play.reload')}
          title={t('casino.play.reload')}
          data-testid="play-reload"
          onClick={onReload}
        >
          <ReloadIcon size={19} />
        </button>
        {onFullscreen ? (
          <button
            type="button"
            className="icon-button icon-button--soft play-bar__fullscreen"
            aria-label={t('casino.play.fullscreen')}
            title={t('casino.play.fullscreen')}
            onClick={onFullscreen}
          >
            <ExpandIcon size={19} />
          </button>
        ) : null}
        <button
          type="button"
          className="icon-button icon-button--soft"
          aria-label={t('casino.play.close')}
          title={t('casino.play.close')}
          data-testid="play-close"
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </div>
  );
}

function PlayNotice({ children }: { children: ReactNode }) {
  return (
    <div className="play-notice" role="status" data-testid="play-reload-notice">
      <ReloadIcon size={16} />
      {children}
    </div>
  );
}

function Playing({ game }: { game: LaunchableGame }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const stageRef = useRef<HTMLDivElement>(null);
  const [reloads, setReloads] = useState(0);
  const [notice, setNotice] = useState(0);
  const from = (location.state as PlayLocationState | null)?.from ?? null;
  const lobbyPath = from ?? lobbyPathOf(game);

  const close = () => {
    // The focus goes back to the game's tile (or the page's main content), not to <body>.
    returnFocusAfterGame(game.gameCode);
    // Back to where the player came from (one step back in history), or the game's lobby.
    if (from) navigate(-1);
    else navigate(lobbyPathOf(game), { replace: true });
  };
  const reload = () => {
    setReloads((n) => n + 1);
    setNotice((n) => n + 1);
  };
  const launch = useLaunch(game, reloads, `${window.location.origin}${lobbyPath}`, close);

  useEffect(() => {
    if (notice === 0) return;
    const timer = setTimeout(() => setNotice(0), RELOAD_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onCommand = (command: FrameCommand) => {
    if (command === 'exit') close();
    else if (command === 'reload') reload();
    else void refreshBalance();
  };

  const fullscreen = () => void stageRef.current?.requestFullscreen?.().catch(() => undefined);

  const stage = (
    <div className="play-stage" ref={stageRef} data-testid="play-stage">
      {launch.data ? (
        <GameFrame
          key={reloads}
          content={launch.data}
          title={t('casino.play.frameTitle', { name: game.name })}
          onCommand={onCommand}
        />
      ) : launch.isError ? (
        <div className="play-stage__state">
          <EmptyState
            icon={<AlertIcon size={28} />}
            title={t('casino.play.failedTitle')}
            text={launch.error instanceof LaunchUnavailableError ? undefined : errorMessage(launch.error)}
            action={
              <div className="play-stage__actions">
                <Button variant="secondary" onClick={reload}>
                  {t('casino.play.retry')}
                </Button>
                <Link className="btn btn--ghost btn--md" to={lobbyPathOf(game)}>
                  {t('casino.play.toLobby')}
                </Link>
              </div>
            }
          />
        </div>
      ) : (
        <div className="play-stage__state">
          <Loading />
        </div>
      )}
      {notice > 0 ? <PlayNotice>{t('casino.play.reloading')}</PlayNotice> : null}
    </div>
  );

  if (isMobile) {
    // Spec §2 "Play modal": full height on phones, the bar on top, the game below.
    return (
      <Dialog size="full" testId="play-modal" labelledBy={titleId} onClose={close} className="play-modal">
        <PlayBar game={game} titleId={titleId} onReload={reload} onClose={close} />
        {stage}
      </Dialog>
    );
  }
  return (
    <div className="page play" data-testid="play-page">
      <PlayBar game={game} titleId={titleId} onReload={reload} onClose={close} onFullscreen={fullscreen} />
      {stage}
      <p className="play__foot muted">{t('casino.play.responsible')}</p>
    </div>
  );
}

/**
 * /casino/play/{encoded} (spec §2): the game decoded from the address and launched; on the page on wide screens, in
 * a full-height modal on phones. Guests are asked to log in first (spec §6).
 */
export function PlayPage() {
  const { t } = useTranslation();
  const { data } = useParams();
  const { isLoggedIn } = useAuth();
  const game = useMemo(() => decodeGameData(data), [data]);

  useEffect(() => {
    if (game && !isLoggedIn) openDialog('login');
  }, [game, isLoggedIn]);

  if (!game) {
    return (
      <div className="page">
        <div className="card">
          <EmptyState
            icon={<AlertIcon size={28} />}
            title={t('casino.play.invalidTitle')}
            text={t('casino.play.invalidText')}
            action={
              <Link className="btn btn--primary btn--md" to="/casino/slot">
                {t('casino.play.toLobby')}
              </Link>
            }
          />
        </div>
      </div>
    );
  }
  if (!isLoggedIn) {
    return (
      <div className="page">
        <div className="card" data-testid="play-login">
          <EmptyState
            icon={<LoginIcon size={28} />}
            title={t('casino.play.loginTitle')}
            text={t('casino.play.loginText')}
            action={<Button onClick={() => openDialog('login')}>{t('casino.play.login')}</Button>}
          />
        </div>
      </div>
    );
  }
  return <Playing key={data} game={game} />;
}
