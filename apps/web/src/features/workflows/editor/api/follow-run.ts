import { WorkflowRun } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch, getToken } from '../../../../lib/api-client';
import { createSseParser } from '../../../../kits/media-tool/api/sse-parser';
import { runsKey } from '../api/list-runs';

const ENDED = ['succeeded', 'failed', 'cancelled'];
/** Between looks at the run when its event stream is unavailable. */
const POLL_MS = 2000;

function readRun(runId: string, signal: AbortSignal) {
  return apiFetch(`/workflow-runs/${encodeURIComponent(runId)}`, { schema: WorkflowRun, signal });
}

/**
 * Reads GET /api/workflow-runs/{id}/events (with fetch: EventSource cannot send the bearer
 * header), handing over the run at each change; resolves when the stream ends.
 */
async function streamRun(runId: string, signal: AbortSignal, onRun: (run: WorkflowRun) => void) {
  const token = getToken();
  const response = await fetch(`/api/workflow-runs/${encodeURIComponent(runId)}/events`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`Run events answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((data) => {
    const run = WorkflowRun.safeParse(JSON.parse(data));
    if (run.success) onRun(run.data);
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
}

/**
 * A run, live: read once, then followed over its event stream until it ends (polled if the stream
 * drops). Null until the first answer; `runId` null follows nothing. A new `round` (the run was
 * resumed) follows it again from a fresh read.
 */
export function useLiveRun(workflowId: string, runId: string | null, round = 0) {
  const queryClient = useQueryClient();
  const [seen, setRun] = useState<{ run: WorkflowRun; round: number } | null>(null);
  useEffect(() => {
    if (!runId) return;
    const controller = new AbortController();
    const { signal } = controller;
    const show = (next: WorkflowRun) => {
      if (signal.aborted) return;
      setRun({ run: next, round });
      if (ENDED.includes(next.status)) {
        void queryClient.invalidateQueries({ queryKey: runsKey(workflowId) });
      }
    };
    void (async () => {
      let current = await readRun(runId, signal);
      show(current);
      while (!ENDED.includes(current.status) && !signal.aborted) {
        try {
          await streamRun(runId, signal, (next) => {
            current = next;
            show(next);
          });
        } catch {
          if (signal.aborted) return;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        if (ENDED.includes(current.status) || signal.aborted) break;
        current = await readRun(runId, signal);
        show(current);
      }
    })().catch(() => undefined);
    return () => controller.abort();
  }, [queryClient, round, runId, workflowId]);
  // Until the run asked for has answered, the one before is not shown in its place.
  return seen && seen.run.id === runId && seen.round === round ? seen.run : null;
}
