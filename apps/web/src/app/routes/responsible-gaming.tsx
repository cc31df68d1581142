import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { ResponsibleGamingPage } from '../../features/responsible-gaming/components/responsible-gaming-page';

/** /dashboard/responsible-gaming (issue 12 §1), its own chunk: linked from the footer, the deposit page and /dashboard. */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader
        title={t('dashboard.responsibleGaming')}
        subtitle={t('dashboard.responsibleGamingSubtitle')}
        icon={<ShieldIcon size={30} />}
      />
      <ResponsibleGamingPage />
    </div>
  );
}
