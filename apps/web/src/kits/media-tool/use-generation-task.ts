import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerationProgress, RunGenerationOptions } from './api/run-generation';

type Task<T> = (options: Pick<RunGenerationOptions, 'onProgress' | 'signal'>) => Promise<T>;

/**
 * One running generation at a time: whether it runs, its latest progress, and an abort when the
 * page is left (the job itself carries on, and its result waits in My creations).
 */
export function useGenerationTask() {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async <T>(task: Task<T>): Promise<T> => {
    const controller = new AbortController();
    current.current = controller;
    setRunning(true);
    setProgress(null);
    try {
      return await task({ signal: controller.signal, onProgress: setProgress });
    } finally {
      if (current.current === controller && !controller.signal.aborted) {
        setRunning(false);
        setProgress(null);
      }
    }
  }, []);

  return { running, progress, run };
}

/** True for the rejection of a task stopped because the page was left. */
export function isAbort(error: unknown): boolean {
  // By name: the browser's DOMException and a test runner's may be different classes.
  return error instanceof Error && error.name === 'AbortError';
}
