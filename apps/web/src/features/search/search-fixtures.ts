import type { SearchResponse, SearchResult } from '@atelier/contract';

export function makeResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    type: 'text',
    title: 'Prompt Crafter',
    snippet: 'Craft a detailed <mark>prompt</mark> step by step',
    description: 'Craft a detailed prompt step by step.',
    content: 'Craft a detailed prompt step by step.',
    url: '/prompt-crafter',
    image_url: null,
    download_url: null,
    audio_url: null,
    source: 'Atelier',
    duration: null,
    file_type: null,
    confidence_score: 0.73,
    ...overrides,
  };
}

/** Three results from two sources: a page of the app, a help article and an external tool. */
export function makeSearchResponse(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const results = overrides.results ?? [
    makeResult(),
    makeResult({
      title: 'Daily limits and when they reset',
      snippet: 'Every counter starts again at <mark>midnight</mark> UTC',
      url: '/help/daily-limits-and-reset',
      source: 'Help Centre',
      type: 'document',
      confidence_score: 0.5,
    }),
    makeResult({
      title: 'Midjourney',
      snippet: '',
      description: 'Images from a prompt, in Discord or on the web.',
      url: 'https://www.midjourney.com',
      source: 'AI Tool Directory',
      type: 'image',
      confidence_score: 0.31,
    }),
  ];
  return {
    results,
    total_results: results.length,
    search_time: 0.0423,
    sources_used: [...new Set(results.map((result) => result.source))],
    ...overrides,
  };
}
