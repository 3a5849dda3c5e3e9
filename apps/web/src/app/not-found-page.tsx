import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useT } from '../lib/i18n/i18n';
import { WithElement } from '../lib/i18n/with-element';

export default function NotFoundPage() {
  const { pathname, search } = useLocation();
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase dark:text-primary-400">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">
        {t('common.pageNotFound')}
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        <WithElement
          text={(address) => t('common.noPageAt', { address })}
          node={
            <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {pathname + search}
            </code>
          }
        />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('common.goHome')}
        </Link>
        <Link to="/dashboard" className={buttonClasses()}>
          {t('common.openDashboard')}
        </Link>
      </div>
    </section>
  );
}
