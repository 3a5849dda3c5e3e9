import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from './helpers/server';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..');
const webAssets = path.join(repoRoot, 'apps', 'web', 'dist', 'assets');

// A warning only React DOM's development build carries, and the call the development JSX
// transform emits. Either in a shipped asset means the browser got React's development build.
const REACT_DOM_DEVELOPMENT_ONLY =
  'Cannot update a component (`%s`) while rendering a different component';
const DEVELOPMENT_JSX = 'jsxDEV';

function reactDomBuild(flavour: 'development' | 'production'): string {
  const resolve = createRequire(path.join(repoRoot, 'apps', 'web', 'package.json')).resolve;
  const entry = resolve('react-dom/client');
  return readFileSync(
    path.join(path.dirname(entry), 'cjs', `react-dom-client.${flavour}.js`),
    'utf8',
  );
}

/**
 * `npm start` rebuilds the app and starts it under whatever NODE_ENV the shell exported. The build
 * must ship React's production build either way, and the server must come up under each value.
 * `undefined` is a shell that exports no NODE_ENV (vitest sets one, so it is removed).
 */
describe.each([['development'], ['production'], [undefined]])('NODE_ENV=%s', (nodeEnv) => {
  it('builds the production bundle and starts', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: nodeEnv };
    if (nodeEnv === undefined) delete env.NODE_ENV;
    // Stopped here before: the prerender step ran development JSX against production React.
    await run('npm', ['run', 'build'], { cwd: repoRoot, env, maxBuffer: 64 * 1024 * 1024 });

    const shipped = readdirSync(webAssets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(webAssets, name), 'utf8'));
    expect(shipped.length).toBeGreaterThan(0);
    expect(shipped.filter((code) => code.includes(REACT_DOM_DEVELOPMENT_ONLY))).toHaveLength(0);
    expect(shipped.filter((code) => code.includes(DEVELOPMENT_JSX))).toHaveLength(0);

    const server = await startBuiltServer(`build-${nodeEnv ?? 'unset'}`, { NODE_ENV: nodeEnv });
    try {
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      // The prerendered landing page, which the failing build never wrote.
      expect(await (await fetch(`${server.baseUrl}/`)).text()).toContain(
        'Create anything with AI, starting free',
      );
    } finally {
      await server.stop();
    }
  }, 120_000);
});

it('looks for a marker React DOM still prints in development only', () => {
  // Guards the check above against a React release that rewords the warning.
  expect(reactDomBuild('development')).toContain(REACT_DOM_DEVELOPMENT_ONLY);
  expect(reactDomBuild('production')).not.toContain(REACT_DOM_DEVELOPMENT_ONLY);
});
