import type { ShareWorkflowResponse } from '@atelier/contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/time';
import { workflowMessage } from '../labels';
import { useT } from '../../../lib/i18n/i18n';

/** The link a share call made, to copy, and the day it stops working. */
export function ShareDialog({
  share,
  onClose,
}: {
  share: ShareWorkflowResponse | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={share !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('workflows.shareTitle')}
      description={t('workflows.shareIntro')}
    >
      {share ? (
        <div className="space-y-3">
          <div className="flex items-end gap-2">
            <Field
              label={t('workflows.shareLink')}
              value={share.share_link}
              readOnly
              className="min-w-0 flex-1"
              onFocus={(event) => event.target.select()}
            />
            <CopyButton
              text={share.share_link}
              copiedMessage={workflowMessage(t, 'shareCopied')}
              size="md"
            >
              {t('workflows.copy')}
            </CopyButton>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('workflows.expiresOn', { date: formatDate(share.expires_at) })}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
