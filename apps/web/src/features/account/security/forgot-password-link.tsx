import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n';

/** The way to set a password for an account that has none (a sign-in through Google and the like). */
export function ForgotPasswordLink() {
  const t = useT();
  return (
    <Link
      to="/forgot-password"
      className="font-medium text-primary-600 hover:underline dark:text-primary-400"
    >
      {t('security.forgotPassword')}
    </Link>
  );
}
