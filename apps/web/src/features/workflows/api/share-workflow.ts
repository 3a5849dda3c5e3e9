import { ShareWorkflowResponse } from '@atelier/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A read-only link to the workflow, valid for WORKFLOW_SHARE_DAYS. */
export function shareWorkflow(id: string): Promise<ShareWorkflowResponse> {
  return apiFetch(`/workflows/${encodeURIComponent(id)}/share`, {
    method: 'POST',
    schema: ShareWorkflowResponse,
  });
}

export function useShareWorkflow() {
  return useMutation({ mutationFn: shareWorkflow });
}
