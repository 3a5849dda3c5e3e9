// What apps/server/src/config.ts reads, taken from the code itself rather than from a list kept
// by hand: parseEnv runs over an environment that records every name it is asked for. The same
// child process checks given environments the way the server would at start-up.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CHILD = `
const { parseEnv, ConfigError } = await import(process.env.ATELIER_CONFIG_MODULE);
const input = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
}));
const names = new Set();
const recorder = new Proxy({}, {
  get: (_, key) => { if (typeof key === 'string') names.add(key); return undefined; },
  has: (_, key) => { if (typeof key === 'string') names.add(key); return false; },
});
try { parseEnv(recorder); } catch (error) { if (!(error instanceof ConfigError)) throw error; }
const problems = {};
for (const [label, env] of Object.entries(input)) {
  try { parseEnv(env); problems[label] = []; }
  catch (error) { if (!(error instanceof ConfigError)) throw error; problems[label] = error.problems; }
}
process.stdout.write(JSON.stringify({ names: [...names], problems }));
`;

/**
 * @param {string} root the repository
 * @param {Record<string, Record<string, string>>} environments labelled environments to validate
 * @returns {{ names: string[], problems: Record<string, string[]> }}
 */
export function readAppConfig(root, environments = {}) {
  const configModule = pathToFileURL(path.join(root, 'apps/server/src/config.ts')).href;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CHILD],
    {
      cwd: root,
      input: JSON.stringify(environments),
      encoding: 'utf8',
      env: { ...process.env, ATELIER_CONFIG_MODULE: configModule },
    },
  );
  if (result.status !== 0) {
    throw new Error(`reading apps/server/src/config.ts failed:\n${result.stderr}`);
  }
  return JSON.parse(result.stdout);
}
