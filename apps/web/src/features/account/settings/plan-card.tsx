import type { CurrentUser } from '@atelier/contract';
import { Link } from 'react-router';
import { PlanBadge } from '../../../app/layout/plan-badge';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatCredits } from '../../../lib/format';
import { formatDate } from '../../../lib/time';
import { useT } from '../../../lib/i18n/i18n';

export function PlanCard({ user }: { user: CurrentUser }) {
  const canManage = hasPage(useRouteTable(), '/subscription');
  const t = useT();
  return (
    <Card>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('account.yourPlan')}
        </h2>
        <PlanBadge plan={user.subscription_plan} />
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500 dark:text-slate-400">{t('account.credits')}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-slate-100">
            {formatCredits(user.credits)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500 dark:text-slate-400">{t('account.memberSince')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{formatDate(user.created_at)}</dd>
        </div>
      </dl>
      {canManage ? (
        <Link to="/subscription" className={buttonClasses({ variant: 'secondary' }, 'mt-5 w-full')}>
          {t('account.managePlan')}
        </Link>
      ) : null}
    </Card>
  );
}
