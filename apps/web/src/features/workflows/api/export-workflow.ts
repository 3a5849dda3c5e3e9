import { WorkflowExport, workflowExportFileName } from '@atelier/contract';
import type { Workflow } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Fetches the export file (it needs the bearer header) and hands it to the browser's downloads. */
export async function exportWorkflow(workflow: Pick<Workflow, 'id' | 'name'>): Promise<void> {
  const file = await apiFetch(`/workflows/${encodeURIComponent(workflow.id)}/export`, {
    schema: WorkflowExport,
  });
  const json = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  saveFile(json, workflowExportFileName(workflow.name));
}

export function useExportWorkflow() {
  return useMutation({ mutationFn: exportWorkflow });
}
