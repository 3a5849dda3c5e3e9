import { Workflow } from '@atelier/contract';
import type { WorkflowTeamBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updateWorkflows } from './list-workflows';
import { teamWorkflowsRootKey } from './list-team-workflows';

export interface WorkflowTeamChange extends WorkflowTeamBody {
  workflowId: string;
}

/** Shares one of the user's workflows with one of their teams, or (null) stops sharing it. */
export function setWorkflowTeam({ workflowId, team_id }: WorkflowTeamChange): Promise<Workflow> {
  return apiFetch(`/workflows/${encodeURIComponent(workflowId)}/team`, {
    method: 'PUT',
    body: { team_id } satisfies WorkflowTeamBody,
    schema: Workflow,
  });
}

export function useSetWorkflowTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWorkflowTeam,
    onSuccess: (answer) => {
      updateWorkflows(queryClient, (workflows) =>
        workflows.map((workflow) => (workflow.id === answer.id ? answer : workflow)),
      );
      // The team it left and the one it joined list it differently now.
      void queryClient.invalidateQueries({ queryKey: teamWorkflowsRootKey });
    },
  });
}
