import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { WithElement } from '../../lib/i18n/with-element';
import { resetTokenQuery } from './api/validate-reset-token';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { ResetPasswordForm } from './components/reset-password-form';

function RequestAnother() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <Link to={localized('/forgot-password')} className={buttonClasses({}, 'mt-6 w-full')}>
      {t('auth.requestNewResetLink')}
    </Link>
  );
}

/** Spec part 2, "Reset password": the token is checked first, then a new password is asked. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const t = useT();
  const token = params.get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AuthPageCard title={t('auth.resetTitle')}>
        <Alert tone="error">{t('api.auth.resetMissingToken')}</Alert>
        <RequestAnother />
      </AuthPageCard>
    );
  }
  return <ResetWithToken token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const t = useT();
  const localized = useLocalizedPath();
  const validity = useQuery(resetTokenQuery(token));

  if (validity.isPending) {
    return (
      <AuthPageCard title={t('auth.resetTitle')}>
        <LoadingOverlay label={t('auth.checkingResetLink')} />
      </AuthPageCard>
    );
  }

  if (validity.isError) {
    // Only a refusal means the link is bad; an unreachable server is worth another try.
    const { error } = validity;
    const unreachable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
    return (
      <AuthPageCard title={t('auth.resetTitle')}>
        <Alert tone="error">
          {/* The server's words, translated when their code is known. */}
          {unreachable ? errorMessage(error, error.detail) : t('api.auth.resetTokenInvalid')}
        </Alert>
        {unreachable ? (
          <Button className="mt-6 w-full" onClick={() => void validity.refetch()}>
            {t('common.tryAgain')}
          </Button>
        ) : (
          <RequestAnother />
        )}
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title={t('auth.chooseNewPassword')}
      subtitle={
        <WithElement
          text={(email) => t('auth.resetForAccount', { email })}
          node={<strong className="font-semibold">{validity.data.email}</strong>}
        />
      }
      footer={
        <Link to={localized('/login')} className={authLinkClass}>
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <ResetPasswordForm token={token} />
    </AuthPageCard>
  );
}
