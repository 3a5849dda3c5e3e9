import { Suspense, lazy } from 'react';
import { useT, withLanguage } from '../../lib/i18n/i18n';
import { useAuth } from '../../kits/session/auth-context';
import { LazyAuthCard } from './auth-panel/lazy-auth-card';
import { useWideLayout } from './auth-panel/auth-panel-context';

// Only a returning, signed-in visitor sees it.
const SignedInCard = lazy(() =>
  withLanguage(import('./auth-panel/signed-in-card')).then((module) => ({
    default: module.SignedInCard,
  })),
);

/**
 * Wide screens (spec part 1, "Landing page"): the login/sign-up card in a side column, sticky
 * under the top bar while the page scrolls; a signed-in visitor gets the way to the dashboard.
 */
export function AuthPanelSlot() {
  const auth = useAuth();
  const t = useT();
  const wide = useWideLayout();
  if (!wide) return null;
  return (
    <aside
      aria-label={t('landing.yourAccount')}
      className="w-[26rem] shrink-0 self-stretch border-l border-slate-200 bg-slate-50"
    >
      {/* The column runs the page's length; the card inside it stays in view. */}
      <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto p-6">
        {auth.status === 'signed-in' ? (
          <Suspense fallback={null}>
            <SignedInCard name={auth.user.full_name.trim()} />
          </Suspense>
        ) : null}
        {auth.status === 'signed-out' ? <LazyAuthCard /> : null}
        {auth.status === 'loading' ? (
          <p role="status" className="py-24 text-center text-sm text-slate-500">
            {t('landing.checkingSession')}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
