import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The app is served by the API process in production, so in development the API is proxied
// rather than called cross-origin: the browser sees one origin either way.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

// React Router ships a production build (its development warnings compiled out) but its package
// exports resolve every import to the development one. Builds take the production file: 0.6 kB
// less on the landing page's first load (docs/decisions/004-web-landing-bundle-budget.md).
const reactRouterDevelopment = createRequire(import.meta.url).resolve('react-router');
const reactRouterProduction = reactRouterDevelopment.replace(
  /development([\\/])index\.m?js$/,
  'production$1index.mjs',
);

export default defineConfig(({ command }) => ({
  // Pinned so the config behaves the same when run from the repository root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    modulePreload: false,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // The first page test of a file compiles lazily loaded pages; with the server's suite sharing
    // two cores that alone can pass vitest's 5 s default.
    testTimeout: 15_000,
  },
}));
