import { Outlet } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { ExplorerLauncher } from '../../features/search/explorer/explorer-launcher';
import { TopBar } from './top-bar';
import { LanguageLinks, useLocalizedPage } from './language-links';
import { useLanguageSync } from './use-language-sync';
import { useThemeSync } from './use-theme-sync';

/** What the router awaits with this module, before the shell's first render. */
export { prepareShell } from './use-language-sync';

/**
 * Every page except the landing page: the top bar above the routed page, in the user's theme, and
 * for a signed-in user the Assistance Explorer's button.
 */
export default function PageShell() {
  useThemeSync();
  useLanguageSync();
  // A visitor's public page offers its other languages; a user's language is the account's.
  const localized = useLocalizedPage();
  const signedIn = useAuth().status === 'signed-in';
  const languageLinks = localized && !signedIn;
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
      {languageLinks ? (
        <footer className="border-t border-slate-200 px-4 py-6 dark:border-slate-800">
          <LanguageLinks />
        </footer>
      ) : null}
      <ExplorerLauncher />
    </div>
  );
}
