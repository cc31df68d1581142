import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BallIcon, LiveIcon } from '../../components/ui/icons';
import { HomePage } from '../../features/home/components/home-page';
import { SectionPage } from './section-page';

export function HomeRoute() {
  return <HomePage />;
}

const PROVIDER_TITLE: Record<string, string> = { fcg: 'nav.fcg', betco: 'nav.betco' };

export function LiveSportsRoute({ provider }: { provider?: 'fcg' | 'betco' }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      title="nav.liveBettings"
      subtitle={provider ? t(PROVIDER_TITLE[provider]!) : undefined}
      icon={<LiveIcon size={30} />}
      emptyTitle="pages.emptyEvents"
      emptyText="pages.emptyEventsText"
      action={{ to: '/spor', label: 'nav.sports' }}
    />
  );
}

export function SportsRoute({ provider }: { provider?: 'fcg' | 'betco' }) {
  const { t } = useTranslation();
  return (
    <SectionPage
      title="nav.sports"
      subtitle={provider ? t(PROVIDER_TITLE[provider]!) : undefined}
      icon={<BallIcon size={30} />}
      emptyTitle="pages.emptyEvents"
      emptyText="pages.emptyEventsText"
      action={{ to: '/livespor', label: 'nav.liveBettings' }}
    />
  );
}

export function contentPageTitleKey(id: string | undefined): { key: string; id: string } {
  return id === '3' ? { key: 'nav.aboutUs', id } : { key: 'pages.pageTitle', id: id ?? '' };
}

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('pages.notFoundTitle')}</h1>
      <p className="not-found__text">{t('pages.notFoundText')}</p>
      <Link to="/" className="btn btn--primary btn--lg">
        <span className="btn__label">{t('pages.goHome')}</span>
      </Link>
    </div>
  );
}
