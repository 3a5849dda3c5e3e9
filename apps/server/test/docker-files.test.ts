import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const FILES = ['Dockerfile', '.dockerignore', 'compose.yaml', '.env.example'];

function dockerCheck(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/docker-check.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The container files (ADR 022) against config.ts and the start scripts, without Docker. */
describe('Dockerfile, compose.yaml and .env.example', () => {
  it('agree with each other and with the server', () => {
    const { code, output } = dockerCheck();
    expect(output).toContain('ok    .env.example names every variable config.ts reads');
    expect(output).toMatch(/\n\d+ passed, 0 failed/);
    expect(code).toBe(0);
  }, 30_000);

  it('fail when a variable, a service address or a setting drifts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'atelier-docker-files-'));
    try {
      for (const file of FILES) copyFileSync(path.join(root, file), path.join(dir, file));
      const edit = (file: string, from: string | RegExp, to: string) => {
        const text = readFileSync(path.join(dir, file), 'utf8');
        expect(text).toMatch(from);
        writeFileSync(path.join(dir, file), text.replace(from, to));
      };
      edit('.env.example', /^ADMIN_PASSWORD=.*\n/m, '');
      edit('compose.yaml', '@db:5432/', '@postgres:5432/');
      edit('compose.yaml', '  S3_FORCE_PATH_STYLE:', '  S3_FORCE_PATHSTYLE:');
      edit('Dockerfile', 'apps/server/dist/main.js', 'apps/server/src/main.ts');

      const { code, output } = dockerCheck('--dir', dir);
      expect(code).toBe(1);
      expect(output).toMatch(
        /FAIL {2}\.env\.example names every variable config\.ts reads: missing .*\bADMIN_PASSWORD\b/,
      );
      expect(output).toContain(
        'FAIL  compose.yaml: api: DATABASE_URL is the PostgreSQL service, with its user, password and database',
      );
      expect(output).toContain(
        'FAIL  compose.yaml: worker sets only variables config.ts reads: S3_FORCE_PATHSTYLE',
      );
      expect(output).toContain(
        'FAIL  Dockerfile: CMD starts the built server as `npm start` does, without building',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
