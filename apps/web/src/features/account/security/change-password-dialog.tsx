import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { useChangePassword } from '../api/change-password';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

function validate(t: Translate, current: string, next: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!current.trim()) errors.current = t('security.currentPasswordRequired');
  if (next.trim().length < PASSWORD_MIN_LENGTH) errors.next = t('api.auth.passwordTooShort');
  else if (next.trim().length > PASSWORD_MAX_LENGTH) errors.next = t('api.auth.passwordTooLong');
  if (confirm !== next) errors.confirm = t('api.auth.passwordsDoNotMatch');
  return errors;
}

/** Mounted while open, so every opening starts with an empty form. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(t, current, next, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate({ current_password: current, new_password: next });
  };

  if (change.isSuccess) {
    return (
      <Dialog
        open
        onOpenChange={onClose}
        title={t('security.passwordChanged')}
        footer={<Button onClick={onClose}>{t('security.done')}</Button>}
      >
        {/* The server's answer is this contract text; shown in the interface language. */}
        <Alert tone="success">{t('api.auth.passwordChanged')}</Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      title={t('security.changePassword')}
      description={t('security.changePasswordDescription', { min: PASSWORD_MIN_LENGTH })}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {change.isError ? (
          <Alert tone="error">
            {errorMessage(change.error, t('security.changePasswordFailed'))}
          </Alert>
        ) : null}
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <PasswordField
          label={t('security.newPassword')}
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
        />
        <PasswordField
          label={t('security.confirmNewPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('security.changingPassword') : t('security.changePassword')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
