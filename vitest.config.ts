import { defineConfig } from 'vitest/config';

/** `npm test` runs every project: the contract, the server (real PostgreSQL) and the web app. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
