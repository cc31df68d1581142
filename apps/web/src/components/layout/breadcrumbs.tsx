import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useMatches, type UIMatch } from 'react-router';
import { useCustomCrumbs } from '../../lib/breadcrumbs';

export type RouteHandle = {
  /** i18n key of this route's breadcrumb label, or a function of the match for labels that depend on the URL. */
  crumb?: string | ((match: UIMatch, t: TFunction) => string);
};

type Crumb = { label: string; to: string };

/**
 * Spec §2: labelled links separated by '/', the last highlighted; labels come from the routes' handle data and a
 * label equal to its parent's is skipped. Custom crumbs (lib/breadcrumbs): a page may name its own crumb once its data
 * is known (a content page's title) and append crumbs of its own.
 */
export function Breadcrumbs({ extra = [] }: { extra?: Crumb[] }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const custom = useCustomCrumbs();
  const crumbs: Crumb[] = [{ label: t('common.home'), to: '/' }];
  for (const match of matches) {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    if (!crumb) continue;
    const label = custom.labels[match.pathname] ?? (typeof crumb === 'function' ? crumb(match, t) : t(crumb));
    if (crumbs[crumbs.length - 1]?.label === label) continue;
    crumbs.push({ label, to: match.pathname });
  }
  crumbs.push(...custom.appended, ...extra);
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.to}-${index}`}>
              <li className={isLast ? 'breadcrumbs__current' : undefined}>
                {isLast ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : (
                  <Link to={crumb.to}>{crumb.label}</Link>
                )}
              </li>
              {isLast ? null : (
                <li className="breadcrumbs__sep" aria-hidden="true">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
