import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { RecoveryCodes } from './recovery-codes';

/** Groups the secret in fours, as authenticator apps print it, so it is easier to type. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Set-up in three steps: a word on what it does, then the QR code (or the key) and a code from
 * the app, then the recovery codes. Mounted while open, so each opening starts afresh.
 */
export function EnableTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const t = useT();

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('api.auth.twoFactorRequired'));
      return;
    }
    setCodeError(null);
    enable.mutate(code);
  };

  const close = (open: boolean) => {
    if (!open && !setup.isPending && !enable.isPending) onClose();
  };

  if (enable.data) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={t('security.twoFactorIsOn')}
        footer={<Button onClick={onClose}>{t('security.codesStored')}</Button>}
      >
        <RecoveryCodes codes={enable.data.recovery_codes} />
      </Dialog>
    );
  }

  if (setup.data) {
    return (
      <Dialog open onOpenChange={close} title={t('security.setUpTwoFactor')}>
        <form noValidate onSubmit={verify} className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('security.scanQrCode')}</p>
          <img
            src={setup.data.qr_code}
            alt={t('security.qrCodeAlt')}
            className="mx-auto size-48 rounded-lg bg-white p-2"
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('security.cannotScan')}</p>
          <code className="block rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-sm break-all text-slate-900 select-all dark:bg-slate-950 dark:text-slate-100">
            {groupSecret(setup.data.secret)}
          </code>
          <Field
            label={t('security.enterCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={
              codeError ??
              (enable.isError
                ? errorMessage(enable.error, t('api.auth.invalidTwoFactorCode'))
                : null)
            }
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={enable.isPending}>
              {t('security.cancel')}
            </Button>
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? t('security.verifying') : t('security.verifyAndEnable')}
            </Button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('security.setUpTwoFactor')}
      description={t('security.setUpIntro')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={setup.isPending}>
            {t('security.cancel')}
          </Button>
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            {t('security.continue')}
          </Button>
        </>
      }
    >
      {setup.isPending ? <LoadingOverlay label={t('security.preparingKey')} /> : null}
      {setup.isError ? (
        <Alert tone="error">{errorMessage(setup.error, t('security.setUpFailed'))}</Alert>
      ) : null}
    </Dialog>
  );
}
