import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { openDialog } from '../../lib/dialogs';
import { formatLira, formatUnreadBadge } from '../../lib/format';
import { useHubState } from '../../lib/hub-state';
import { logout } from '../../lib/logout';
import { useUnreadCount } from '../../lib/notifications';
import { useAuth } from '../../lib/session';
import { dismissAllToasts } from '../../lib/toast';
import { useBonusBalance } from '../../lib/wallet';
import { openLiveChat } from '../../lib/settings';
import { Button } from '../ui/button';
import {
  ArrowLeftIcon,
  BellIcon,
  ChatIcon,
  GiftIcon,
  LogoutIcon,
  MenuIcon,
  SearchIcon,
  StarIcon,
  UserIcon,
  WalletIcon,
} from '../ui/icons';
import { Logo } from '../ui/logo';
import { NotificationsPanel } from './notifications-panel';

type HeaderProps = {
  isHidden: boolean;
  /** Below 900 px the account actions live in the tab bar instead (one element per test id at any width). */
  isMobile: boolean;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  /** The notifications panel body, supplied by the app (components never import features). */
  notifications?: ReactNode;
  /** The casino quick search (features/casino), supplied by the app; shown beside the search link. */
  search?: ReactNode;
};

export function Header({ isHidden, isMobile, isMenuOpen, onToggleMenu, notifications, search }: HeaderProps) {
  const { t } = useTranslation();
  const { isLoggedIn, username, balance } = useAuth();
  const bonusBalance = useBonusBalance();
  const navigate = useNavigate();
  const location = useLocation();
  // Spec §2: the search link goes to live casino while on live casino, otherwise to slots.
  const searchTarget = location.pathname.startsWith('/casino/live') ? '/casino/live' : '/casino/slot';

  // Beside a player's balance, deposit, bell and account the label would push the header past the screen below
  // 1600 px: there the button shows its icon only (the name stays for screen readers and as a tooltip).
  const liveChatButton = (compact: boolean) => (
    <Button
      variant="ghost"
      size="sm"
      className={`header__wide-only${compact ? ' header__chat--compact' : ''}`}
      icon={<ChatIcon size={18} />}
      aria-label={t('header.liveChat')}
      title={t('header.liveChat')}
      onClick={openLiveChat}
    >
      {t('header.liveChat')}
    </Button>
  );

  return (
    <header className={`header ${isHidden ? 'header--hidden' : ''}`}>
      <div className="header__bar">
        <div className="header__start">
          <button
            type="button"
            className="icon-button header__menu"
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
            aria-expanded={isMenuOpen}
            aria-controls="main-menu"
            onClick={onToggleMenu}
          >
            <MenuIcon size={22} />
          </button>
          <Link to="/" className="header__logo" aria-label={`Kasa ${t('common.home')}`}>
            <Logo />
          </Link>
          <div className="header__tools">
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.back')}
              onClick={() => navigate(-1)}
            >
              <ArrowLeftIcon size={20} />
            </button>
            <Link to={searchTarget} className="icon-button" aria-label={t('common.search')}>
              <SearchIcon size={20} />
            </Link>
            {search}
          </div>
        </div>

        <div className="header__end">
          {/* Live Chat opens the external widget when one is configured, otherwise our own chat (issue 13 §3). */}
          <button
            type="button"
            className="icon-button header__chat-mobile"
            aria-label={t('header.liveChat')}
            onClick={openLiveChat}
          >
            <ChatIcon size={22} />
          </button>
          {isMobile ? null : (
            <div className="header__actions">
              {isLoggedIn ? (
                <>
                  <Link to="/dashboard/bonuses" className="btn btn--ghost btn--sm header__wide-only">
                    <GiftIcon size={18} />
                    <span className="btn__label">{t('header.claimReward')}</span>
                  </Link>
                  <Link to="/dashboard/bonuses" className="btn btn--ghost btn--sm header__wide-only">
                    <StarIcon size={18} />
                    <span className="btn__label">{t('header.bonuses')}</span>
                  </Link>
                  {liveChatButton(true)}
                  <div
                    className="balance-pill"
                    title={`${t('payment.cashBalance')}: ${formatLira(balance)} · ${t('payment.bonusBalance')}: ${formatLira(bonusBalance)}`}
                  >
                    <span className="balance-pill__label">{t('header.balance')}</span>
                    <span className="balance-pill__amount" data-testid="header-balance">
                      {formatLira(balance)}
                    </span>
                    {bonusBalance > 0 ? (
                      <span className="balance-pill__bonus" data-testid="header-bonus-balance">
                        <GiftIcon size={12} />
                        {formatLira(bonusBalance)}
                      </span>
                    ) : null}
                  </div>
                  <Link
                    to="/dashboard/deposit"
                    className="btn btn--primary btn--sm"
                    data-testid="header-deposit"
                  >
                    <WalletIcon size={18} />
                    <span className="btn__label">{t('header.deposit')}</span>
                  </Link>
                  <NotificationBell>{notifications}</NotificationBell>
                  <Link to="/dashboard" className="account-link" data-testid="header-account">
                    <span className="account-link__avatar" aria-hidden="true">
                      <UserIcon size={18} />
                    </span>
                    <span className="account-link__text">
                      <span className="account-link__label">{t('header.myAccount')}</span>
                      <span className="account-link__name">{username}</span>
                    </span>
                  </Link>
                  <button
                    type="button"
                    className="icon-button"
                    data-testid="header-logout"
                    aria-label={t('header.logout')}
                    title={t('header.logout')}
                    onClick={() => void logout()}
                  >
                    <LogoutIcon size={20} />
                  </button>
                </>
              ) : (
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="header__wide-only"
                    icon={<GiftIcon size={18} />}
                    onClick={() => openDialog('login')}
                  >
                    {t('header.claimReward')}
                  </Button>
                  {liveChatButton(false)}
                  <Button
                    variant="secondary"
                    size="sm"
                    data-testid="header-login"
                    onClick={() => openDialog('login')}
                  >
                    {t('header.login')}
                  </Button>
                  <Button
                    variant="primary"
                    size="sm"
                    data-testid="header-register"
                    onClick={() => openDialog('register')}
                  >
                    {t('header.register')}
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

export function NotificationBell({
  className,
  isSheet = false,
  children,
}: {
  className?: string;
  /** Below 900 px the panel is a full-height bottom sheet (spec §2). */
  isSheet?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const hubState = useHubState();
  const [isOpen, setIsOpen] = useState(false);
  const [isShaking, setIsShaking] = useState(false);
  const previous = useRef(count);
  const closePanel = useCallback(() => setIsOpen(false), []);
  useEffect(() => {
    // Spec §2: the bell shakes when the count changes.
    if (previous.current === count) return;
    previous.current = count;
    const start = setTimeout(() => setIsShaking(true), 0);
    const stop = setTimeout(() => setIsShaking(false), 800);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [count]);
  return (
    <div className={`bell ${className ?? ''}`}>
      <button
        type="button"
        className={`icon-button bell__button ${isShaking ? 'bell__button--shake' : ''}`}
        aria-expanded={isOpen}
        data-testid="notification-bell"
        data-shaking={isShaking ? 'true' : undefined}
        onClick={() => {
          // The toast stack would cover the panel's header (and the sheet's on phones): clear it on opening.
          if (!isOpen) dismissAllToasts();
          setIsOpen((v) => !v);
        }}
      >
        <BellIcon size={20} />
        {/* The name comes from the content ("Bildirimler 3"): what is read is what the badge shows (axe
            label-content-name-mismatch). */}
        <span className="visually-hidden">{t('header.notifications')}</span>
        {/* Spec §4 connection state, kept subtle: green live, amber pulsing while retrying, grey offline. */}
        <span
          className={`hub-dot hub-dot--${hubState}`}
          data-testid="hub-status"
          data-state={hubState}
          title={t(`hub.state.${hubState}`)}
          aria-hidden="true"
        />
        {count > 0 ? (
          <span className="bell__badge" data-testid="notification-badge">
            {formatUnreadBadge(count)}
          </span>
        ) : null}
      </button>
      {isOpen ? (
        <NotificationsPanel isSheet={isSheet} onClose={closePanel}>
          {children}
        </NotificationsPanel>
      ) : null}
    </div>
  );
}
