import '../rg-texts';
import '../../../styles/responsible-gaming.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShieldIcon } from '../../../components/ui/icons';
import { useLimits } from '../api/limits';

const RG_PAGE = '/dashboard/responsible-gaming';

/**
 * After login, on any page: when the player's limits are due for their six-monthly review (`reviewLimits`), a small
 * reminder that leads to the settings, where "reviewed" stamps the date (docs/decisions/0440). "Later" hides it until
 * the next page load.
 */
export function LimitReviewReminder() {
  const { t } = useTranslation();
  const limits = useLimits();
  const location = useLocation();
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed || !limits.data?.reviewLimits || location.pathname === RG_PAGE) return null;
  return (
    <aside className="rg-reminder" role="status" data-testid="rg-review-reminder">
      <ShieldIcon size={20} />
      <p>
        <strong>{t('rg.review.title')}</strong> — {t('rg.review.text')}
      </p>
      <Link className="btn btn--primary btn--sm" to={RG_PAGE} onClick={() => setIsDismissed(true)}>
        {t('rg.review.open')}
      </Link>
      <Button variant="ghost" size="sm" onClick={() => setIsDismissed(true)}>
        {t('rg.review.dismiss')}
      </Button>
    </aside>
  );
}
