// The checks that need no Docker: the Dockerfile, .dockerignore, compose.yaml and .env.example
// against each other and against the server (config.ts, apps/server/package.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkCompose } from './compose-checks.mjs';
import { checkImage } from './image-checks.mjs';

/**
 * @param {{ root: string, dir?: string }} options root: the repository (config.ts, package.json);
 *   dir: where Dockerfile, .dockerignore, compose.yaml and .env.example are (default: root)
 * @returns {{ passed: string[], problems: string[] }}
 */
export function checkDockerFiles({ root, dir = root }) {
  const passed = [];
  const problems = [];
  const check = (label, ok, detail = '') => {
    if (ok) passed.push(label);
    else problems.push(detail ? `${label}: ${detail}` : label);
    return ok;
  };
  const read = (name) => readFileSync(path.join(dir, name), 'utf8');
  const serverPackage = JSON.parse(
    readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'),
  );
  const image = checkImage(check, read, serverPackage);
  checkCompose(check, read, root, image);
  return { passed, problems };
}
