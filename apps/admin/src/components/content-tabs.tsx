import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useT, type TextKey } from '../lib/texts';

// The content screens' own menu (docs/decisions/0550): one "Content" entry in the side menu, these tabs inside it.

const TABS: { to: string; label: TextKey; end?: boolean }[] = [
  { to: '/content', label: 'contentScreens.tabs.promotions', end: true },
  { to: '/content/pages', label: 'contentScreens.tabs.pages' },
  { to: '/content/banners', label: 'contentScreens.tabs.banners' },
  { to: '/content/popup', label: 'contentScreens.tabs.popup' },
  { to: '/content/site-options', label: 'contentScreens.tabs.siteOptions' },
  { to: '/content/columns', label: 'contentScreens.tabs.columns' },
  { to: '/content/translations', label: 'contentScreens.tabs.translations' },
];

export function ContentTabs() {
  const { t } = useT();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: the current one is brought into view.
  useEffect(() => {
    const strip = nav.current;
    const active = strip?.querySelector<HTMLElement>('a.active');
    if (strip && active && strip.scrollWidth > strip.clientWidth)
      strip.scrollLeft = active.offsetLeft - strip.offsetLeft - 12;
  }, [pathname]);
  return (
    <nav ref={nav} className="tabs content-tabs" aria-label={t('nav.content')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          data-testid={`content-tab-${tab.to.split('/')[2] ?? 'promotions'}`}
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
