import { WORKFLOW_MESSAGES } from '@atelier/contract';
import type { ShareWorkflowResponse } from '@atelier/contract';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { formatDate } from '../../../lib/time';

/** The link a share call made, to copy, and the day it stops working. */
export function ShareDialog({
  share,
  onClose,
}: {
  share: ShareWorkflowResponse | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={share !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Share workflow"
      description="Anyone with this link can view the workflow and its progress, but not change it."
    >
      {share ? (
        <div className="space-y-3">
          <div className="flex items-end gap-2">
            <Field
              label="Share link"
              value={share.share_link}
              readOnly
              className="min-w-0 flex-1"
              onFocus={(event) => event.target.select()}
            />
            <CopyButton
              text={share.share_link}
              copiedMessage={WORKFLOW_MESSAGES.shareCopied}
              size="md"
            />
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Expires on {formatDate(share.expires_at)}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
