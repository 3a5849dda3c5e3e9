import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../auth/auth-context';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#benefits', label: 'Benefits' },
  { href: '#pricing', label: 'Pricing' },
];

export function LandingHeader() {
  const { status } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo to="/dashboard" />
        <nav aria-label="Page sections" className="flex items-center gap-1 sm:gap-2">
          {ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 sm:px-3"
            >
              {anchor.label}
            </a>
          ))}
          {status === 'signed-in' ? (
            <Link to="/dashboard" className={buttonClasses({ size: 'sm' }, 'ml-1 sm:ml-2')}>
              Dashboard
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
