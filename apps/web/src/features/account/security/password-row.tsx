import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatRelativeTime } from '../../../lib/time';
import { ChangePasswordDialog } from './change-password-dialog';
import { SecurityRow } from './security-row';

export interface PasswordRowProps {
  hasPassword: boolean;
  /** Undefined while the overview loads; null when the change was never recorded. */
  changedAt: string | null | undefined;
}

export function PasswordRow({ hasPassword, changedAt }: PasswordRowProps) {
  const [open, setOpen] = useState(false);

  if (!hasPassword) {
    return (
      <SecurityRow icon={<KeyRoundIcon className="size-5" aria-hidden="true" />} title="Password">
        <p>
          Your account has no password: you sign in with Google, Microsoft or Yahoo. To add one, use{' '}
          <Link
            to="/forgot-password"
            className="font-medium text-primary-600 hover:underline dark:text-primary-400"
          >
            Forgot password
          </Link>{' '}
          and follow the link we email you.
        </p>
      </SecurityRow>
    );
  }

  return (
    <SecurityRow
      icon={<KeyRoundIcon className="size-5" aria-hidden="true" />}
      title="Password"
      action={
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Change password
        </Button>
      }
    >
      {changedAt ? (
        <p>
          Last changed {formatRelativeTime(changedAt)}{' '}
          <time dateTime={changedAt}>({formatDateTime(changedAt)})</time>
        </p>
      ) : null}
      {changedAt === null ? <p>Not changed since the account was created.</p> : null}
      {open ? <ChangePasswordDialog onClose={() => setOpen(false)} /> : null}
    </SecurityRow>
  );
}
