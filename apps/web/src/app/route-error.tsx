import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/**
 * Last line of defence for a page that failed to render or to load (a chunk removed by a new
 * deployment is the usual case, and a reload fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be shown. Reloading usually helps{detail ? ` (${detail})` : ''}.
      </p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className={buttonClasses({ variant: 'secondary' })}>
          Home
        </a>
      </div>
    </main>
  );
}
