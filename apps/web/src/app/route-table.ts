import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

export type RouteAccess = 'public' | 'protected' | 'admin';

export interface PageRoute {
  path: string;
  access: RouteAccess;
  /** Code-split: a page's code is fetched the first time someone opens it. */
  page: () => Promise<{ default: ComponentType }>;
  /** Pages with their own header (the landing page) render without the shared top bar. */
  layout?: 'shell' | 'bare';
  /**
   * A public page with an address per language (`/login`, `/es/login` ...: language-paths.ts),
   * prerendered in each.
   */
  localized?: true;
}

/** Old addresses kept alive; they replace the history entry so Back skips them. */
export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | RedirectRoute;

export function isPageRoute(route: AppRoute): route is PageRoute {
  return 'page' in route;
}

/** True when the table has a page (not a redirect) at exactly this path. */
export function hasPage(routes: readonly AppRoute[], path: string): boolean {
  return routes.some((route) => isPageRoute(route) && route.path === path);
}

/**
 * The table the router was built from, so menus and cards link only to pages the router serves
 * (tests build routers from their own tables). The router always provides it; routes.tsx holds
 * the product's table.
 */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}
