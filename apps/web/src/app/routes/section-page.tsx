import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';

/**
 * A route whose content arrives in a later issue: its real title and a fitting empty state, inside the layout.
 */
export function SectionPage({
  title,
  subtitle,
  icon,
  emptyTitle,
  emptyText,
  action,
  children,
}: {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(title)} subtitle={subtitle} icon={icon} />
      {children}
      <div className="card">
        <EmptyState
          icon={icon}
          title={t(emptyTitle)}
          text={t(emptyText)}
          action={
            action ? (
              <Link className="btn btn--secondary btn--md" to={action.to}>
                <span className="btn__label">{t(action.label)}</span>
              </Link>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
