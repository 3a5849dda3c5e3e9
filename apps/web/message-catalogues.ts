import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';

/**
 * `import('virtual:messages/es')` gives `{ messages }`: every file of src/locales/es/ (message id
 * to ICU text; `billing.json` holds the `billing.*` ids) merged and compiled for Lingui's
 * runtime, which in production formats compiled messages only. Each language is a module of its
 * own, so a dynamic import of one fetches only that language (ADR 026). A message that is not
 * valid ICU fails the build, naming its file and id.
 */
export function messageCatalogues(): Plugin {
  const directory = fileURLToPath(new URL('src/locales', import.meta.url));
  return {
    name: 'atelier-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(language)) throw new Error(`No catalogue named ${language}`);
      const folder = path.join(directory, language);
      const compiled: Record<string, unknown> = {};
      for (const name of (await readdir(folder)).filter((file) => file.endsWith('.json')).sort()) {
        const file = path.join(folder, name);
        this.addWatchFile(file);
        const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
        for (const [key, text] of Object.entries(source)) {
          try {
            compiled[key] = compileMessageOrThrow(text);
          } catch (error) {
            throw new Error(`${language}/${name}, "${key}": ${(error as Error).message}`);
          }
        }
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
