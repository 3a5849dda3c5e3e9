import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { useDeleteAccount } from '../api/delete-account';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';

/** Mounted while open. The button waits for the password (if any) and the typed word. */
export function DeleteAccountDialog({
  hasPassword,
  onClose,
}: {
  hasPassword: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const ready = confirmation === 'DELETE' && (!hasPassword || password.length > 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    remove.mutate({ confirmation: 'DELETE', ...(hasPassword ? { password } : {}) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={t('account.deleteTitle')}
      description={t('account.deleteDescription')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {remove.isError ? (
          <Alert tone="error">{errorMessage(remove.error, t('account.deleteFailed'))}</Alert>
        ) : null}
        {hasPassword ? (
          <PasswordField
            label={t('account.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        <Field
          label={t('account.typeDelete')}
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!ready || remove.isPending}>
            {remove.isPending ? t('account.deleting') : t('account.deleteMine')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
