import { Outlet } from 'react-router';
import { ExplorerLauncher } from '../../features/search/explorer/explorer-launcher';
import { TopBar } from './top-bar';
import { prepareLanguage, useLanguageSync } from './use-language-sync';
import { useThemeSync } from './use-theme-sync';

/** What the router awaits with this module, before the shell's first render. */
export const prepareShell = prepareLanguage;

/**
 * Every page except the landing page: the top bar above the routed page, in the user's theme, and
 * for a signed-in user the Assistance Explorer's button.
 */
export default function PageShell() {
  useThemeSync();
  useLanguageSync();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
      <ExplorerLauncher />
    </div>
  );
}
