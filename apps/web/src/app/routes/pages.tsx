import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomePage } from '../../features/home/components/home-page';

export function HomeRoute() {
  return <HomePage />;
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
