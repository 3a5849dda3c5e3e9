import { useState } from 'react';
import { ForgotPasswordLink } from './forgot-password-link';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { WithElement } from '../../../lib/i18n/with-element';

export interface ManageTwoFactorDialogProps {
  onClose: () => void;
  hasPassword: boolean;
  /** Undefined while the overview loads. */
  recoveryCodesLeft: number | undefined;
}

/** Turning two-factor off needs the password and a code, so a stolen session cannot do it. */
export function ManageTwoFactorDialog({
  onClose,
  hasPassword,
  recoveryCodesLeft,
}: ManageTwoFactorDialogProps) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const t = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!password.trim() || !code.trim());
    if (!password.trim() || !code.trim()) return;
    disable.mutate(
      { password, code: code.trim() },
      {
        // The server's answer is this contract text; shown in the interface language.
        onSuccess: () => {
          toast.success(t('api.auth.twoFactorDisabled'));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !disable.isPending) onClose();
      }}
      title={t('security.twoFactor')}
      description={t('security.twoFactorOnDescription')}
    >
      <div className="space-y-4">
        {recoveryCodesLeft !== undefined ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <WithElement
              text={(count) =>
                recoveryCodesLeft < 3
                  ? t('security.recoveryCodesLeftLow', { count })
                  : t('security.recoveryCodesLeft', { count })
              }
              node={<strong>{recoveryCodesLeft}</strong>}
            />
          </p>
        ) : null}
        {hasPassword ? (
          <form noValidate onSubmit={submit} className="space-y-4">
            <h3 className="font-medium text-slate-900 dark:text-slate-100">
              {t('security.turnItOff')}
            </h3>
            {disable.isError ? (
              <Alert tone="error">{errorMessage(disable.error, t('security.disableFailed'))}</Alert>
            ) : null}
            {missing ? <Alert tone="error">{t('security.disableMissing')}</Alert> : null}
            <PasswordField
              label={t('security.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Field
              label={t('security.authenticatorOrRecoveryCode')}
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={disable.isPending}>
                {t('security.keepItOn')}
              </Button>
              <Button type="submit" variant="danger" disabled={disable.isPending}>
                {disable.isPending ? t('security.turningOff') : t('security.disableTwoFactor')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <WithElement
              text={(link) => t('security.noPasswordTurnOff', { link })}
              node={<ForgotPasswordLink />}
            />
          </p>
        )}
      </div>
    </Dialog>
  );
}
