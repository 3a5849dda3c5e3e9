import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';

/**
 * Personal API keys outlive a password change and logging out everywhere, as GitHub's tokens do
 * (ADR 025): said where a person does either, with the page where a key is revoked at once.
 */
export function ApiKeysNote({ after }: { after: 'password' | 'logoutAll' }) {
  const t = useT();
  const link = (
    <Link
      to="/developers"
      className="font-medium text-primary-600 hover:underline dark:text-primary-400"
    >
      {t('nav.developers')}
    </Link>
  );
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
      <WithElement
        text={(page) =>
          after === 'password'
            ? t('security.keysOutlivePassword', { page })
            : t('security.keysOutliveLogoutAll', { page })
        }
        node={link}
      />
    </p>
  );
}
