import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useT } from '../../../lib/i18n/i18n';

export function DangerZoneCard({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <Card className="border-red-200 dark:border-red-900/70">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400">
            <TriangleAlertIcon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {t('account.dangerZone')}
            </h2>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              {t('account.dangerZoneHint')}
            </p>
          </div>
        </div>
        <Button variant="danger" onClick={() => setOpen(true)} className="shrink-0">
          {t('account.deleteAccount')}
        </Button>
      </div>
      {open ? (
        <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} />
      ) : null}
    </Card>
  );
}
