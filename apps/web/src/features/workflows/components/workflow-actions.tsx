import { WORKFLOW_MESSAGES } from '@atelier/contract';
import type { ShareWorkflowResponse, Workflow } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import Share2Icon from 'lucide-react/icons/share-2';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { useExportWorkflow } from '../api/export-workflow';
import { useShareWorkflow } from '../api/share-workflow';
import { ShareDialog } from './share-dialog';

/** Not in the spec's catalogue, which has no export. */

/** Share, Export and Delete for the workflow on show, with their dialogs. */
export function WorkflowActions({ workflow }: { workflow: Workflow }) {
  const share = useShareWorkflow();
  const exportFile = useExportWorkflow();
  const remove = useDeleteWorkflow();
  const [link, setLink] = useState<ShareWorkflowResponse | null>(null);
  const [confirming, setConfirming] = useState(false);

  const startShare = () =>
    share.mutate(workflow.id, {
      onSuccess: setLink,
      onError: () => toast.error(WORKFLOW_MESSAGES.shareFailed),
    });
  const startExport = () =>
    exportFile.mutate(workflow, {
      onError: (error) => toast.error(errorMessage(error, WORKFLOW_MESSAGES.exportFailed)),
    });
  const confirmDelete = () =>
    remove.mutate(workflow.id, {
      onSuccess: () => toast.success(WORKFLOW_MESSAGES.deleted),
      onError: () => toast.error(WORKFLOW_MESSAGES.deleteFailed),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button size="sm" variant="secondary" disabled={share.isPending} onClick={startShare}>
        <Share2Icon className="size-4" aria-hidden="true" />
        {share.isPending ? 'Sharing...' : 'Share'}
      </Button>
      <Button size="sm" variant="secondary" disabled={exportFile.isPending} onClick={startExport}>
        <DownloadIcon className="size-4" aria-hidden="true" />
        {exportFile.isPending ? 'Exporting...' : 'Export'}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2Icon className="size-4" aria-hidden="true" />
        Delete
      </Button>

      <ShareDialog share={link} onClose={() => setLink(null)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this workflow?"
        message={`"${workflow.name}" and its steps are removed for good. Share links to it stop working.`}
        confirmLabel="Delete"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
