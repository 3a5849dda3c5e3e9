/** Spec part 1, section 4: the pause before the analysis closes, and again before generating. */
export const REGENERATE_STEP_MS = 500;

export interface RegenerateSteps {
  /** Saves the current output first, so the regeneration does not lose it; null when none. */
  downloadCurrent: (() => Promise<unknown>) | null;
  closeAnalysis: () => void;
  clearResult: () => void;
  setPrompt: (prompt: string) => void;
  generate: (prompt: string) => Promise<unknown>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Use & Regenerate, in the spec's order: download the current output (a failed download is only
 * a warning), wait 0.5 s, close the analysis, clear the result, set the prompt to the chosen one,
 * then generate again after a further 0.5 s.
 */
export async function regenerateWith(prompt: string, steps: RegenerateSteps): Promise<void> {
  if (steps.downloadCurrent) {
    try {
      await steps.downloadCurrent();
    } catch (error) {
      console.warn('Could not download the current output; regenerating anyway', error);
    }
  }
  await sleep(REGENERATE_STEP_MS);
  steps.closeAnalysis();
  steps.clearResult();
  steps.setPrompt(prompt);
  await sleep(REGENERATE_STEP_MS);
  await steps.generate(prompt);
}
