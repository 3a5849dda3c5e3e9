import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

/** Every page except the landing page: the top bar above the routed page. */
export default function PageShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
