import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { regenerateWith } from './regenerate';

describe('regenerateWith', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function steps(download: (() => Promise<unknown>) | null) {
    const log: string[] = [];
    return {
      log,
      steps: {
        downloadCurrent: download
          ? async () => {
              log.push('download');
              return download();
            }
          : null,
        closeAnalysis: () => log.push('close'),
        clearResult: () => log.push('clear'),
        setPrompt: (prompt: string) => log.push(`prompt:${prompt}`),
        generate: async (prompt: string) => {
          log.push(`generate:${prompt}`);
        },
      },
    };
  }

  it('downloads, waits 0.5 s, resets, then generates with the new prompt after another 0.5 s', async () => {
    const { log, steps: s } = steps(() => Promise.resolve());
    const done = regenerateWith('A better prompt', s);

    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['download']);
    await vi.advanceTimersByTimeAsync(499);
    expect(log).toEqual(['download']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['download', 'close', 'clear', 'prompt:A better prompt']);
    await vi.advanceTimersByTimeAsync(499);
    expect(log).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(log.at(-1)).toBe('generate:A better prompt');
  });

  it('warns and carries on when the download fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { log, steps: s } = steps(() => Promise.reject(new Error('offline')));
    const done = regenerateWith('Again', s);

    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(warn).toHaveBeenCalled();
    expect(log).toEqual(['download', 'close', 'clear', 'prompt:Again', 'generate:Again']);
  });

  it('skips the download when there is no output', async () => {
    const { log, steps: s } = steps(null);
    const done = regenerateWith('Again', s);
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(log).toEqual(['close', 'clear', 'prompt:Again', 'generate:Again']);
  });
});
