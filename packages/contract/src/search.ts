import { z } from 'zod';
import { LANGUAGES } from './languages';

/** The search assistant (spec part 2: Search response, Search result; issue 20). */

export const SEARCH_RESULT_TYPES = ['text', 'image', 'video', 'document', 'audio'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export const SEARCH_MESSAGES = {
  blankQuery: 'Please enter something to search for.',
  failed: 'Search failed. Please try again.',
  rateLimited: 'You searched more than 60 times in a minute. Please wait a moment.',
  noResults: 'No Results Found',
} as const;

/** Searches per user and minute. */
export const SEARCHES_PER_MINUTE = 60;
export const SEARCH_MAX_LIMIT = 50;

export const SearchBody = z.object({
  query: z
    .string({ error: SEARCH_MESSAGES.blankQuery })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.blankQuery })
    .max(500, { error: 'At most 500 characters.' }),
  include_types: z
    .array(z.enum(SEARCH_RESULT_TYPES))
    .min(1, { error: 'Choose at least one type.' })
    .optional(),
  limit: z.number().int().min(1).max(SEARCH_MAX_LIMIT).default(20),
  /**
   * With a text provider configured, add a short answer drawn from the top results (seconds
   * longer). Pages that show only the results send false.
   */
  answer: z.boolean().default(true),
});
export type SearchBody = z.input<typeof SearchBody>;

/** The results an answer may draw on and cite. */
export const ANSWER_SOURCES = 5;

export const SearchResult = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  title: z.string(),
  /** Safe HTML: the matched words in <mark>, everything else escaped. */
  snippet: z.string(),
  description: z.string(),
  content: z.string(),
  url: z.string(),
  image_url: z.string().nullable(),
  download_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  source: z.string(),
  duration: z.number().nullable(),
  file_type: z.string().nullable(),
  /** 0 to 1, comparable across sources. */
  confidence_score: z.number().min(0).max(1),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchAnswer = z.object({
  text: z.string(),
  /** The results the answer draws on, by their place in `results` (1-based, as cited [1]). */
  citations: z.array(z.object({ index: z.number().int(), title: z.string(), url: z.string() })),
});

export const SearchResponse = z.object({
  results: z.array(SearchResult),
  total_results: z.number().int(),
  /** Seconds, measured on the server. */
  search_time: z.number(),
  sources_used: z.array(z.string()),
  answer: SearchAnswer.optional(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** GET /api/help/{slug}: a help-centre article. */
/** ?language=es: the help centre in that language where translated, English elsewhere. */
export const HelpQuery = z.object({ language: z.enum(LANGUAGES).optional() });

export const HelpArticleResponse = z.object({
  slug: z.string(),
  /** The language the article is written in (issue 35): the one asked for, or English. */
  language: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** Markdown. */
  body: z.string(),
});
export type HelpArticleResponse = z.infer<typeof HelpArticleResponse>;

export const HelpIndexResponse = z.object({
  articles: z.array(HelpArticleResponse.omit({ body: true })),
});
export type HelpIndexResponse = z.infer<typeof HelpIndexResponse>;
