import { lazy, Suspense, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading as LoadingIndicator } from '../../components/ui/spinner';
import { NotFoundRoute } from './pages';

// The game clients and verification pages load on demand: most visitors never open them, and the game frame loads
// only its own game.
const SlotsGame = lazy(async () => ({
  default: (await import('../../features/originals/slots/slots-game')).SlotsGame,
}));
const CrashGame = lazy(async () => ({
  default: (await import('../../features/originals/crash/crash-game')).CrashGame,
}));
const CrashVerifyPage = lazy(async () => ({
  default: (await import('../../features/originals/crash/crash-verify-page')).CrashVerifyPage,
}));
const DiceGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/dice-game')).DiceGame,
}));
const MinesGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/mines-game')).MinesGame,
}));
const PlinkoGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/plinko-game')).PlinkoGame,
}));
const LimboGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/limbo-game')).LimboGame,
}));
const KenoGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/keno-game')).KenoGame,
}));
const HiloGame = lazy(async () => ({
  default: (await import('../../features/originals/fair/hilo-game')).HiloGame,
}));
const RouletteTable = lazy(async () => ({
  default: (await import('../../features/live-tables/roulette-table')).RouletteTable,
}));
const RouletteVerifyPage = lazy(async () => ({
  default: (await import('../../features/live-tables/roulette-verify-page')).RouletteVerifyPage,
}));
const BlackjackTable = lazy(async () => ({
  default: (await import('../../features/live-tables/blackjack-table')).BlackjackTable,
}));
const BaccaratTable = lazy(async () => ({
  default: (await import('../../features/live-tables/baccarat-table')).BaccaratTable,
}));
const BlackjackVerifyPage = lazy(async () => ({
  default: (await import('../../features/live-tables/blackjack-verify-page')).BlackjackVerifyPage,
}));
const BaccaratVerifyPage = lazy(async () => ({
  default: (await import('../../features/live-tables/baccarat-verify-page')).BaccaratVerifyPage,
}));
const TombalaRoom = lazy(async () => ({
  default: (await import('../../features/tombala/tombala-room')).TombalaRoom,
}));
const TvGameClient = lazy(async () => ({
  default: (await import('../../features/tv-games/tv-game')).TvGameClient,
}));
const TvVerifyPage = lazy(async () => ({
  default: (await import('../../features/tv-games/tv-verify-page')).TvVerifyPage,
}));
const FairVerifyPage = lazy(async () => ({
  default: (await import('../../features/originals/fair/fair-verify-page')).FairVerifyPage,
}));

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>;
}

/**
 * /originals/:code?session=… — a Kasa Originals game client, the page the launch address (casino/originalslaunchurl)
 * points the game frame at. Outside the site layout: it fills the frame. Codes: kasa-slots-*, kasa-aviator,
 * kasa-dice, kasa-mines, kasa-plinko, kasa-limbo, kasa-keno, kasa-hilo, kasa-roulette, kasa-baccarat and kasa-blackjack (the
 * live tables), kasa-tombala-* (the Tombala rooms), kasa-lucky6, kasa-tv-keno and kasa-wheel (the TV games).
 */
export function OriginalsRoute() {
  const { code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = searchParams.get('session') ?? '';
  let game: ReactNode = null;
  if (code.startsWith('kasa-slots-')) game = <SlotsGame code={code} session={session} />;
  else if (code === 'kasa-aviator') game = <CrashGame code={code} session={session} />;
  else if (code === 'kasa-dice') game = <DiceGame code={code} session={session} />;
  else if (code === 'kasa-mines') game = <MinesGame code={code} session={session} />;
  else if (code === 'kasa-plinko') game = <PlinkoGame code={code} session={session} />;
  else if (code === 'kasa-limbo') game = <LimboGame code={code} session={session} />;
  else if (code === 'kasa-keno') game = <KenoGame code={code} session={session} />;
  else if (code === 'kasa-hilo') game = <HiloGame code={code} session={session} />;
  else if (code === 'kasa-roulette') game = <RouletteTable code={code} session={session} />;
  else if (code === 'kasa-baccarat') game = <BaccaratTable code={code} session={session} />;
  else if (code.startsWith('kasa-tombala-')) game = <TombalaRoom code={code} session={session} />;
  else if (code === 'kasa-lucky6' || code === 'kasa-tv-keno' || code === 'kasa-wheel')
    game = <TvGameClient code={code} session={session} />;
  else if (code === 'kasa-blackjack') game = <BlackjackTable code={code} session={session} />;
  return game ? <OnDemand>{game}</OnDemand> : <NotFoundRoute />;
}

/** /provably-fair/:game — anyone can verify a round of an in-house game. */
export function ProvablyFairRoute() {
  const { game } = useParams();
  if (game === 'crash') {
    return (
      <OnDemand>
        <CrashVerifyPage />
      </OnDemand>
    );
  }
  if (game === 'roulette') {
    return (
      <OnDemand>
        <RouletteVerifyPage />
      </OnDemand>
    );
  }
  if (game === 'tv') {
    return (
      <OnDemand>
        <TvVerifyPage />
      </OnDemand>
    );
  }
  if (game === 'blackjack') {
    return (
      <OnDemand>
        <BlackjackVerifyPage />
      </OnDemand>
    );
  }
  if (game === 'baccarat') {
    return (
      <OnDemand>
        <BaccaratVerifyPage />
      </OnDemand>
    );
  }
  if (
    game === 'dice' ||
    game === 'mines' ||
    game === 'plinko' ||
    game === 'limbo' ||
    game === 'keno' ||
    game === 'hilo'
  ) {
    return (
      <OnDemand>
        <FairVerifyPage game={game} />
      </OnDemand>
    );
  }
  return <NotFoundRoute />;
}
