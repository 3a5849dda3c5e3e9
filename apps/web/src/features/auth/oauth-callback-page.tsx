import { OAUTH_PROVIDERS } from '@atelier/contract';
import type { OAuthProviderId } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { trackSignUp } from '../../kits/pixels/track';
import { oauthCallbackQuery } from './api/oauth-callback';
import type { OAuthCallbackInput } from './api/oauth-callback';
import { OAUTH_PROVIDER_KEY } from '../../kits/sign-in/api/oauth-start';
import { useAuth } from '../../kits/session/auth-context';
import { AuthPageCard } from './components/auth-page-card';

function storedProvider(): OAuthProviderId | null {
  const value = sessionStorage.getItem(OAUTH_PROVIDER_KEY);
  return OAUTH_PROVIDERS.find((id) => id === value) ?? null;
}

/**
 * Spec part 2, "OAuth callback": where the provider sends the browser back. It needs code and
 * state, and the provider remembered when the sign-in started; an `error` from the provider fails.
 */
export default function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const t = useT();
  const refused = params.get('error');
  if (refused) {
    // The provider's own description, in the language it chose.
    const message = params.get('error_description') || t('api.auth.oauthFailed');
    return <AuthFailed message={message} />;
  }
  const code = params.get('code');
  const state = params.get('state');
  const provider = storedProvider();
  if (!code || !state || !provider) {
    return <AuthFailed message={t('api.auth.oauthStateInvalid')} />;
  }
  return <CompleteSignIn input={{ code, state, provider }} />;
}

function CompleteSignIn({ input }: { input: OAuthCallbackInput }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const callback = useQuery(oauthCallbackQuery(input));
  const token = callback.data?.access_token;
  // A provider sign-in that opened the account is a sign-up, for the pixels as for the form.
  const signedUp = callback.data?.new_account ? callback.data.session_id : null;

  useEffect(() => {
    if (!token) return;
    sessionStorage.removeItem(OAUTH_PROVIDER_KEY);
    if (signedUp) trackSignUp(signedUp);
    signIn(token);
    void navigate('/dashboard', { replace: true });
  }, [token, signedUp, signIn, navigate]);

  if (callback.isError) {
    return <AuthFailed message={errorMessage(callback.error, t('api.auth.oauthFailed'))} />;
  }
  return <LoadingOverlay fullScreen label={t('auth.completingSignIn')} />;
}

function AuthFailed({ message }: { message: string }) {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <AuthPageCard title={t('api.auth.oauthPageFailed')}>
      <Alert tone="error">{message}</Alert>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Link to={localized('/login')} className={buttonClasses()}>
          {t('auth.tryAgain')}
        </Link>
        <Link to={localized('/')} className={buttonClasses({ variant: 'secondary' })}>
          {t('auth.goHome')}
        </Link>
      </div>
    </AuthPageCard>
  );
}
