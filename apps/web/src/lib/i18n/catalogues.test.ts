import * as contract from '@atelier/contract';
import { LANGUAGES } from '@atelier/contract';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activateMessages, formatMessage, loadMessages } from './messages';

// The catalogues against each other and against the code (ADR 026): the same ids in every
// language, valid ICU with the same placeholders, every id the code asks for present, and none
// left that no code uses. Two sets: the web app's, and the server's emails.
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.resolve(WEB, '../../server/src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function catalogueSet(source: string) {
  const locales = path.join(source, 'locales');
  /** A language's catalogue files: `billing.json` holds the `billing.*` ids. */
  const files = (language: string) =>
    readdirSync(path.join(locales, language))
      .filter((name) => name.endsWith('.json'))
      .sort();
  const readFile = (language: string, name: string) =>
    JSON.parse(readFileSync(path.join(locales, language, name), 'utf8')) as Record<string, string>;
  const read = (language: string): Record<string, string> =>
    files(language).reduce(
      (catalogue, name) => ({ ...catalogue, ...readFile(language, name) }),
      {} as Record<string, string>,
    );
  const code = sourceFiles(source).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  return { files, readFile, read, english: read('en'), code };
}

/** The placeholders of an ICU message: `{name}`, `{count, plural, ...}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const choices: unknown = token[2];
      if (choices && typeof choices === 'object') {
        for (const choice of Object.values(choices as Record<string, unknown>)) {
          if (Array.isArray(choice)) visit(choice as CompiledMessage);
        }
      }
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

describe.each([
  { name: 'web app', source: WEB },
  { name: 'server emails', source: SERVER },
])('message catalogues of the $name', ({ source }) => {
  const { files, readFile, read, english, code } = catalogueSet(source);

  it.each(LANGUAGES)('%s keeps each id in the file its prefix names', (language) => {
    expect(files(language)).toEqual(files('en'));
    for (const name of files(language)) {
      const prefix = `${name.replace(/\.json$/, '')}.`;
      const misplaced = Object.keys(readFile(language, name)).filter(
        (id) => !id.startsWith(prefix),
      );
      expect(misplaced, `${language}/${name}`).toEqual([]);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every English message and no other',
    (language) => {
      expect(Object.keys(read(language)).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(LANGUAGES)('%s: every message is valid ICU with the English placeholders', (language) => {
    const catalogue = read(language);
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${language} ${id}`).not.toBe('');
      expect(placeholders(message), `${language} ${id}`).toEqual(placeholders(english[id] ?? ''));
    }
  });

  it('has every message the code asks for with t(...)', () => {
    const asked = code.flatMap(({ file, text }) =>
      [...text.matchAll(/\bt\(\s*([^,)]*)/g)].flatMap((call) =>
        [...call[1].matchAll(/'([a-z][\w]*\.[\w.]+)'/g)].map((id) => ({ file, id: id[1] })),
      ),
    );
    expect(asked.length).toBeGreaterThan(0);
    const missing = asked.filter(({ id }) => !(id in english));
    expect(missing).toEqual([]);
  });

  it('has no message that no code uses', () => {
    const everything = code.map(({ text }) => text).join('\n');
    const unused = Object.keys(english).filter(
      // api.* are also asked for by an error answer's code (lib/i18n/i18n.ts).
      (id) => !id.startsWith('api.') && !everything.includes(`'${id}'`),
    );
    expect(unused).toEqual([]);
  });
});

/** A function's parameter names, as written: `(cap, left) => ...` gives ['cap', 'left']. */
function parameterNames(fn: (...args: never[]) => string): string[] {
  const list = /^(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(fn.toString())?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** An English message formatted with values, as the web app's reader does. */
function formatted(message: string, values: Record<string, unknown>): string {
  loadMessages('en', { 'probe.formatted': compileMessageOrThrow(message) });
  activateMessages('en');
  return formatMessage('probe.formatted', values);
}

describe('message catalogues and the API contract', () => {
  const { english } = catalogueSet(WEB);

  it('holds the texts of the API contract (api.<code>) to their exact English', () => {
    // The server codes a catalogue text by its place: AUTH_MESSAGES.sessionExpired is
    // auth.sessionExpired (apps/server/src/lib/error-codes.ts).
    const texts = new Map<string, unknown>();
    for (const [name, catalogue] of Object.entries(contract)) {
      const match = /^(?:(\w+)_)?MESSAGES$/.exec(name);
      if (!match || typeof catalogue !== 'object' || catalogue === null) continue;
      const group = match[1]
        ? match[1].toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
        : 'common';
      for (const [key, text] of Object.entries(catalogue)) texts.set(`api.${group}.${key}`, text);
    }
    const api = Object.entries(english).filter(([id]) => id.startsWith('api.'));
    expect(api.length).toBeGreaterThan(0);
    for (const [id, message] of api) {
      const text = texts.get(id);
      if (typeof text !== 'function') {
        expect(message, id).toBe(text);
        continue;
      }
      // A text with figures (TEAM_MESSAGES.dailyCapReached(cap, left)) is answered with them as
      // `values` named as its function's parameters: the message, given the same figures by
      // those names, says exactly what the function does.
      const names = parameterNames(text as (...args: never[]) => string);
      for (const first of [1, 7]) {
        const figures = names.map((_, index) => first + 10 * index);
        const values = Object.fromEntries(names.map((name, index) => [name, figures[index]]));
        const said = (text as (...args: number[]) => string)(...figures);
        expect(formatted(message, values), id).toBe(said);
      }
    }
  });
});

describe('the interface languages', () => {
  it("are the contract's, in its order", async () => {
    const { LANGUAGE_NAMES } = await import('./i18n');
    expect(Object.keys(LANGUAGE_NAMES)).toEqual([...LANGUAGES]);
  });
});
