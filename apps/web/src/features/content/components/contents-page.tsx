import type { ContentPageSummary } from '@kasa/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChevronRightIcon, DocumentIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Loading } from '../../../components/ui/spinner';
import { useBootstrap } from '../../../lib/bootstrap';
import { useContentPages } from '../api/content';

/** /pages: every content page, grouped under the footer's content categories (bootstrap categoryList). */
export function ContentsPage() {
  const { t } = useTranslation();
  const pages = useContentPages();
  const bootstrap = useBootstrap();
  const list = pages.data ?? [];
  const categories = bootstrap?.categoryList ?? [];
  const groups = [
    ...categories.map((category) => ({
      id: category.id,
      title: category.title,
      pages: list.filter((page) => page.categoryId === category.id),
    })),
    {
      id: 0,
      title: t('content.pages.other'),
      pages: list.filter((page) => !categories.some((category) => category.id === page.categoryId)),
    },
  ].filter((group) => group.pages.length > 0);

  return (
    <div className="page contents-page">
      <PageHeader
        title={t('nav.contents')}
        subtitle={t('content.pages.subtitle')}
        icon={<DocumentIcon size={30} />}
      />
      {pages.isPending ? (
        <Loading />
      ) : pages.isError ? (
        <EmptyState
          icon={<DocumentIcon size={34} />}
          title={t('content.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void pages.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<DocumentIcon size={34} />}
          title={t('pages.emptyContents')}
          text={t('pages.emptyContentsText')}
        />
      ) : (
        groups.map((group) => (
          <section key={group.id} className="contents-group" aria-labelledby={`contents-group-${group.id}`}>
            <h2 className="section-title" id={`contents-group-${group.id}`}>
              {group.title}
            </h2>
            <ul className="contents-grid">
              {group.pages.map((page) => (
                <li key={page.id}>
                  <ContentLink page={page} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function ContentLink({ page }: { page: ContentPageSummary }) {
  return (
    <Link
      to={`/pages/${page.id}`}
      className="contents-card"
      data-testid="content-page-link"
      data-id={page.id}
    >
      <span className="icon-tile icon-tile--md contents-card__icon" aria-hidden="true">
        <DocumentIcon size={22} />
      </span>
      <span className="contents-card__text">
        <span className="contents-card__title">{page.title}</span>
        {page.summary ? <span className="contents-card__summary">{page.summary}</span> : null}
      </span>
      <ChevronRightIcon size={18} />
    </Link>
  );
}
