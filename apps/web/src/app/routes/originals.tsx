import { useParams, useSearchParams } from 'react-router';
import { CrashGame } from '../../features/originals/crash/crash-game';
import { CrashVerifyPage } from '../../features/originals/crash/crash-verify-page';
import { DiceGame } from '../../features/originals/fair/dice-game';
import { FairVerifyPage } from '../../features/originals/fair/fair-verify-page';
import { MinesGame } from '../../features/originals/fair/mines-game';
import { SlotsGame } from '../../features/originals/slots/slots-game';
import { NotFoundRoute } from './pages';

/**
 * /originals/:code?session=… — a Kasa Originals game client, the page the launch address (casino/originalslaunchurl)
 * points the game frame at. Outside the site layout: it fills the frame. Codes: kasa-slots-*, kasa-aviator,
 * kasa-dice, kasa-mines.
 */
export function OriginalsRoute() {
  const { code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = searchParams.get('session') ?? '';
  if (code.startsWith('kasa-slots-')) return <SlotsGame code={code} session={session} />;
  if (code === 'kasa-aviator') return <CrashGame code={code} session={session} />;
  if (code === 'kasa-dice') return <DiceGame code={code} session={session} />;
  if (code === 'kasa-mines') return <MinesGame code={code} session={session} />;
  return <NotFoundRoute />;
}

/** /provably-fair/:game — anyone can verify a round of an in-house game. */
export function ProvablyFairRoute() {
  const { game } = useParams();
  if (game === 'crash') return <CrashVerifyPage />;
  if (game === 'dice' || game === 'mines') return <FairVerifyPage game={game} />;
  return <NotFoundRoute />;
}
