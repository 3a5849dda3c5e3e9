import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { verifyEmailQuery } from './api/verify-email';
import { useAuth } from '../../kits/session/auth-context';
import { AuthPageCard } from './components/auth-page-card';
import { ResendVerificationForm } from './components/resend-verification-form';
import { serverAnswer } from '../../kits/sign-in/server-answers';

/** Spec part 2, section 9: a verification that signs in goes to the dashboard after 2 s. */
export const VERIFY_REDIRECT_MS = 2000;

/** Spec part 2, "Email verification": verifying, then success or an error with a resend form. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const t = useT();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <VerifyFailed message={t('api.auth.verifyInvalidLink')} />;
  return <VerifyToken token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedPath();
  const verification = useQuery(verifyEmailQuery(token));
  const accessToken = verification.data?.access_token;

  useEffect(() => {
    if (!accessToken) return;
    signIn(accessToken);
    const timer = setTimeout(() => void navigate('/dashboard'), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [accessToken, signIn, navigate]);

  if (verification.isPending) {
    return (
      <AuthPageCard title={t('auth.verifyingTitle')}>
        <LoadingOverlay label={t('auth.verifyingLabel')} />
      </AuthPageCard>
    );
  }
  if (verification.isError) {
    return (
      <VerifyFailed message={errorMessage(verification.error, t('api.auth.verifyFallback'))} />
    );
  }
  return (
    <AuthPageCard title={t('auth.emailVerified')}>
      <Alert tone="success">
        <p>{serverAnswer(t, verification.data.message)}</p>
        {accessToken ? <p className="mt-1">{t('auth.takingYouToDashboard')}</p> : null}
      </Alert>
      {accessToken ? null : (
        <Link to={localized('/')} className={buttonClasses({}, 'mt-6 w-full')}>
          {t('auth.goToLogin')}
        </Link>
      )}
    </AuthPageCard>
  );
}

function VerifyFailed({ message }: { message: string }) {
  const t = useT();
  return (
    <AuthPageCard title={t('auth.verificationFailed')}>
      <Alert tone="error">{message}</Alert>
      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-slate-100">
          {t('auth.needNewLink')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('auth.resendIntro')}</p>
        <ResendVerificationForm />
      </div>
    </AuthPageCard>
  );
}
