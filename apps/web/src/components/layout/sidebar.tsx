import { openGameBySearch } from '../../lib/game-launch';
import { LANGUAGES, SOCIAL_LINK_DELAY_MS, type Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { setLanguage } from '../../lib/i18n';
import { useSiteOptions, useSocialLinks, type SocialNetwork } from '../../lib/settings';
import { ChevronDownIcon, CloseIcon, GlobeIcon, InstagramIcon, TelegramIcon, XIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { MENU, type MenuItem } from './menu';

type SidebarProps = {
  isOpen: boolean;
  isDrawer: boolean;
  onNavigate: () => void;
  onClose: () => void;
};

export function Sidebar({ isOpen, isDrawer, onNavigate, onClose }: SidebarProps) {
  const { t } = useTranslation();
  return (
    <>
      {isDrawer && isOpen ? <div className="sidebar-scrim" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id="main-menu"
        className={`sidebar ${isOpen ? 'sidebar--open' : ''} ${isDrawer ? 'sidebar--drawer' : ''}`}
        aria-label={t('nav.mainMenu')}
        inert={!isOpen}
        onKeyDown={(event) => {
          if (isDrawer && event.key === 'Escape') onClose();
        }}
      >
        {isDrawer ? (
          <div className="sidebar__head">
            <Logo />
            <button
              type="button"
              className="icon-button"
              aria-label={t('header.closeMenu')}
              onClick={onClose}
            >
              <CloseIcon size={22} />
            </button>
          </div>
        ) : null}
        <nav className="sidebar__nav">
          {MENU.map((group) => (
            <section key={group.key} className="menu-group" aria-labelledby={`menu-group-${group.key}`}>
              <h2 className="menu-group__title" id={`menu-group-${group.key}`}>
                {t(group.title)}
              </h2>
              <ul className="menu-group__items">
                {group.items.map((item) => (
                  <MenuEntry key={item.key} item={item} onNavigate={onNavigate} />
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <LanguageSelect />
        <FollowMe />
      </aside>
    </>
  );
}

function MenuEntry({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isInSection = item.to !== undefined && location.pathname.startsWith(item.to.split('?')[0]!);
  const [isExpanded, setIsExpanded] = useState(isInSection);
  const options = useSiteOptions();
  const Icon = item.icon;

  if (item.settingsKey) {
    // Spec §2: Live TV opens the application configured under its settings key (keys are read lower-cased). A path
    // on this site (our live centre, '/canli-tv') opens in the page; an address elsewhere in a new window.
    const href = options.get(item.settingsKey.toLowerCase());
    if (!href) return null; // not configured: no dead entry
    if (href.startsWith('/') && !href.startsWith('//'))
      return (
        <li>
          <NavLink
            to={href}
            className={({ isActive }) => `menu-item ${isActive ? 'menu-item--active' : ''}`}
            onClick={onNavigate}
            data-testid={`menu-${item.key}`}
          >
            <Icon size={20} />
            <span className="menu-item__title">{t(item.title)}</span>
          </NavLink>
        </li>
      );
    return (
      <li>
        <a className="menu-item" href={href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          <Icon size={20} />
          <span className="menu-item__title">{t(item.title)}</span>
        </a>
      </li>
    );
  }

  if (item.game) {
    const { search, live } = item.game;
    return (
      <li>
        <button
          type="button"
          className="menu-item"
          data-testid={`menu-game-${item.key}`}
          onClick={() => {
            onNavigate();
            openGameBySearch(search, live);
          }}
        >
          <Icon size={20} />
          <span className="menu-item__title">{t(item.title)}</span>
        </button>
      </li>
    );
  }

  const childrenId = `menu-children-${item.key}`;
  return (
    <li>
      <div className="menu-item__row">
        <NavLink
          to={item.to ?? '/'}
          end={!item.children}
          className={({ isActive }) => `menu-item ${isActive ? 'menu-item--active' : ''}`}
          onClick={onNavigate}
        >
          <Icon size={20} />
          <span className="menu-item__title">{t(item.title)}</span>
          {item.badge ? <span className="badge badge--hot">{t(item.badge)}</span> : null}
        </NavLink>
        {item.children ? (
          <button
            type="button"
            className={`menu-item__toggle ${isExpanded ? 'menu-item__toggle--open' : ''}`}
            aria-expanded={isExpanded}
            aria-controls={childrenId}
            aria-label={t(isExpanded ? 'nav.collapse' : 'nav.expand', { title: t(item.title) })}
            onClick={() => setIsExpanded((v) => !v)}
          >
            <ChevronDownIcon size={18} />
          </button>
        ) : null}
      </div>
      {item.children ? (
        <ul id={childrenId} className="menu-item__children" hidden={!isExpanded}>
          {item.children.map((child) => (
            <li key={child.key}>
              <NavLink
                to={child.to ?? '/'}
                className={({ isActive }) =>
                  `menu-item menu-item--child ${isActive ? 'menu-item--active' : ''}`
                }
                onClick={onNavigate}
              >
                <span className="menu-item__dot" aria-hidden="true" />
                <span className="menu-item__title">{t(child.title)}</span>
                {child.badge ? <span className="badge badge--hot">{t(child.badge)}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = resolveLocale(i18n.language);
  return (
    <div className="language-select">
      <label className="language-select__label" htmlFor="language-select">
        <GlobeIcon size={18} />
        {t('common.language')}
      </label>
      <select
        id="language-select"
        data-testid="language-select"
        className="language-select__control"
        value={current}
        onChange={(event) => void setLanguage(event.target.value as Locale)}
      >
        {LANGUAGES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`common.languages.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

const SOCIAL_ICONS: Record<SocialNetwork, typeof TelegramIcon> = {
  telegram: TelegramIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
};

function FollowMe() {
  const { t } = useTranslation();
  const links = useSocialLinks();
  return (
    <div className="follow-me">
      <span className="follow-me__title">{t('nav.followMe')}</span>
      <div className="follow-me__links">
        {(Object.keys(links) as SocialNetwork[]).map((network) => {
          const Icon = SOCIAL_ICONS[network];
          return (
            <a
              key={network}
              className="icon-button icon-button--soft"
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.${network}`)}
              onClick={(event) => {
                // Spec §2/§9: the social page opens in a new tab after 1000 ms.
                event.preventDefault();
                const href = links[network];
                setTimeout(() => window.open(href, '_blank', 'noopener,noreferrer'), SOCIAL_LINK_DELAY_MS);
              }}
            >
              <Icon size={18} />
            </a>
          );
        })}
      </div>
    </div>
  );
}
