import type { EngineName, PromptFormat } from '@atelier/contract';

export type { PromptFormat };
export type BuilderMethod = 'ai' | 'template' | 'enhancer' | 'database';

/** What the result area holds and where it came from. */
export interface BuilderResult {
  text: string;
  method: BuilderMethod;
  /** Set for the AI method: whether a provider or the local engine wrote it, and its note. */
  engine?: EngineName;
  note?: string;
}
