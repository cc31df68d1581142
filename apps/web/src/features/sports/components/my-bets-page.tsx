import '../../../styles/sports.css';
import '../sports-texts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BallIcon } from '../../../components/ui/icons';
import { MyBets } from './my-bets';
import { SportsShell } from './sports-shell';

/** /spor/bahislerim: the player's sports bets with live cash-out, beside the bet slip (docs/decisions/0230). */
export function MyBetsPage() {
  const { t } = useTranslation();
  return (
    <SportsShell>
      <div className="sb-head">
        <h1 className="sb-head__title">{t('sports.mybets.title')}</h1>
        <NavLink to="/spor" className="sb-switch">
          <BallIcon size={16} />
          {t('sports.mybets.toSports')}
        </NavLink>
      </div>
      <MyBets />
    </SportsShell>
  );
}

/** /dashboard/bet-history: the same list in the account area (issue 10 §2: "a sports bet history in the dashboard"). */
export function BetHistoryPage() {
  const { t } = useTranslation();
  return (
    <div className="sb-history">
      <div className="sb-head">
        <h1 className="sb-head__title">{t('sports.mybets.title')}</h1>
      </div>
      <MyBets initialTab="all" />
    </div>
  );
}
