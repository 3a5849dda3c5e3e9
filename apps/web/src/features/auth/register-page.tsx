import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { WithElement } from '../../lib/i18n/with-element';
import type { RegisterAnswer } from '../../kits/sign-in/api/register';
import { useAuth } from '../../kits/session/auth-context';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { OAuthButtons } from '../../kits/sign-in/oauth-buttons';
import { RegisterForm } from './register-form';
import { serverAnswer } from '../../kits/sign-in/server-answers';

/** Spec part 1, section 9: the redirect after a sign-up that signs in. */
const REGISTER_REDIRECT_MS = 1000;

/**
 * Spec part 1, "Register page". Our server verifies the email before the first sign-in, so a
 * success stays here with its instructions and a way to /login; only an answer with a token
 * (which the spec allows) signs in and goes to / after a moment.
 */
export default function RegisterPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedPath();
  const [answer, setAnswer] = useState<RegisterAnswer | null>(null);
  const token = answer?.access_token;

  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => {
      signIn(token);
      void navigate(localized('/'));
    }, REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [token, signIn, navigate, localized]);

  if (answer) {
    return (
      <AuthPageCard title={token ? t('auth.allSet') : t('auth.checkEmail')}>
        <Alert tone="success">{serverAnswer(t, answer.message)}</Alert>
        {token ? null : (
          <Link to={localized('/login')} className={buttonClasses({}, 'mt-6 w-full')}>
            {t('auth.goToSignIn')}
          </Link>
        )}
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title={t('auth.createAccount')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <WithElement
          text={(link) => t('auth.haveAccount', { link })}
          node={
            <Link to={localized('/login')} className={authLinkClass}>
              {t('auth.signInHere')}
            </Link>
          }
        />
      }
    >
      <RegisterForm onRegistered={setAnswer} />
      <div className="mt-6">
        <OAuthButtons label={t('auth.orSignUpWith')} />
      </div>
    </AuthPageCard>
  );
}
