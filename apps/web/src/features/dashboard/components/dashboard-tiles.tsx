import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BallIcon,
  ChevronRightIcon,
  DepositIcon,
  GamepadIcon,
  GiftIcon,
  HistoryIcon,
  IdCardIcon,
  KeyIcon,
  LogoutIcon,
  PhoneIcon,
  ReceiptIcon,
  ShieldIcon,
  WithdrawIcon,
} from '../../../components/ui/icons';
import { openDialog } from '../../../lib/dialogs';
import { formatLira } from '../../../lib/format';
import { logout } from '../../../lib/logout';
import { useAuth } from '../../../lib/session';
import { useBonusBalance } from '../../../lib/wallet';

type Tile = {
  name: string;
  title: string;
  text: string;
  icon: ComponentType<{ size?: number }>;
  tone?: 'accent' | 'gold' | 'danger';
} & ({ to: string } | { action: () => void });

const TILES: Tile[] = [
  {
    name: 'deposit',
    title: 'dashboard.deposit',
    text: 'dashboard.depositText',
    icon: DepositIcon,
    to: '/dashboard/deposit',
    tone: 'accent',
  },
  {
    name: 'withdraw',
    title: 'dashboard.withdraw',
    text: 'dashboard.withdrawText',
    icon: WithdrawIcon,
    to: '/dashboard/withdraw',
    tone: 'gold',
  },
  {
    name: 'game-history',
    title: 'dashboard.gameHistory',
    text: 'dashboard.gameHistoryText',
    icon: GamepadIcon,
    to: '/dashboard/game-history',
  },
  {
    name: 'bet-history',
    title: 'dashboard.betHistory',
    text: 'dashboard.betHistoryText',
    icon: BallIcon,
    to: '/dashboard/bet-history',
  },
  {
    name: 'bonuses',
    title: 'dashboard.bonuses',
    text: 'dashboard.bonusesText',
    icon: GiftIcon,
    to: '/dashboard/bonuses',
  },
  {
    name: 'financial-activities',
    title: 'dashboard.financial',
    text: 'dashboard.financialText',
    icon: ReceiptIcon,
    to: '/dashboard/financial-activities',
  },
  {
    name: 'session-history',
    title: 'dashboard.sessionHistory',
    text: 'dashboard.sessionHistoryText',
    icon: HistoryIcon,
    to: '/dashboard/session-history',
  },
  {
    name: 'account',
    title: 'dashboard.account',
    text: 'dashboard.accountText',
    icon: IdCardIcon,
    to: '/dashboard/account',
  },
  {
    name: 'responsible-gaming',
    title: 'dashboard.responsibleGaming',
    text: 'dashboard.responsibleGamingText',
    icon: ShieldIcon,
    to: '/dashboard/responsible-gaming',
  },
  {
    name: 'change-password',
    title: 'dashboard.changePassword',
    text: 'dashboard.changePasswordText',
    icon: KeyIcon,
    action: () => openDialog('change-password'),
  },
  {
    name: 'sms-verification',
    title: 'dashboard.smsVerification',
    text: 'dashboard.smsVerificationText',
    icon: PhoneIcon,
    action: () => openDialog('phone-verification'),
  },
  {
    name: 'logout',
    title: 'dashboard.logout',
    text: 'dashboard.logoutText',
    icon: LogoutIcon,
    action: () => void logout(),
    tone: 'danger',
  },
];

/** /dashboard (spec §2): every account destination as a tile, plus the dialogs and log out. */
export function DashboardTiles() {
  const { t } = useTranslation();
  const { username, balance, session } = useAuth();
  const bonusBalance = useBonusBalance();
  return (
    <>
      <section className="dashboard-hero">
        <div>
          <p className="dashboard-hero__hello">{t('dashboard.welcome', { name: username ?? '' })}</p>
          <p className="dashboard-hero__code">#{session?.usercode}</p>
        </div>
        <div className="dashboard-hero__balance">
          <span>{t('dashboard.balance')}</span>
          <strong>{formatLira(balance)}</strong>
          <span className="dashboard-hero__bonus" data-testid="dashboard-bonus-balance">
            {t('payment.bonusBalance')}: {formatLira(bonusBalance)}
          </span>
        </div>
      </section>
      <ul className="tiles">
        {TILES.map((tile) => {
          const Icon = tile.icon;
          const content = (
            <>
              <span
                className={`tile__icon ${tile.tone ? `tile__icon--${tile.tone}` : ''}`}
                aria-hidden="true"
              >
                <Icon size={24} />
              </span>
              <span className="tile__text">
                <span className="tile__title">{t(tile.title)}</span>
                <span className="tile__sub">{t(tile.text)}</span>
              </span>
              <ChevronRightIcon size={18} className="tile__chevron" />
            </>
          );
          return (
            <li key={tile.name}>
              {'to' in tile ? (
                <Link to={tile.to} className="tile" data-testid={`tile-${tile.name}`}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className="tile"
                  data-testid={`tile-${tile.name}`}
                  onClick={tile.action}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
