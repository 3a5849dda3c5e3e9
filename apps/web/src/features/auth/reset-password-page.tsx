import { AUTH_MESSAGES } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ApiError } from '../../lib/api-client';
import { resetTokenQuery } from './api/validate-reset-token';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { ResetPasswordForm } from './components/reset-password-form';

const requestAnother = (
  <Link to="/forgot-password" className={buttonClasses({}, 'mt-6 w-full')}>
    Request a new reset link
  </Link>
);

/** Spec part 2, "Reset password": the token is checked first, then a new password is asked. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AuthPageCard title="Reset your password">
        <Alert tone="error">{AUTH_MESSAGES.resetMissingToken}</Alert>
        {requestAnother}
      </AuthPageCard>
    );
  }
  return <ResetWithToken token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const validity = useQuery(resetTokenQuery(token));

  if (validity.isPending) {
    return (
      <AuthPageCard title="Reset your password">
        <LoadingOverlay label="Checking your reset link..." />
      </AuthPageCard>
    );
  }

  if (validity.isError) {
    // Only a refusal means the link is bad; an unreachable server is worth another try.
    const { error } = validity;
    const unreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    return (
      <AuthPageCard title="Reset your password">
        <Alert tone="error">{unreachable ? error.detail : AUTH_MESSAGES.resetTokenInvalid}</Alert>
        {unreachable ? (
          <Button className="mt-6 w-full" onClick={() => void validity.refetch()}>
            Try again
          </Button>
        ) : (
          requestAnother
        )}
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title="Choose a new password"
      subtitle={
        <>
          For the account <strong className="font-semibold">{validity.data.email}</strong>. Your
          devices will be signed out.
        </>
      }
      footer={
        <Link to="/login" className={authLinkClass}>
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthPageCard>
  );
}
