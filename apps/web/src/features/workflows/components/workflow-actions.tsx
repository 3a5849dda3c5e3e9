import type { ShareWorkflowResponse, Workflow } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import Share2Icon from 'lucide-react/icons/share-2';
import Trash2Icon from 'lucide-react/icons/trash-2';
import WorkflowIcon from 'lucide-react/icons/workflow';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { useExportWorkflow } from '../api/export-workflow';
import { useShareWorkflow } from '../api/share-workflow';
import { ShareDialog } from './share-dialog';
import { workflowMessage } from '../labels';
import { useT } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';

/** Not in the spec's catalogue, which has no export. */

/** Share, Export and Delete for the workflow on show, with their dialogs. */
export function WorkflowActions({ workflow }: { workflow: Workflow }) {
  const t = useT();
  const path = useLocalizedPath();
  const share = useShareWorkflow();
  const exportFile = useExportWorkflow();
  const remove = useDeleteWorkflow();
  const [link, setLink] = useState<ShareWorkflowResponse | null>(null);
  const [confirming, setConfirming] = useState(false);

  const startShare = () =>
    share.mutate(workflow.id, {
      onSuccess: setLink,
      onError: () => toast.error(workflowMessage(t, 'shareFailed')),
    });
  const startExport = () =>
    exportFile.mutate(workflow, {
      onError: (error) => toast.error(errorMessage(error, workflowMessage(t, 'exportFailed'))),
    });
  const confirmDelete = () =>
    remove.mutate(workflow.id, {
      onSuccess: () => toast.success(workflowMessage(t, 'deleted')),
      onError: () => toast.error(workflowMessage(t, 'deleteFailed')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Link to={path(`/workflows/${workflow.id}`)} className={buttonClasses({ size: 'sm' })}>
        <WorkflowIcon className="size-4" aria-hidden="true" />
        {t('workflows.openEditor')}
      </Link>
      <Button size="sm" variant="secondary" disabled={share.isPending} onClick={startShare}>
        <Share2Icon className="size-4" aria-hidden="true" />
        {share.isPending ? t('workflows.sharing') : t('workflows.share')}
      </Button>
      <Button size="sm" variant="secondary" disabled={exportFile.isPending} onClick={startExport}>
        <DownloadIcon className="size-4" aria-hidden="true" />
        {exportFile.isPending ? t('workflows.exporting') : t('workflows.export')}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2Icon className="size-4" aria-hidden="true" />
        {t('workflows.delete')}
      </Button>

      <ShareDialog share={link} onClose={() => setLink(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('workflows.deleteTitle')}
        message={t('workflows.deleteMessage', { name: workflow.name })}
        confirmLabel={t('workflows.delete')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
