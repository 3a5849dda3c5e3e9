import { AUTH_MESSAGES } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { errorMessage } from '../../lib/error-message';
import { verifyEmailQuery } from './api/verify-email';
import { useAuth } from './auth-context';
import { AuthPageCard } from './components/auth-page-card';
import { ResendVerificationForm } from './components/resend-verification-form';

/** Spec part 2, section 9: a verification that signs in goes to the dashboard after 2 s. */
export const VERIFY_REDIRECT_MS = 2000;

/** Spec part 2, "Email verification": verifying, then success or an error with a resend form. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) return <VerifyFailed message={AUTH_MESSAGES.verifyInvalidLink} />;
  return <VerifyToken token={token} />;
}

function VerifyToken({ token }: { token: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
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
      <AuthPageCard title="Verifying your email">
        <LoadingOverlay label="Verifying your email..." />
      </AuthPageCard>
    );
  }
  if (verification.isError) {
    return (
      <VerifyFailed message={errorMessage(verification.error, AUTH_MESSAGES.verifyFallback)} />
    );
  }
  return (
    <AuthPageCard title="Email verified">
      <Alert tone="success">
        <p>{verification.data.message}</p>
        {accessToken ? <p className="mt-1">Taking you to your dashboard...</p> : null}
      </Alert>
      {accessToken ? null : (
        <Link to="/" className={buttonClasses({}, 'mt-6 w-full')}>
          Go to Login
        </Link>
      )}
    </AuthPageCard>
  );
}

function VerifyFailed({ message }: { message: string }) {
  return (
    <AuthPageCard title="Verification failed">
      <Alert tone="error">{message}</Alert>
      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 className="font-semibold text-slate-900 dark:text-slate-100">Need a new link?</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Enter the email you signed up with and we will send another verification email.
        </p>
        <ResendVerificationForm />
      </div>
    </AuthPageCard>
  );
}
