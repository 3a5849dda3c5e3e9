import { ANSWER_SOURCES, type SearchResponse, type SearchResult } from '@atelier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TextEngine } from '../../engines/types';

const SYSTEM = `You answer questions about a web platform for AI creation, using only the numbered sources given.
Answer in at most three short sentences. After each statement cite the source it comes from as [n].
If the sources do not answer the question, say that you could not find it in the help and do not guess.`;

/**
 * A short answer from the top results only, citing them as [n]. Citations are checked against the
 * sources given: an unknown number is removed, and an answer that cites none is not returned,
 * since nothing would show where it came from. A provider failure leaves the search without one.
 */
export async function answerFromResults(
  engine: TextEngine,
  query: string,
  results: SearchResult[],
  log: FastifyBaseLogger,
): Promise<SearchResponse['answer']> {
  const sources = results.slice(0, ANSWER_SOURCES);
  if (sources.length === 0) return undefined;
  const numbered = sources
    .map(
      (result, index) =>
        `[${index + 1}] ${result.title} (${result.source})\n${result.description || result.content}`,
    )
    .join('\n\n');
  let text: string;
  try {
    text = await engine.generate(
      {
        system: SYSTEM,
        prompt: `Question: ${query}\n\nSources:\n${numbered}`,
        maxOutputTokens: 300,
      },
      { signal: AbortSignal.timeout(20_000) },
    );
  } catch (error) {
    log.warn({ err: error }, 'the search answer failed; the results go without one');
    return undefined;
  }
  const cited = new Set<number>();
  const checked = text
    .replace(/\[(\d+)\]/g, (marker, number: string) => {
      const index = Number(number);
      if (index < 1 || index > sources.length) return '';
      cited.add(index);
      return marker;
    })
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
  if (cited.size === 0) return undefined;
  return {
    text: checked,
    citations: [...cited]
      .sort((a, b) => a - b)
      .map((index) => ({ index, title: sources[index - 1].title, url: sources[index - 1].url })),
  };
}
