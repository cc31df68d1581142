import {
  BREAKPOINT_HAMBURGER_PX,
  BREAKPOINT_MOBILE_HEADER_PX,
  HEADER_HIDE_SCROLL_PX,
} from '@kasa/contract/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { TabBar } from './tab-bar';

function useScrolledPast(px: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return isPast;
}

/** Header, left menu, content, footer and (on phones) the tab bar. Breakpoints of spec §2: 1100 px and 900 px. */
export function AppShell({
  children,
  breadcrumbs,
  notifications,
  search,
}: {
  children: ReactNode;
  breadcrumbs?: ReactNode;
  /** Body of the notifications panel (from the notifications feature, wired in by the app). */
  notifications?: ReactNode;
  /** The casino quick search for the header (from features/casino, wired in by the app). */
  search?: ReactNode;
}) {
  const { t } = useTranslation();
  const isDrawer = useMediaQuery(`(max-width: ${BREAKPOINT_HAMBURGER_PX - 0.02}px)`);
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_HEADER_PX - 0.02}px)`);
  const [isDesktopMenuOpen, setIsDesktopMenuOpen] = useState(true);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isScrolled = useScrolledPast(HEADER_HIDE_SCROLL_PX);
  const location = useLocation();
  const isMenuOpen = isDrawer ? isDrawerOpen : isDesktopMenuOpen;
  // Spec §2: the header slides up past 100 px of scroll (not while the drawer is open over the page).
  const isHeaderHidden = isScrolled && !(isDrawer && isDrawerOpen);

  useEffect(() => {
    document.body.classList.toggle('has-drawer', isDrawer && isDrawerOpen);
  }, [isDrawer, isDrawerOpen]);

  return (
    <div
      className={`shell ${!isDrawer && isDesktopMenuOpen ? 'shell--menu' : ''} ${isMobile ? 'shell--mobile' : ''}`}
    >
      <a className="skip-link" href="#content">
        {t('common.skipToContent')}
      </a>
      <Header
        isHidden={isHeaderHidden}
        isMobile={isMobile}
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => (isDrawer ? setIsDrawerOpen((v) => !v) : setIsDesktopMenuOpen((v) => !v))}
        notifications={notifications}
        search={search}
      />
      <Sidebar
        key={isDrawer ? 'drawer' : 'rail'}
        isOpen={isMenuOpen}
        isDrawer={isDrawer}
        onNavigate={() => setIsDrawerOpen(false)}
        onClose={() => setIsDrawerOpen(false)}
      />
      <div className="shell__main">
        <main
          id="content"
          className={`content ${location.pathname === '/' ? 'content--home' : ''}`}
          tabIndex={-1}
        >
          {breadcrumbs}
          {children}
        </main>
        <Footer />
      </div>
      {isMobile ? <TabBar notifications={notifications} /> : null}
    </div>
  );
}
