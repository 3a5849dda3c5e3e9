import type { StructuredResponse } from '@atelier/contract';

/**
 * What every category's draft (the other files in this folder) is built from: the template's
 * variables as text-composer.ts reads them, and the small helpers the drafts share.
 */

export type Section = StructuredResponse['sections'][number];

export interface Draft {
  id: string;
  /** The first filled variable of `names`; a blank one stays visible as its [placeholder]. */
  v: (...names: string[]) => string;
  /** A filled variable split into its items (lines, semicolons or commas). */
  list: (name: string) => string[];
  /** Whether the template has any of these variables. */
  has: (...names: string[]) => boolean;
  focus: string;
}

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const shorten = (text: string, max = 80) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export const minutes = (text: string) =>
  Number(/(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? NaN) * (/hour|hr|\bh\b/i.test(text) ? 60 : 1);
export const or = (items: string[], fallback: string[]) => (items.length ? items : fallback);

export const email = (subjects: string[], outline: string[], note: string): Section[] => [
  {
    title: 'Subject line options',
    content: 'Angles to test; keep the winner under 50 characters.',
    items: subjects,
  },
  { title: 'Email outline', content: note, items: outline },
];
