import {
  SEARCH_MESSAGES,
  SEARCHES_PER_MINUTE,
  type HelpArticleResponse,
  type HelpIndexResponse,
  type SearchResponse,
  type Workflow,
} from '@atelier/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/helpers/admins';
import { bearer, createUser, tokenFor } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { startOpenAiDouble, type OpenAiDouble } from '../../../test/helpers/openai-double';
import { syncPublicIndex } from './sync-public-index';
import { anyCode } from '../../../test/helpers/error-code';

describe('search assistant', () => {
  let t: TestApp;
  let owner: string;
  let stranger: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await tokenFor(t, await createUser(t, { plan: 'pro' }));
    stranger = await tokenFor(t, await createUser(t, { plan: 'pro' }));
  });
  afterAll(() => t.close());

  const search = (token: string, query: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai-search',
      headers: bearer(token),
      payload: { query, ...extra },
    });
  const found = async (token: string, query: string, extra: object = {}) => {
    const response = await search(token, query, extra);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };
  const newWorkflow = async (token: string, name: string, description: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/workflows',
      headers: bearer(token),
      payload: { name, description, category: 'operations' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Workflow>();
  };

  it('needs a signed-in user and a query that is not blank', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/ai-search', payload: { query: 'x' } }))
        .statusCode,
    ).toBe(401);
    const blank = await search(owner, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      detail: `query: ${SEARCH_MESSAGES.blankQuery}`,
      code: anyCode,
    });
  });

  it('ranks an exact title above a mention in a body, highlights the words, and measures itself', async () => {
    const titled = await newWorkflow(owner, 'Zebra migration', 'Moving the herd of records.');
    await newWorkflow(
      owner,
      'Quarterly cleanup',
      'Also covers the zebra migration of records & notes, where 2 < 3 and "x".',
    );
    const body = await found(owner, 'zebra migration');
    expect(body.results.map((r) => r.title).slice(0, 2)).toEqual([
      'Zebra migration',
      'Quarterly cleanup',
    ]);
    const [first, second] = body.results;
    expect(first?.confidence_score).toBeGreaterThan(second?.confidence_score ?? 1);
    expect(first).toMatchObject({
      type: 'document',
      source: 'My Workflows',
      url: `/workflows?workflow=${titled.id}`,
    });
    // The words are marked; the rest is escaped.
    expect(second?.snippet).toContain('<mark>zebra</mark> <mark>migration</mark>');
    expect(second?.snippet).toContain('records &amp; notes, where 2 &lt; 3 and &quot;x&quot;');
    expect(body.total_results).toBe(2);
    expect(body.sources_used).toEqual(['My Workflows']);
    // No text provider here: no answer, and nothing pretends to be one.
    expect(body.answer).toBeUndefined();
    expect(body.search_time).toBeGreaterThan(0);
    expect(body.search_time).toBeLessThan(5);
    for (const result of body.results) {
      expect(result.confidence_score).toBeGreaterThanOrEqual(0);
      expect(result.confidence_score).toBeLessThanOrEqual(1);
    }
  });

  it('never shows one user’s workflows or creations to another, and forgets a deleted one', async () => {
    const secret = await newWorkflow(owner, 'Walrus expansion', 'A confidential plan.');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/chat/generate',
      headers: bearer(owner),
      payload: {
        custom_prompt: 'Write a haiku about a narwhal lighthouse keeper',
        variables: {},
        provider: 'openai',
        model: 'gpt-4o',
        response_format: 'text',
      },
    });
    expect(text.statusCode, text.body).toBe(200);

    const mine = await found(owner, 'narwhal lighthouse');
    expect(mine.results[0]).toMatchObject({ type: 'text', source: 'My Creations' });
    expect((await found(owner, 'walrus')).results[0]?.title).toBe('Walrus expansion');

    for (const query of ['walrus expansion', 'narwhal lighthouse', 'zebra migration']) {
      const theirs = await found(stranger, query);
      expect(theirs.results.filter((r) => r.source.startsWith('My '))).toEqual([]);
    }

    // The same search again after a change is answered afresh, not from the process's cache.
    expect((await found(owner, 'walrus expansion')).results[0]?.title).toBe('Walrus expansion');
    await newWorkflow(owner, 'Walrus expansion, phase two', 'The follow-up plan.');
    expect((await found(owner, 'walrus expansion')).results.map((r) => r.title)).toContain(
      'Walrus expansion, phase two',
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/workflows/${secret.id}`,
      headers: bearer(owner),
    });
    expect((await found(owner, 'walrus expansion')).results.map((r) => r.title)).toEqual([
      'Walrus expansion, phase two',
    ]);
  });

  it('serves a repeated search from memory, and hears of a change another process made', async () => {
    await newWorkflow(owner, 'Okapi survey', 'Counting okapis in the forest.');
    expect((await found(owner, 'okapi survey')).results[0]?.title).toBe('Okapi survey');

    // Another process renames the document and raises the revision. Until it says so, this
    // process answers from what it knows: a repeated search reads nothing from the database.
    const other = new pg.Client({ connectionString: t.runtime.database.url });
    await other.connect();
    try {
      await other.query(
        `UPDATE search_documents SET title = 'Okapi survey, revised'
         WHERE title = 'Okapi survey'`,
      );
      const ownerId = (
        await other.query<{ owner_id: string }>(
          `SELECT owner_id FROM search_documents WHERE title = 'Okapi survey, revised'`,
        )
      ).rows[0].owner_id;
      await other.query(
        'UPDATE search_owner_revisions SET revision = revision + 1 WHERE user_id = $1',
        [ownerId],
      );
      expect((await found(owner, 'okapi survey')).results[0]?.title).toBe('Okapi survey');

      await other.query(`SELECT pg_notify('atelier_search_changed', $1)`, [ownerId]);
      await expect
        .poll(async () => (await found(owner, 'okapi survey')).results[0]?.title, { timeout: 5000 })
        .toBe('Okapi survey, revised');
    } finally {
      await other.end();
    }
  });

  it('tolerates typos and partial words, and filters by type', async () => {
    const body = await found(owner, 'promt craftr');
    expect(body.results[0]).toMatchObject({ title: 'Prompt Crafter', url: '/prompt-crafter' });
    const partial = await found(owner, 'workflo automat');
    expect(partial.results.map((r) => r.title)).toContain('Workflow Automation');

    const images = await found(owner, 'portrait', { include_types: ['image'] });
    expect(images.results.length).toBeGreaterThan(0);
    expect(images.results.every((r) => r.type === 'image')).toBe(true);
  });

  it('searches the help centre, which is served by slug', async () => {
    const index = (await t.app.inject({ url: '/api/help' })).json<HelpIndexResponse>();
    expect(index.articles.length).toBeGreaterThan(0);
    const article = index.articles[0];
    const page = await t.app.inject({ url: `/api/help/${article.slug}` });
    expect(page.json<HelpArticleResponse>()).toMatchObject({ title: article.title });
    expect(page.json<HelpArticleResponse>().body.length).toBeGreaterThan(100);
    expect((await t.app.inject({ url: '/api/help/no-such-article' })).statusCode).toBe(404);

    const body = await found(owner, article.title);
    expect(body.results[0]).toMatchObject({
      title: article.title,
      type: 'document',
      source: 'Help Centre',
      url: `/help/${article.slug}`,
    });
  });

  it('serves the help centre in the language asked for where it is translated, English elsewhere', async () => {
    const spanish = (
      await t.app.inject({ url: '/api/help?language=es' })
    ).json<HelpIndexResponse>();
    const english = (await t.app.inject({ url: '/api/help' })).json<HelpIndexResponse>();
    expect(spanish.articles).toHaveLength(english.articles.length);
    const welcome = spanish.articles.find((a) => a.slug === 'welcome-to-atelier');
    expect(welcome).toMatchObject({ language: 'es', title: 'Primeros pasos con Atelier' });
    expect(spanish.articles.find((a) => a.slug === 'sign-in')).toMatchObject({ language: 'en' });

    const page = await t.app.inject({ url: '/api/help/welcome-to-atelier?language=es' });
    expect(page.json<HelpArticleResponse>().body).toContain(
      '## Qué es gratis y qué cuesta créditos',
    );
    const refused = await t.app.inject({ url: '/api/help/welcome-to-atelier?language=nl' });
    expect(refused.statusCode).toBe(422);
  });

  it("searches the user's language first, with its stemming, and shows an article once", async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/preferences',
      headers: bearer(token),
      payload: {
        email_notifications: true,
        push_notifications: false,
        marketing_emails: false,
        analytics_tracking: true,
        theme: 'auto',
        language: 'es',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // "herramienta" is stemmed as Spanish: the article says "herramientas".
    const spanish = await found(token, 'herramienta gratis');
    expect(spanish.results[0]).toMatchObject({
      title: 'Primeros pasos con Atelier',
      url: '/help/welcome-to-atelier',
      source: 'Help Centre',
    });
    // Both the English article and its translation hold the word: it is shown once, translated.
    const welcome = await found(token, 'Atelier', { limit: 50 });
    expect(welcome.results.filter((r) => r.url === '/help/welcome-to-atelier')).toEqual([
      expect.objectContaining({ title: 'Primeros pasos con Atelier' }),
    ]);
    // All of them fit in the 50 asked for, so the count is what is shown.
    expect(welcome.results.length).toBeLessThan(50);
    expect(welcome.total_results).toBe(welcome.results.length);
    // An English reader never meets the translation.
    const inEnglish = await found(owner, 'herramienta gratis');
    expect(inEnglish.results.some((r) => r.title === 'Primeros pasos con Atelier')).toBe(false);
  });

  it('follows staff curation: a disabled template is no longer found, and the index is kept in step', async () => {
    const before = await found(owner, 'Marketing email');
    expect(before.results.some((r) => r.source === 'Prompt Templates')).toBe(true);
    const admin = await signedInAdmin(t, 'manage');
    const disabled = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content/templates/prompt/marketing-email/status',
      headers: bearer(admin.token),
      payload: { active: false },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const after = await found(owner, 'Marketing email');
    expect(after.results.filter((r) => r.url.includes('marketing-email'))).toEqual([]);
    // Nothing left to write when nothing changed.
    expect(await syncPublicIndex(t.runtime.db)).toEqual({ written: 0, removed: 0 });
  });

  it('allows 60 searches a minute per user', async () => {
    const busy = await tokenFor(t, await createUser(t));
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1) {
      expect((await search(busy, `query ${i}`)).statusCode).toBe(200);
    }
    const refused = await search(busy, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: SEARCH_MESSAGES.rateLimited,
      code: anyCode,
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await search(owner, 'still fine')).statusCode).toBe(200);
  });

  const statuses = (answers: Array<{ statusCode: number }>) =>
    answers.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('admits exactly 60 of 70 searches sent at once', async () => {
    const busy = await tokenFor(t, await createUser(t));
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => search(busy, `burst ${i}`)),
    );
    expect(statuses(answers)).toEqual({ 200: SEARCHES_PER_MINUTE, 429: 10 });
  });

  it('admits exactly 60 of 70 searches split between two API processes', async () => {
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const busy = await tokenFor(t, await createUser(t));
      const answers = await Promise.all(
        Array.from({ length: 70 }, (_, i) =>
          (i % 2 ? other : t).app.inject({
            method: 'POST',
            url: '/api/ai-search',
            headers: bearer(busy),
            payload: { query: `split ${i}` },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: SEARCHES_PER_MINUTE, 429: 10 });
    } finally {
      await other.close();
    }
  });
});

describe('search assistant with a text provider', () => {
  let t: TestApp;
  let chat: OpenAiDouble;
  let token: string;
  beforeAll(async () => {
    chat = await startOpenAiDouble({ apiKey: 'sk-test' });
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: chat.url } });
    token = await tokenFor(t, await createUser(t));
  });
  afterAll(async () => {
    await t.close();
    await chat.close();
  });

  const ask = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ai-search',
      headers: bearer(token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };

  it('answers from the top five results only, and keeps only citations of them', async () => {
    chat.reply('Limits start again at 00:00 UTC [1], and credits never expire [2] [9].');
    const body = await ask({ query: 'daily limits reset' });
    const call = chat.calls.at(-1)!;
    expect(call.prompt).toContain('Question: daily limits reset');
    expect(call.prompt).toContain(`[1] ${body.results[0].title}`);
    expect(call.prompt).toContain(`[5] ${body.results[4].title}`);
    expect(call.prompt).not.toContain('[6]');
    expect(body.answer).toEqual({
      text: 'Limits start again at 00:00 UTC [1], and credits never expire [2].',
      citations: [
        { index: 1, title: body.results[0].title, url: body.results[0].url },
        { index: 2, title: body.results[1].title, url: body.results[1].url },
      ],
    });
    // The search's own time, without the provider's.
    expect(body.search_time).toBeLessThan(5);
  });

  it('gives no answer when it cites nothing, when the provider fails, or when not asked', async () => {
    chat.reply('Probably at midnight.');
    expect((await ask({ query: 'daily limits reset' })).answer).toBeUndefined();

    chat.fail(500, 'The server had an error while processing your request.');
    const failed = await ask({ query: 'daily limits reset' });
    expect(failed.answer).toBeUndefined();
    expect(failed.results.length).toBeGreaterThan(0);

    chat.reply('Never called [1].');
    const calls = chat.calls.length;
    expect((await ask({ query: 'daily limits reset', answer: false })).answer).toBeUndefined();
    expect(chat.calls.length).toBe(calls);
  });
});

describe('search assistant on a server without pg_trgm', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    // As on a PostgreSQL without the extension: its trigram indexes go with it.
    await t.runtime.db.$client.query('DROP EXTENSION pg_trgm CASCADE');
    token = await tokenFor(t, await createUser(t));
  });
  afterAll(() => t.close());

  it('still finds by words, without typo tolerance', async () => {
    const search = async (query: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ai-search',
        headers: bearer(token),
        payload: { query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchResponse>();
    };
    const titles = (await search('prompt crafter')).results.map((result) => result.title);
    expect(titles).toContain('Prompt Crafter');
    expect((await search('promt craftr')).results).toEqual([]);
  });
});
