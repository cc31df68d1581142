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
const FairVerifyPage = lazy(async () => ({
  default: (await import('../../features/originals/fair/fair-verify-page')).FairVerifyPage,
}));

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>;
}

/**
 * /originals/:code?session=… — a Kasa Originals game client, the page the launch address (casino/originalslaunchurl)
 * points the game frame at. Outside the site layout: it fills the frame. Codes: kasa-slots-*, kasa-aviator,
 * kasa-dice, kasa-mines, kasa-plinko, kasa-limbo, kasa-keno, kasa-hilo.
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
