import { Outlet } from 'react-router';
import { useAuth } from '../../kits/session/auth-context';
import { ExplorerLauncher } from '../../features/search/explorer/explorer-launcher';
import { WorkspaceProvider } from '../../kits/workspace/workspace-provider';
import { TopBar } from './top-bar';
import { LanguageLinks, useLocalizedPage } from './language-links';
import { useLanguageSync } from './use-language-sync';
import { useThemeSync } from './use-theme-sync';

/** What the router awaits with this module, before the shell's first render. */
export { prepareShell } from './use-language-sync';

/**
 * Every page except the landing page: the top bar above the routed page, in the user's theme, and
 * for a signed-in user the Assistance Explorer's button and the workspace they work in.
 */
export default function PageShell() {
  useThemeSync();
  useLanguageSync();
  // A visitor's public page offers its other languages; a user's language is the account's.
  const localized = useLocalizedPage();
  const signedIn = useAuth().status === 'signed-in';
  const languageLinks = localized && !signedIn;
  return (
    // The workspace (Personal or a team) is the top bar's switcher and every page's to follow.
    <WorkspaceProvider>
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
    </WorkspaceProvider>
  );
}
