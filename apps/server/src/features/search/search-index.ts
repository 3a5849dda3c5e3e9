import { SEARCH_RESULT_TYPES, type SearchResult, type SearchResultType } from '@atelier/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../lib/prepared';
import type { Language } from '@atelier/contract';
import type { SearchSource } from './search-document';
import type { SearchRevisions } from './search-revisions';

/** How each source is named on a result and in `sources_used`. */
export const SOURCE_LABELS: Record<SearchSource, string> = {
  help: 'Help Centre',
  page: 'Atelier',
  tool: 'AI Tool Directory',
  prompt_template: 'Prompt Templates',
  prompt_library: 'Prompt Database',
  workflow_template: 'Workflow Templates',
  workflow: 'My Workflows',
  creation: 'My Creations',
};

/** Candidates each way (words, then similar titles) before they are scored together. */
const CANDIDATES = 100;
/** A snippet is cut from the start of a long body (a help article's first screens). */
const HEADLINE_SOURCE = 700;
const START = '\u0002';
const STOP = '\u0003';

interface Row {
  source: SearchSource;
  language: string;
  type: SearchResultType;
  title: string;
  body: string;
  url: string;
  image_url: string | null;
  headline: string;
  confidence: number;
  total: number;
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Markdown and line breaks flattened for a card. */
const plain = (text: string) =>
  text
    .replace(/[#*_`>[\]|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The headline without Markdown; its markers become <mark> and everything else is escaped. */
function snippetHtml(headline: string): string {
  return escapeHtml(plain(headline)).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

export interface SearchInput {
  userId: string;
  query: string;
  types?: readonly SearchResultType[];
  limit: number;
  /** pg_trgm is installed: titles within a few typos match too. */
  fuzzy: boolean;
  /**
   * The user's language (issue 35): its documents (translated help articles) are searched with
   * its stemming and come first; other languages' translations are left out.
   */
  language: Language;
}

/**
 * The best `limit` documents of one scope (public, or one user's own) for the query: the words
 * (websearch syntax, English stemming, accents ignored) ranked by ts_rank_cd with titles weighted
 * above bodies, joined with titles that look like the query (pg_trgm) for typos and partial words.
 * confidence = 0.6 x the word rank scaled to 0-1 + 0.4 x the title's similarity, so it means the
 * same for every source. Public documents are reached through their partial indexes, a user's own
 * through the owner's b-tree: other users' rows are never read.
 */
function scopeQuery(owner: SQL, input: SearchInput): SQL {
  const types = input.types ?? SEARCH_RESULT_TYPES;
  const ofType = sql`d.type = ANY(string_to_array(${types.join(',')}, ','))`;
  const similarity = input.fuzzy
    ? sql`greatest(similarity(q.raw, d.title_key), word_similarity(q.raw, d.title_key))`
    : sql`0::real`;
  // English is most users' language and its statement stays the plain one-query search; another
  // language matches and ranks each document with its own language's stemming.
  const english = input.language === 'en';
  const ofLanguage = english
    ? sql`d.language = 'en'`
    : sql`d.language IN ('en', ${input.language})`;
  const matches = english
    ? sql`d.search_vector @@ q.tsq`
    : sql`(d.search_vector @@ q.tsq OR d.search_vector @@ q.tsq_own)`;
  const tsq = english
    ? sql`q.tsq`
    : sql`(CASE WHEN d.language = 'en' THEN q.tsq ELSE q.tsq_own END)`;
  const ownQuery = english
    ? sql`NULL::tsquery`
    : sql`websearch_to_tsquery(search_config(${input.language}), search_unaccent(${input.query}))`;
  const headlineConfig = english ? sql`'english'::regconfig` : sql`search_config(language)`;
  const byWords = sql`(SELECT d.source, d.ref FROM search_documents d, q
     WHERE ${owner} AND ${matches} AND ${ofLanguage} AND ${ofType}
     ORDER BY ts_rank_cd(d.search_vector, ${tsq}) DESC LIMIT ${CANDIDATES})`;
  const byTitle = sql`(SELECT d.source, d.ref FROM search_documents d, q
     WHERE ${owner} AND (q.raw % d.title_key OR q.raw <% d.title_key) AND ${ofLanguage}
       AND ${ofType}
     ORDER BY ${similarity} DESC LIMIT ${CANDIDATES})`;
  return sql`
    WITH q AS (
      SELECT websearch_to_tsquery('english', search_unaccent(${input.query})) AS tsq,
             ${ownQuery} AS tsq_own,
             lower(search_unaccent(${input.query})) AS raw
    ),
    found AS (${input.fuzzy ? sql`${byWords} UNION ${byTitle}` : byWords}),
    scored AS (
      SELECT d.source, d.language, d.type, d.title, d.body, d.url, d.image_url, ${tsq} AS tsq,
        least(1, 0.6 * (ts_rank_cd(d.search_vector, ${tsq}) / (ts_rank_cd(d.search_vector, ${tsq}) + 0.2))
               + 0.4 * ${similarity}) AS confidence,
        count(*) OVER () AS total
      FROM found JOIN search_documents d USING (source, ref), q
    )
    SELECT source, language, type, title, left(body, 400) AS body, url, image_url,
      total::int AS total, round(confidence::numeric, 3)::float AS confidence,
      ts_headline(${headlineConfig}, left(body, ${HEADLINE_SOURCE}), tsq,
        ${`StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=1`}
      ) AS headline
    FROM scored ORDER BY confidence DESC, title LIMIT ${input.limit}`;
}

type ResultCache = Map<string, { revision: number; rows: Row[] }>;

/**
 * Results by query, kept while their part of the index stands (its revision in the database):
 * the public part is shared by everyone (popular searches repeat), a user's own part is theirs.
 * Per database: one in a server, several in a test process.
 */
const caches = new WeakMap<Database, ResultCache>();
const CACHED_QUERIES = 2_000;

async function cachedRows(
  db: Database,
  key: string,
  revision: number,
  load: () => Promise<Row[]>,
): Promise<Row[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map() as ResultCache;
    caches.set(db, cache);
  }
  const cached = cache.get(key);
  if (cached?.revision === revision) return cached.rows;
  const rows = await load();
  cache.delete(key);
  cache.set(key, { revision, rows });
  // A Map keeps insertion order: the first key is the least recently stored.
  if (cache.size > CACHED_QUERIES) cache.delete(cache.keys().next().value!);
  return rows;
}

/**
 * Searches the public documents and the user's own, and merges them by confidence. Each part
 * comes from this process's cache while its revision stands (a help article, a catalogue entry,
 * or one of the user's workflows or creations written or removed raises it), else from its own
 * statement; the revisions themselves are known in memory (search-revisions.ts), so a repeated
 * search reads nothing from the database.
 */
export async function searchIndex(
  db: Database,
  searchRevisions: SearchRevisions,
  input: SearchInput,
): Promise<{ results: SearchResult[]; total: number }> {
  const revisions = await searchRevisions.read(db, input.userId);
  // Statements differ by matching and by English or not (see scopeQuery).
  const variant = `${input.fuzzy ? 'fuzzy' : 'words'}-${input.language === 'en' ? 'en' : 'other'}`;
  const query = JSON.stringify([
    input.query.toLowerCase(),
    input.types,
    input.limit,
    input.fuzzy,
    input.language,
  ]);
  const [ownRows, shared] = await Promise.all([
    cachedRows(db, `own:${input.userId}:${query}`, revisions.own, () =>
      prepared<Row>(
        db,
        `search-own-${variant}`,
        scopeQuery(sql`d.owner_id = ${input.userId}`, input),
      ),
    ),
    cachedRows(db, `public:${query}`, revisions.shared, () =>
      prepared<Row>(db, `search-public-${variant}`, scopeQuery(sql`d.owner_id IS NULL`, input)),
    ),
  ]);
  // The user's language first; a help article found in it and in English is shown once, in it.
  const own = (row: Row) => (row.language === input.language ? 0 : 1);
  const translated = new Set(
    shared.filter((row) => row.source === 'help' && row.language !== 'en').map((row) => row.url),
  );
  const untranslated = (row: Row) =>
    !(row.source === 'help' && row.language === 'en' && translated.has(row.url));
  const kept = [...ownRows, ...shared].filter(untranslated);
  const best = kept
    .sort(
      (a, b) => own(a) - own(b) || b.confidence - a.confidence || a.title.localeCompare(b.title),
    )
    .slice(0, input.limit);
  return {
    // An article found in both languages counts once, as it is shown.
    total:
      (ownRows[0]?.total ?? 0) +
      (shared[0]?.total ?? 0) -
      (ownRows.length + shared.length - kept.length),
    results: best.map((row) => {
      const description = plain(row.body).slice(0, 240);
      return {
        type: row.type,
        title: row.title,
        snippet: snippetHtml(row.headline),
        description,
        content: description,
        url: row.url,
        image_url: row.image_url,
        download_url: null,
        audio_url: null,
        source: SOURCE_LABELS[row.source],
        duration: null,
        file_type: null,
        confidence_score: Math.max(0, Math.min(1, Number(row.confidence))),
      };
    }),
  };
}
