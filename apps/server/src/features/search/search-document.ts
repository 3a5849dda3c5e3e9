import { createHash } from 'node:crypto';
import type { Language } from '@atelier/contract';

/** Where a document comes from; the owner's own ones are `workflow` and `creation`. */
export type SearchSource =
  | 'help'
  | 'page'
  | 'tool'
  | 'prompt_template'
  | 'prompt_library'
  | 'workflow_template'
  | 'workflow'
  | 'creation';

export interface IndexedDocument {
  source: SearchSource;
  ref: string;
  type: 'text' | 'image' | 'video' | 'document' | 'audio';
  title: string;
  body: string;
  url: string;
  imageUrl?: string | null;
  /** The language it is written in, for its stemming; English unless said (issue 35). */
  language?: Language;
}

/** What the indexed text is made of: equal digests need no re-indexing. */
export function digestOf(document: IndexedDocument): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        document.type,
        document.title,
        document.body,
        document.url,
        document.imageUrl,
        document.language ?? 'en',
      ]),
    )
    .digest('base64url');
}
