import { clsx } from 'clsx';
import { Link } from 'react-router';
import { cardClasses } from '../../components/ui/card';
import { useT } from '../../lib/i18n/i18n';
import { useAuth } from '../../kits/session/auth-context';
import { useInitData } from './api/init-data';
import { DASHBOARD_CARDS } from './dashboard-cards';

export default function DashboardPage() {
  const { user } = useAuth();
  useInitData();
  const firstName = user?.full_name.trim().split(/\s+/)[0];
  const t = useT();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
        {t('dashboard.title')}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {firstName ? t('dashboard.welcomeBack', { name: firstName }) : t('dashboard.whatToCreate')}
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {DASHBOARD_CARDS.map((card) => (
          <li key={card.path}>
            <Link
              to={card.path}
              className={clsx(
                cardClasses,
                'group flex h-full items-start gap-4 transition hover:border-primary-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:border-primary-700',
              )}
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600 group-hover:bg-primary-100 dark:bg-primary-950 dark:text-primary-300 dark:group-hover:bg-primary-900">
                <card.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-slate-100">
                  {t(card.title)}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {t(card.description)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
