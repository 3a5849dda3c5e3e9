import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/**
 * Where a signed-in visitor would see the login card: the way back to work. `name` is empty when
 * the account has none.
 */
export function SignedInCard({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-lg">
      <p className="text-sm font-medium text-primary-700">{t('landing.signedIn')}</p>
      <h2 className="mt-1 text-xl font-bold text-slate-900">
        {name ? t('landing.welcomeBackName', { name }) : t('landing.welcomeBackThere')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('landing.signedInText')}</p>
      <Link to="/dashboard" className={buttonClasses({ size: 'lg' }, 'mt-5 w-full')}>
        {t('landing.goToDashboard')}
      </Link>
    </div>
  );
}
