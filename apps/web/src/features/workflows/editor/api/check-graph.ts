import { WorkflowGraphCheck } from '@atelier/contract';
import type { WorkflowGraphInput } from '@atelier/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../../lib/api-client';

/** How long the graph must rest before it is checked again (a pause in typing). */
const SETTLE_MS = 300;

/**
 * The checklist and the price badges for the graph on screen (POST /api/workflow-graphs/check),
 * read again once an edit has settled; the last answer stays on show meanwhile.
 */
export function useGraphCheck(graph: WorkflowGraphInput, inputs: Record<string, string | number>) {
  const [settled, setSettled] = useState({ graph, inputs });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ graph, inputs }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [graph, inputs]);
  return useQuery({
    queryKey: ['workflow-graph-check', settled],
    queryFn: ({ signal }) =>
      apiFetch('/workflow-graphs/check', {
        method: 'POST',
        body: settled,
        schema: WorkflowGraphCheck,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
