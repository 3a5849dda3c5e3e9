import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useT } from '../lib/i18n/i18n';
import { hasMessage } from '../lib/i18n/messages';

/**
 * The page's texts in the interface language; in English when its messages are not there (they
 * failed to load, as a deployment that replaced the files can make them): this page must show
 * whatever went wrong.
 */
function useErrorT() {
  const translate = useT();
  return (id: string, english: string, values?: Record<string, unknown>) =>
    hasMessage(id) ? translate(id, values) : english;
}

/**
 * Last line of defence for a page that failed to render or to load (a chunk removed by a new
 * deployment is the usual case, and a reload fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const t = useErrorT();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        {t('common.somethingWentWrong', 'Something went wrong')}
      </h1>
      <p className="text-slate-600">
        {detail
          ? t(
              'common.pageNotShownDetail',
              `This page could not be shown. Reloading usually helps (${detail}).`,
              { detail },
            )
          : t('common.pageNotShown', 'This page could not be shown. Reloading usually helps.')}
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          {t('common.reload', 'Reload')}
        </button>
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          {t('common.home', 'Home')}
        </a>
      </div>
    </main>
  );
}
