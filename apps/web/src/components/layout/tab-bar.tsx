import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { openDialog } from '../../lib/dialogs';
import { formatLira } from '../../lib/format';
import { useAuth } from '../../lib/session';
import { useBonusBalance } from '../../lib/wallet';
import { GiftIcon, LoginIcon, UserIcon, UserPlusIcon, WalletIcon, PlusCircleIcon } from '../ui/icons';
import { NotificationBell } from './header';

/** The compact bar of spec §2 (below 900 px): Register/Login for guests; account, notifications, balance, deposit. */
export function TabBar({ notifications }: { notifications?: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn, balance } = useAuth();
  const bonusBalance = useBonusBalance();
  return (
    <nav className="tab-bar" aria-label={t('header.account')}>
      {isLoggedIn ? (
        <>
          <NavLink to="/dashboard" end className="tab-bar__item" data-testid="header-account">
            <UserIcon size={22} />
            <span>{t('header.account')}</span>
          </NavLink>
          <div className="tab-bar__item tab-bar__item--bell">
            <NotificationBell className="bell--tab" isSheet>
              {notifications}
            </NotificationBell>
            <span aria-hidden="true">{t('header.notifications')}</span>
          </div>
          <NavLink to="/dashboard" className="tab-bar__item tab-bar__item--balance" end>
            <WalletIcon size={22} />
            <span className="tab-bar__balance" data-testid="header-balance">
              {formatLira(balance)}
            </span>
            {/* The bonus balance beside the cash one (issue 11 §6: ₺0,00 shown next to a ₺100 bonus). */}
            {bonusBalance > 0 ? (
              <span
                className="tab-bar__bonus"
                data-testid="header-bonus-balance"
                aria-label={`${t('payment.bonusBalance')}: ${formatLira(bonusBalance)}`}
              >
                <GiftIcon size={10} />
                {formatLira(bonusBalance)}
              </span>
            ) : null}
          </NavLink>
          {/* Spec §2: on phones Deposit opens the 'Deposit Money' bottom sheet listing the methods. */}
          <button
            type="button"
            className="tab-bar__item tab-bar__item--accent"
            data-testid="header-deposit"
            onClick={() => openDialog('deposit-modal')}
          >
            <PlusCircleIcon size={22} />
            <span>{t('header.deposit')}</span>
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="tab-bar__item"
            data-testid="header-login"
            onClick={() => openDialog('login')}
          >
            <LoginIcon size={22} />
            <span>{t('header.login')}</span>
          </button>
          <button
            type="button"
            className="tab-bar__item tab-bar__item--accent"
            data-testid="header-register"
            onClick={() => openDialog('register')}
          >
            <UserPlusIcon size={22} />
            <span>{t('header.register')}</span>
          </button>
        </>
      )}
    </nav>
  );
}
