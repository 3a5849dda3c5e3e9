import { Outlet } from 'react-router';
import { TopBar } from './top-bar';
import { useThemeSync } from './use-theme-sync';

/** Every page except the landing page: the top bar above the routed page, in the user's theme. */
export default function PageShell() {
  useThemeSync();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
