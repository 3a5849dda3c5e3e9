import { Suspense, lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { AdminGuard } from './guards/admin-guard';
import { RequireUser } from './guards/require-user';
import { Providers } from './providers';
import { RouteError } from './route-error';
import { RouteTableContext, isPageRoute } from './route-table';
import { APP_ROUTES } from './routes';
import type { PageRoute, RedirectRoute, RouteAccess } from './route-table';

// The top bar and menu are not needed by the landing page, so they load with the first app page.
const PageShell = lazy(() => import('./layout/page-shell'));

function withAccess(access: RouteAccess, element: ReactNode): ReactNode {
  if (access === 'protected') return <RequireUser>{element}</RequireUser>;
  if (access === 'admin') return <AdminGuard>{element}</AdminGuard>;
  return element;
}

function pageRoute(route: PageRoute): RouteObject {
  const Page: ComponentType = lazy(route.page);
  const fallback = <LoadingOverlay fullScreen={route.layout === 'bare'} />;
  return {
    path: route.path,
    element: withAccess(
      route.access,
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>,
    ),
  };
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
        ...pages.filter((route) => route.layout === 'bare').map(pageRoute),
        {
          element: (
            <Suspense fallback={<LoadingOverlay fullScreen />}>
              <PageShell />
            </Suspense>
          ),
          children: pages.filter((route) => route.layout !== 'bare').map(pageRoute),
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
