import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { WithElement } from '../../lib/i18n/with-element';
import { AuthPageCard, authLinkClass } from './components/auth-page-card';
import { LoginForm } from '../../kits/sign-in/login-form';
import { OAuthButtons } from '../../kits/sign-in/oauth-buttons';

/** Spec part 1, "Sign-in page": on success it goes to /, which greets a signed-in visitor. */
export default function LoginPage() {
  const navigate = useNavigate();
  const t = useT();
  const localized = useLocalizedPath();
  const labels = {
    submit: t('auth.signIn'),
    busy: t('auth.signingIn'),
    forgot: t('auth.forgotPassword'),
  };
  return (
    <AuthPageCard
      title={t('auth.welcomeBack')}
      subtitle={t('auth.signInSubtitle')}
      footer={
        <WithElement
          text={(link) => t('auth.noAccount', { link })}
          node={
            <Link to={localized('/register')} className={authLinkClass}>
              {t('auth.createOne')}
            </Link>
          }
        />
      }
    >
      <LoginForm labels={labels} onSignedIn={() => void navigate(localized('/'))} />
      <div className="mt-6">
        <OAuthButtons />
      </div>
    </AuthPageCard>
  );
}
