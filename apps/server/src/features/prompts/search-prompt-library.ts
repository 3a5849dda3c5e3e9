import type { PromptDatabaseResponse } from '@atelier/contract';
import { PROMPT_LIBRARY } from './prompt-library';

export interface PromptLibraryQuery {
  category?: string;
  tool?: string;
  q?: string;
}

const distinctSorted = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

// The filter lists never change at run time, and always offer every value (not only the matches),
// so a user can switch from one category or tool to another without clearing the filter first.
const CATEGORIES = distinctSorted(PROMPT_LIBRARY.map((p) => p.category));
const TOOLS = distinctSorted(PROMPT_LIBRARY.map((p) => p.tool));

/** Blank, absent and "all" mean no filter; search inputs ignore blank text (spec section 5). */
function normalise(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  return text === '' || text === 'all' ? null : text;
}

/** Lower-case words separated by single spaces, with a leading space for prefix matching. */
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`;

const HAYSTACKS = new Map(
  PROMPT_LIBRARY.map((entry) => [
    entry,
    wordsOf([entry.prompt, entry.tool, entry.category, entry.format, ...entry.tags].join(' ')),
  ]),
);

/**
 * Category and tool match whole values, ignoring case; `q` matches when every word of it starts a
 * word of the prompt, its tags, its tool or its category ("neon portr" finds neon portraits only,
 * and "kling" does not find "sparkling").
 */
export function searchPromptLibrary(query: PromptLibraryQuery): PromptDatabaseResponse {
  const category = normalise(query.category);
  const tool = normalise(query.tool);
  const words = wordsOf(query.q ?? '')
    .split(' ')
    .filter(Boolean);
  const prompts = PROMPT_LIBRARY.filter(
    (entry) =>
      (category === null || entry.category.toLowerCase() === category) &&
      (tool === null || entry.tool.toLowerCase() === tool) &&
      words.every((word) => HAYSTACKS.get(entry)?.includes(` ${word}`)),
  );
  return { prompts, total: prompts.length, categories: CATEGORIES, tools: TOOLS };
}
