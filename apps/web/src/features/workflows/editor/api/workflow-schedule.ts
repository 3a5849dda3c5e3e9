import { WorkflowSchedule } from '@atelier/contract';
import type { WorkflowScheduleBody } from '@atelier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';

const scheduleKey = (workflowId: string) => ['workflows', workflowId, 'schedule'] as const;

/** The workflow's schedule, or null when it has none (a 404 says so). */
export function useWorkflowSchedule(workflowId: string) {
  return useQuery({
    queryKey: scheduleKey(workflowId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/workflows/${encodeURIComponent(workflowId)}/schedule`, {
          schema: WorkflowSchedule,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /api/workflows/{id}/schedule: Growth plan and up; at most once an hour. */
export function useSaveSchedule(workflowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkflowScheduleBody) =>
      apiFetch(`/workflows/${encodeURIComponent(workflowId)}/schedule`, {
        method: 'PUT',
        body,
        schema: WorkflowSchedule,
      }),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleKey(workflowId), schedule),
  });
}
