import { Suspense, lazy, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT, withLanguage } from '../../../lib/i18n/i18n';
import { LoginForm } from '../../../kits/sign-in/login-form';
import { useAuthPanel } from './auth-panel-context';
import type { AuthPanelMode } from './auth-panel-context';

const loadSignup = () => withLanguage(import('./signup-form'));
const SignupForm = lazy(loadSignup);
const preloadSignup = () => void loadSignup();
// The buttons cannot be used before the provider list arrives anyway, so they come with it.
const OAuthButtons = lazy(() =>
  import('../../../kits/sign-in/oauth-buttons').then((module) => ({
    default: module.OAuthButtons,
  })),
);

/** The tabs; labels are message ids. */
const TABS: { mode: AuthPanelMode; label: string }[] = [
  { mode: 'login', label: 'landing.login' },
  { mode: 'signup', label: 'landing.signUp' },
];

/** The landing page's login/sign-up card: the side column on wide screens, the panel on narrow. */
export function AuthCard() {
  const panel = useAuthPanel();
  const navigate = useNavigate();
  const t = useT();
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const login = panel.mode === 'login';

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = login ? 'signup' : 'login';
    panel.setMode(next);
    document.getElementById(`auth-tab-${next}`)?.focus();
  };

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
      <div
        role="tablist"
        aria-label={t('landing.loginOrSignUp')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
        onKeyDown={onTabKey}
      >
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            id={`auth-tab-${tab.mode}`}
            type="button"
            role="tab"
            aria-selected={panel.mode === tab.mode}
            aria-controls="auth-tabpanel"
            tabIndex={panel.mode === tab.mode ? 0 : -1}
            onClick={() => panel.setMode(tab.mode)}
            onPointerEnter={tab.mode === 'signup' ? preloadSignup : undefined}
            className="rounded-lg py-2 text-sm font-semibold text-slate-600 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm"
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div
        id="auth-tabpanel"
        role="tabpanel"
        aria-labelledby={`auth-tab-${panel.mode}`}
        className="mt-5"
      >
        <h2 className="text-xl font-bold text-slate-900">
          {login ? t('landing.welcomeBack') : t('landing.createFreeAccount')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          {login ? t('landing.welcomeBackText') : t('landing.createFreeAccountText')}
        </p>
        {login ? (
          <LoginForm
            key={registered?.email ?? ''}
            labels={{
              submit: t('landing.login'),
              busy: t('landing.loggingIn'),
              forgot: t('landing.forgotPassword'),
            }}
            initialEmail={registered?.email}
            notice={registered?.message}
            onSignedIn={() => void navigate('/dashboard')}
          />
        ) : (
          <Suspense
            fallback={
              <p className="py-24 text-center text-sm text-slate-500">{t('landing.loading')}</p>
            }
          >
            <SignupForm
              focusRequest={panel.focusRequest}
              onRegistered={(email, message) => {
                setRegistered({ email, message });
                panel.setMode('login');
              }}
            />
          </Suspense>
        )}
        <div className="mt-6">
          <Suspense fallback={<div className="h-24" />}>
            <OAuthButtons label={login ? t('landing.orContinueWith') : t('landing.orSignUpWith')} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
