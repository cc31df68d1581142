import { useTranslation } from 'react-i18next';
import { CloseIcon, GlobeIcon } from '../../../components/ui/icons';
import { useBootstrap } from '../../../lib/bootstrap';
import { useSiteOptions } from '../../../lib/settings';
import { useTopBanner } from '../hooks/use-top-banner';

/** Site option that switches the domain notice on (contract SiteOptionKey.topBanner). */
const TOP_BANNER_KEY = 'top-banner';

/** Spec §2/§4: on '/' only, the domain notice (current and next domain) with a close icon. */
export function TopBanner() {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const options = useSiteOptions();
  const domains = bootstrap?.domainStatus;
  const isEnabled = options.has(TOP_BANNER_KEY) && Boolean(domains?.current && domains.next);
  const { state, dismiss } = useTopBanner(isEnabled);
  if (state === 'hidden' || !domains) return null;
  return (
    <div
      className={`top-banner ${state === 'closing' ? 'top-banner--closing' : ''}`}
      role="region"
      aria-label={t('content.topBanner.label')}
      data-testid="top-banner"
      data-state={state}
    >
      <span className="top-banner__icon" aria-hidden="true">
        <GlobeIcon size={20} />
      </span>
      <p className="top-banner__text">
        <span className="top-banner__message">{t('content.topBanner.text')}</span>
        <span className="top-banner__domains">
          <span className="top-banner__domain">
            <span className="top-banner__label">{t('content.topBanner.current')}</span>
            <strong data-testid="top-banner-current">{domains.current}</strong>
          </span>
          <span className="top-banner__arrow" aria-hidden="true">
            →
          </span>
          <span className="top-banner__domain top-banner__domain--next">
            <span className="top-banner__label">{t('content.topBanner.next')}</span>
            <strong data-testid="top-banner-next">{domains.next}</strong>
          </span>
        </span>
      </p>
      <button
        type="button"
        className="top-banner__close"
        aria-label={t('content.topBanner.close')}
        data-testid="top-banner-close"
        onClick={dismiss}
        disabled={state === 'closing'}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
