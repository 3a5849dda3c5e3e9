import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { withLanguage } from '../lib/i18n/i18n';
import { onPrerenderedPage } from '../lib/prerendered';
import { LANGUAGES, pathInLanguage } from '@atelier/contract/languages';
import { RequireUser } from './guards/require-user';
import { Providers } from './providers';
import { RouteError } from './route-error';
import { LanguageSync } from './layout/language-sync';
import { RouteTableContext, isPageRoute } from './route-table';
import { APP_ROUTES } from './routes';
import type { PageRoute, RedirectRoute } from './route-table';

// The top bar and menu are not needed by the landing page, so they load with the first app page,
// and with them all of the interface language's messages (a visitor's prerendered page brings
// those it shows: prepareShell).
const PageShell = lazy(() =>
  import('./layout/page-shell').then(async (module) => {
    await module.prepareShell();
    return module;
  }),
);

/**
 * A page's code: the prerendered page hydrates with the messages it brought; any other page (one
 * navigated to from it) comes with the rest of the language (withLanguage).
 */
const pageLoader = (page: PageRoute['page']) => () =>
  onPrerenderedPage() ? page() : withLanguage(page());
// Only staff open admin pages: their guard loads with the first of them, not with every visit.
const AdminGuard = lazy(() => import('./guards/admin-guard'));

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

function pageRoute(route: PageRoute): RouteObject[] {
  const Page: ComponentType = lazy(pageLoader(route.page));
  const page = route.access === 'admin' ? <AdminGuard>{<Page />}</AdminGuard> : <Page />;
  const element = (
    <Suspense fallback={<LoadingOverlay fullScreen={route.layout === 'bare'} />}>
      {/* The shell keeps the language for its pages; the admin portal is English. */}
      {route.layout === 'bare' && route.access !== 'admin' ? <LanguageSync /> : null}
      {page}
    </Suspense>
  );
  const routed = {
    path: route.path,
    element: route.access === 'protected' ? <RequireUser>{element}</RequireUser> : element,
  };
  if (!route.localized) return [routed];
  // The same page at its address in every other language (`/es/login`).
  return [
    routed,
    ...OTHER_LANGUAGES.map((language) => ({
      ...routed,
      path: pathInLanguage(route.path, language),
    })),
  ];
}

/** Turns the route table into React Router routes; tests call it with their own tables. */
export function buildRoutes(table = APP_ROUTES): RouteObject[] {
  const pages = table.filter(isPageRoute);
  const redirects = table.filter((route): route is RedirectRoute => !isPageRoute(route));
  return [
    {
      element: (
        <RouteTableContext.Provider value={table}>
          <Providers>
            <Outlet />
          </Providers>
        </RouteTableContext.Provider>
      ),
      errorElement: <RouteError />,
      children: [
        ...pages.filter((route) => route.layout === 'bare').flatMap(pageRoute),
        {
          element: (
            <Suspense fallback={<LoadingOverlay fullScreen />}>
              <PageShell />
            </Suspense>
          ),
          children: pages.filter((route) => route.layout !== 'bare').flatMap(pageRoute),
        },
        ...redirects.map((route) => ({
          path: route.path,
          element: <Navigate to={route.redirectTo} replace />,
        })),
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
