import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { ManageTwoFactorDialog } from './manage-two-factor-dialog';
import { SecurityRow } from './security-row';

export interface TwoFactorRowProps {
  enabled: boolean;
  hasPassword: boolean;
  recoveryCodesLeft: number | undefined;
}

export function TwoFactorRow({ enabled, hasPassword, recoveryCodesLeft }: TwoFactorRowProps) {
  // Separate from `enabled`: set-up stays on screen (recovery codes) after the user has refreshed.
  const [dialog, setDialog] = useState<'enable' | 'manage' | null>(null);
  const t = useT();
  return (
    <SecurityRow
      icon={<ShieldCheckIcon className="size-5" aria-hidden="true" />}
      title={t('security.twoFactor')}
      status={
        enabled ? (
          <Badge tone="success">{t('security.enabled')}</Badge>
        ) : (
          <Badge tone="warning">{t('security.notEnabled')}</Badge>
        )
      }
      action={
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          size="sm"
          onClick={() => setDialog(enabled ? 'manage' : 'enable')}
        >
          {enabled ? t('security.manage') : t('security.enable')}
        </Button>
      }
    >
      <p>{enabled ? t('security.twoFactorOnHint') : t('security.twoFactorOffHint')}</p>
      {dialog === 'enable' ? <EnableTwoFactorDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'manage' ? (
        <ManageTwoFactorDialog
          onClose={() => setDialog(null)}
          hasPassword={hasPassword}
          recoveryCodesLeft={recoveryCodesLeft}
        />
      ) : null}
    </SecurityRow>
  );
}
