import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');

/** The server's build (scripts/build.mjs), into a folder of its own beside dist/ (issue 48). */
describe('the server build', () => {
  mkdirSync(path.join(serverDir, '.tmp'), { recursive: true });
  const outdir = mkdtempSync(path.join(serverDir, '.tmp', 'build-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));
  const build = () =>
    run(process.execPath, ['scripts/build.mjs'], {
      cwd: serverDir,
      env: { ...process.env, BUILD_OUTDIR: outdir },
    });

  it('leaves nothing of an earlier build behind, and builds the operator commands', async () => {
    writeFileSync(path.join(outdir, 'chunk-OLD12345.js'), 'export {};');
    mkdirSync(path.join(outdir, 'gone'));
    writeFileSync(path.join(outdir, 'gone', 'main.js'), 'export {};');
    await build();
    expect(existsSync(path.join(outdir, 'chunk-OLD12345.js'))).toBe(false);
    expect(existsSync(path.join(outdir, 'gone', 'main.js'))).toBe(false);
    for (const entry of [
      'main',
      'worker',
      'migrate-cli',
      'backup-cli',
      'restore-cli',
      'admin-cli',
    ]) {
      expect(existsSync(path.join(outdir, `${entry}.js`)), entry).toBe(true);
    }
    // `npm run admin` runs from the build: an image without tsx has it.
    const usage = await run(process.execPath, [path.join(outdir, 'admin-cli.js')]).catch(
      (error: { stdout: string; stderr: string }) => error,
    );
    expect(`${usage.stdout}${usage.stderr}`).toContain('Usage: npm run admin -- create');
  }, 60_000);
});
