// The server's own modules for a bench part, bundled from source into its dist folder, and a
// signed-in account with credits on a running bench server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { build } from 'esbuild';
import pg from 'pg';
import { createVerifiedAccounts, logIn } from './accounts.mjs';

/** `exports` are lines such as "export { credit } from './src/lib/ledger';" (from apps/server). */
export async function loadServerModules(name, exports) {
  const outfile = path.resolve(`apps/server/dist/bench/${name}.mjs`);
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: path.resolve('apps/server'), loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Packages stay outside the bundle, except the workspace's contract (TypeScript source).
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@atelier/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

/**
 * A verified account on the bench server, granted `credits` through the ledger's own `credit`
 * (a module bundled by loadServerModules), and its token.
 */
export async function fundedAccount(server, dataDir, { prefix, credits, credit }) {
  const [account] = await createVerifiedAccounts({ ...server, dataDir, count: 1, prefix });
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { rows } = await pool.query('SELECT id FROM users WHERE email = $1', [account.email]);
    await credit(drizzle(pool), {
      userId: rows[0].id,
      kind: 'grant',
      amountMicros: credits * 1_000_000,
      displayType: 'other',
      description: 'Bench grant',
      idempotencyKey: `bench-grant:${rows[0].id}`,
    });
  } finally {
    await pool.end();
  }
  return logIn(server.baseUrl, account);
}
