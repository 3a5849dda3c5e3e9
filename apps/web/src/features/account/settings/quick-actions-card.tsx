import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import CodeXmlIcon from 'lucide-react/icons/code-xml';
import CreditCardIcon from 'lucide-react/icons/credit-card';
import LogOutIcon from 'lucide-react/icons/log-out';
import MonitorSmartphoneIcon from 'lucide-react/icons/monitor-smartphone';
import ShieldIcon from 'lucide-react/icons/shield';
import { Link } from 'react-router';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../kits/session/auth-context';
import { useT } from '../../../lib/i18n/i18n';

// Labels are message ids (src/locales).
const ACTIONS = [
  { path: '/security', label: 'account.securityAndPrivacy', icon: ShieldIcon },
  { path: '/active-sessions', label: 'account.activeSessions', icon: MonitorSmartphoneIcon },
  { path: '/subscription', label: 'account.subscriptionAndUsage', icon: CreditCardIcon },
  { path: '/developers', label: 'account.keysAndWebhooks', icon: CodeXmlIcon },
];

const rowClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

/** Only pages the router serves are offered, so a link never leads to the 404 page. */
export function QuickActionsCard() {
  const routes = useRouteTable();
  const { signOut } = useAuth();
  const t = useT();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('account.quickActions')}
      </h2>
      <ul className="mt-3 space-y-1">
        {ACTIONS.filter((action) => hasPage(routes, action.path)).map((action) => (
          <li key={action.path}>
            <Link
              to={action.path}
              className={`${rowClasses} text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`}
            >
              <action.icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{t(action.label)}</span>
              <ChevronRightIcon className="size-4 text-slate-400" aria-hidden="true" />
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={signOut}
            className={`${rowClasses} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50`}
          >
            <LogOutIcon className="size-4 shrink-0" aria-hidden="true" />
            {t('account.signOutLower')}
          </button>
        </li>
      </ul>
    </Card>
  );
}
