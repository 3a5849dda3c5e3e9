import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useAuth } from '../../../kits/session/auth-context';
import { useWideLayout } from '../auth-panel/auth-panel-context';
import { NarrowAuthButtons, NarrowAuthPanel } from '../auth-panel/narrow-auth-panel';

/** The sections' anchors; labels are message ids. */
const ANCHORS = [
  { href: '#features', label: 'landing.features' },
  { href: '#benefits', label: 'landing.benefits' },
  { href: '#pricing', label: 'landing.pricing' },
];

/** On phones the anchors take a second row, so the logo and the account buttons keep the first. */
export function LandingHeader() {
  const { status } = useAuth();
  const t = useT();
  const wide = useWideLayout();
  const narrowSignedOut = !wide && status === 'signed-out';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:flex-nowrap sm:px-6">
        <div className="flex h-14 items-center sm:h-16">
          <Logo to="/dashboard" />
        </div>
        <nav
          aria-label={t('landing.pageSections')}
          className="order-last -mx-2 flex w-full items-center gap-1 pb-2 sm:order-none sm:mx-0 sm:ml-auto sm:w-auto sm:gap-2 sm:pb-0"
        >
          {ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-md px-2 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 sm:px-3"
            >
              {t(anchor.label)}
            </a>
          ))}
          {status === 'signed-in' ? (
            <Link to="/dashboard" className={buttonClasses({ size: 'sm' }, 'ml-auto sm:ml-2')}>
              {t('landing.dashboard')}
            </Link>
          ) : null}
        </nav>
        {narrowSignedOut ? <NarrowAuthButtons /> : null}
      </div>
      {narrowSignedOut ? <NarrowAuthPanel /> : null}
    </header>
  );
}
