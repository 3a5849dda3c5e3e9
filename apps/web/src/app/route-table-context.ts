import { createContext, useContext } from 'react';
import { APP_ROUTES } from './routes';
import type { AppRoute } from './routes';

/**
 * The table the router was built from, so the menu lists exactly the pages the router serves
 * (tests build routers from their own tables).
 */
export const RouteTableContext = createContext<readonly AppRoute[]>(APP_ROUTES);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}
