import { ABOUT_US_PAGE_ID } from '@kasa/contract/content';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatches, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { DocumentIcon, InfoIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/spinner';
import { useBootstrap } from '../../../lib/bootstrap';
import { useCrumbLabel } from '../../../lib/breadcrumbs';
import { formatDateTime } from '../../../lib/format';
import { useContentPage, useContentPages } from '../api/content';
import { CmsHtml } from './cms-html';

/** /pages/{id} (cms/page): one content page (About Us is id 3), its HTML sanitised again; its siblings beside it. */
export function ContentPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const page = useContentPage(id);
  const pages = useContentPages();
  const bootstrap = useBootstrap();
  const matches = useMatches();
  // The footer already knows the title (bootstrap categoryList): the crumb shows it before the page arrives.
  const knownTitle = bootstrap?.categoryList
    .flatMap((category) => category.contentList)
    .find((item) => item.id === id)?.title;
  const title = page.data?.title ?? knownTitle;
  useCrumbLabel(matches[matches.length - 1]?.pathname ?? `/pages/${id}`, title);

  const siblings = (pages.data ?? []).filter((entry) =>
    page.data ? entry.categoryId === page.data.categoryId : false,
  );
  const isNotFound =
    !Number.isInteger(id) || id <= 0 || (page.error instanceof ApiError && page.error.status === 404);

  if (isNotFound) {
    return (
      <div className="page">
        <EmptyState
          icon={<DocumentIcon size={34} />}
          title={t('pages.emptyPage')}
          text={t('pages.emptyPageText')}
          action={
            <Link to="/pages" className="btn btn--secondary btn--md">
              <span className="btn__label">{t('nav.contents')}</span>
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="page content-page">
      {page.isPending ? (
        <Loading />
      ) : page.isError ? (
        <EmptyState
          icon={<DocumentIcon size={34} />}
          title={t('content.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void page.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <div className="content-page__layout">
          <article className="content-article" data-testid="content-page" data-id={page.data.id}>
            <header className="content-article__head">
              <span className="icon-tile icon-tile--lg content-article__icon" aria-hidden="true">
                {id === ABOUT_US_PAGE_ID ? <InfoIcon size={26} /> : <DocumentIcon size={26} />}
              </span>
              <div>
                <h1 className="content-article__title">{page.data.title}</h1>
                <p className="content-article__updated">
                  {t('content.pages.updated', { date: formatDateTime(page.data.updatedAt) })}
                </p>
              </div>
            </header>
            <CmsHtml html={page.data.body} className="content-article__body" />
          </article>
          {siblings.length > 1 ? (
            <nav className="content-aside" aria-labelledby="content-aside-title">
              <h2 className="content-aside__title" id="content-aside-title">
                {bootstrap?.categoryList.find((category) => category.id === page.data.categoryId)?.title ??
                  t('nav.contents')}
              </h2>
              <ul>
                {siblings.map((entry) => (
                  <li key={entry.id}>
                    <NavLink
                      to={`/pages/${entry.id}`}
                      className={({ isActive }) =>
                        `content-aside__link ${isActive ? 'content-aside__link--active' : ''}`
                      }
                    >
                      {entry.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
