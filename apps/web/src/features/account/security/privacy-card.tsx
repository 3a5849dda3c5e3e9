import type { Preferences } from '@atelier/contract';
import { clsx } from 'clsx';
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { Link } from 'react-router';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';

const linkClasses = 'font-medium text-primary-600 hover:underline dark:text-primary-400';

/** Badges that state facts: the promises of the privacy policy, and the user's own choices. */
export function PrivacyCard({ preferences }: { preferences: Preferences }) {
  const routes = useRouteTable();
  // Green marks a choice that protects the user's data; grey one that shares more of it.
  const badges: { label: string; protective: boolean }[] = [
    { label: 'Your data is never sold', protective: true },
    {
      label: `Analytics ${preferences.analytics_tracking ? 'on' : 'off'}`,
      protective: !preferences.analytics_tracking,
    },
    {
      label: `Marketing emails ${preferences.marketing_emails ? 'on' : 'off'}`,
      protective: !preferences.marketing_emails,
    },
    { label: 'Sign-in limited to 3 devices', protective: true },
  ];
  return (
    <Card>
      <CardTitle
        icon={<EyeOffIcon className="size-5" aria-hidden="true" />}
        title="Privacy"
        description="How your data is handled, and what you have chosen."
      />
      <ul aria-label="Privacy" className="mt-4 flex flex-wrap gap-2">
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
            Change your privacy settings
          </Link>
        ) : null}
        {hasPage(routes, '/privacy') ? (
          <Link to="/privacy" className={linkClasses}>
            Read the privacy policy
          </Link>
        ) : null}
      </p>
    </Card>
  );
}
