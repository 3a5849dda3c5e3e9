import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package's root directory, found from this file whether it runs from `src/` (tsx,
 * vitest) or from the bundle in `dist/`.
 */
export function serverPackageRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the server package (drizzle/ folder)');
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(serverPackageRoot(), 'drizzle');

/** The built web app, served by the same process. */
export const defaultWebDistDir = () => path.resolve(serverPackageRoot(), '..', 'web', 'dist');
