import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppDeps } from './app-deps';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import { createMediaUrls } from './lib/media-urls';
import { createGateways } from './lib/payments/gateways';

/**
 * The API's OpenAPI document; run as a script, writes it to the file named (the SDK's types are generated from it,
 * packages/sdk). The routes are registered as the server registers them; describing a route
 * uses none of the services behind it, so none is started, and any that registration did touch
 * would fail this loudly rather than be faked.
 */
export async function describeApi(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'atelier-openapi-'));
  try {
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const known: Partial<AppDeps> = {
      config,
      gateways: createGateways(config),
      mediaUrls: createMediaUrls(config.jwtSecret),
      metrics: null,
      requestLog: null,
    };
    const deps = new Proxy(known, {
      get(target, name: string) {
        if (name in target) return target[name as keyof AppDeps];
        throw new Error(`describing the API should not need deps.${name}`);
      },
    }) as AppDeps;
    const app = await buildApp({ deps, logger: createLogger('silent'), webDistDir: dataDir });
    await app.ready();
    const document = app.swagger() as unknown as Record<string, unknown>;
    await app.close();
    return document;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The document as the SDK keeps it (packages/sdk/src/openapi.json). */
export const documentText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;

// Run as a script (npm run generate -w @atelier/sdk), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: openapi-cli <file.json>');
    process.exit(2);
  }
  await writeFile(out, documentText(await describeApi()));
}
