import KeyRoundIcon from 'lucide-react/icons/key-round';
import { ForgotPasswordLink } from './forgot-password-link';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { formatDateTime, formatRelativeTime } from '../../../lib/time';
import { ChangePasswordDialog } from './change-password-dialog';
import { WithElement } from '../../../lib/i18n/with-element';
import { ApiKeysNote } from './api-keys-note';
import { SecurityRow } from './security-row';

export interface PasswordRowProps {
  hasPassword: boolean;
  /** Undefined while the overview loads; null when the change was never recorded. */
  changedAt: string | null | undefined;
}

export function PasswordRow({ hasPassword, changedAt }: PasswordRowProps) {
  const [open, setOpen] = useState(false);
  const t = useT();

  if (!hasPassword) {
    return (
      <SecurityRow
        icon={<KeyRoundIcon className="size-5" aria-hidden="true" />}
        title={t('security.password')}
      >
        <p>
          <WithElement
            text={(link) => t('security.noPasswordHint', { link })}
            node={<ForgotPasswordLink />}
          />
        </p>
      </SecurityRow>
    );
  }

  return (
    <SecurityRow
      icon={<KeyRoundIcon className="size-5" aria-hidden="true" />}
      title={t('security.password')}
      action={
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          {t('security.changePassword')}
        </Button>
      }
    >
      {changedAt ? (
        <p>
          {t('security.lastChanged', { when: formatRelativeTime(changedAt) })}{' '}
          <time dateTime={changedAt}>({formatDateTime(changedAt)})</time>
        </p>
      ) : null}
      {changedAt === null ? <p>{t('security.neverChanged')}</p> : null}
      <ApiKeysNote after="password" />
      {open ? <ChangePasswordDialog onClose={() => setOpen(false)} /> : null}
    </SecurityRow>
  );
}
