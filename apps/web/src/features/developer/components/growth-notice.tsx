import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** Below the Growth plan: why the forms are missing, and the way to them. */
export function GrowthNotice() {
  const t = useT();
  return (
    <Alert tone="info">
      <p className="font-medium">{t('api.developer.needsGrowthPlan')}</p>
      <p className="mt-1">{t('developer.upgradeWhy')}</p>
      <Link to="/subscription" className={buttonClasses({ size: 'sm' }, 'mt-3')}>
        {t('developer.upgradeToGrowth')}
      </Link>
    </Alert>
  );
}
