import { MAX_SESSIONS } from '@atelier/contract';
import type { Preferences } from '@atelier/contract';
import { clsx } from 'clsx';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { Link } from 'react-router';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/i18n';

const linkClasses = 'font-medium text-primary-600 hover:underline dark:text-primary-400';

/** Badges that state facts: the promises of the privacy policy, and the user's own choices. */
export function PrivacyCard({ preferences }: { preferences: Preferences }) {
  const routes = useRouteTable();
  const t = useT();
  // Green marks a choice that protects the user's data; grey one that shares more of it.
  const badges: { label: string; protective: boolean }[] = [
    { label: t('security.dataNeverSold'), protective: true },
    {
      label: preferences.analytics_tracking
        ? t('security.analyticsOn')
        : t('security.analyticsOff'),
      protective: !preferences.analytics_tracking,
    },
    {
      label: preferences.marketing_emails ? t('security.marketingOn') : t('security.marketingOff'),
      protective: !preferences.marketing_emails,
    },
    { label: t('security.deviceLimit', { max: MAX_SESSIONS }), protective: true },
  ];
  return (
    <Card>
      <CardTitle
        icon={<EyeOffIcon className="size-5" aria-hidden="true" />}
        title={t('security.privacy')}
        description={t('security.privacyDescription')}
      />
      <ul aria-label={t('security.privacy')} className="mt-4 flex flex-wrap gap-2">
        {badges.map((badge) => (
          <li
            key={badge.label}
            className={clsx(
              'rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
              badge.protective
                ? 'bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-800'
                : 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
            )}
          >
            {badge.label}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {hasPage(routes, '/settings') ? (
          <Link to="/settings" className={linkClasses}>
            {t('security.changePrivacySettings')}
          </Link>
        ) : null}
        {hasPage(routes, '/privacy') ? (
          <Link to="/privacy" className={linkClasses}>
            {t('security.readPrivacyPolicy')}
          </Link>
        ) : null}
      </p>
    </Card>
  );
}
