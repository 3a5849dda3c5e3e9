import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
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
  return (
    <SecurityRow
      icon={<ShieldCheckIcon className="size-5" aria-hidden="true" />}
      title="Two-factor authentication"
      status={
        enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="warning">Not enabled</Badge>
      }
      action={
        <Button
          variant={enabled ? 'secondary' : 'primary'}
          size="sm"
          onClick={() => setDialog(enabled ? 'manage' : 'enable')}
        >
          {enabled ? 'Manage' : 'Enable'}
        </Button>
      }
    >
      <p>
        {enabled
          ? 'Signing in asks for a code from your authenticator app.'
          : 'Add a code from an authenticator app to every sign-in.'}
      </p>
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
