import { useState } from 'react';

/** A prompt brought to a tool from elsewhere (the prompt builder); a new id is a new hand-off. */
export interface PromptHandoff {
  prompt: string;
  id: string;
}

/**
 * A tool's prompt, replaced whenever a new hand-off arrives. The check runs during render (React's
 * "adjust state when a prop changes" pattern), so the new prompt shows without a flash of the old.
 */
export function usePromptState(handoff: PromptHandoff | null | undefined) {
  const [prompt, setPrompt] = useState(handoff?.prompt ?? '');
  const [seen, setSeen] = useState(handoff?.id ?? null);
  if (handoff && handoff.id !== seen) {
    setSeen(handoff.id);
    setPrompt(handoff.prompt);
  }
  return [prompt, setPrompt] as const;
}

/** The prompt the prompt builder sends along when it navigates to a tool page. */
export function promptFromLocationState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('prompt' in state)) return null;
  const { prompt } = state;
  return typeof prompt === 'string' && prompt.trim() ? prompt : null;
}
