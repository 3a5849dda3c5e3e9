import type { PromptFormat } from '@atelier/contract';

export type { PromptFormat };
export type BuilderMethod = 'ai' | 'template' | 'enhancer' | 'database';

export const BUILDER_MESSAGES = {
  failed: 'Failed to generate optimized prompt. Please try again.',
  templateCopied: 'Template copied! Fill in the [variables] below.',
  enhanced: 'Prompt enhanced for free! No API costs.',
  databaseCopied: 'Prompt copied to result section!',
  promptCopied: 'Prompt copied to clipboard!',
  translatedCopied: 'Translated prompt copied!',
} as const;

/** What the result area holds and where it came from. */
export interface BuilderResult {
  text: string;
  method: BuilderMethod;
  /** Set for the AI method: whether a provider or the local engine wrote it, and its note. */
  engine?: 'local' | 'provider';
  note?: string;
}
