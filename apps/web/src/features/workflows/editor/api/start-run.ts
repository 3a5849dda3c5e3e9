import { WorkflowRunAccepted } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postGeneration } from '../../../../kits/media-tool/api/post-generation';
import { runsKey } from '../api/list-runs';

/**
 * POST /api/workflows/{id}/runs, as every tool submits: in a team's workspace the team pays, and
 * one Idempotency-Key per click means a retried request starts one run.
 */
export function useStartRun(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: {
      inputs: Record<string, string | number>;
      idempotencyKey: string;
    }) => {
      const answer = await postGeneration(
        `/workflows/${encodeURIComponent(workflowId)}/runs`,
        { inputs: request.inputs },
        { idempotencyKey: request.idempotencyKey },
      );
      return WorkflowRunAccepted.parse(answer.body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsKey(workflowId) }),
  });
}
