import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './message-catalogues.ts';

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

// The first-load chunk's modules (build.rollupOptions below).
const FIRST_LOAD = new RegExp(
  [
    String.raw`src/lib/(i18n/(i18n|messages|language-paths)|error-message|api-client|locale|prerendered|use-media-query)\.ts$`,
    String.raw`src/components/logo\.tsx$`,
    String.raw`src/app/site\.ts$`,
    String.raw`preload-helper|jsx-runtime`,
  ].join('|'),
);

export default defineConfig(({ command }) => {
  // A build is always React's production build, whatever NODE_ENV the shell exported. Vite takes
  // NODE_ENV=development to mean a development build (development JSX, React's development
  // bundle), and the prerender step then runs that JSX against React's production runtime, which
  // has no jsxDEV. Vite reads NODE_ENV for the build after loading this file; the server reads its
  // own NODE_ENV at run time, so only this process's copy changes.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Pinned so the config behaves the same when run from the repository root.
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), tailwindcss(), messageCatalogues()],
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
      rollupOptions: {
        // index.html's entry (main.tsx), and the script the prerendered pages load in its place,
        // which runs main.tsx after their first paint (src/app/boot.ts, scripts/prerender.mjs).
        input: {
          index: fileURLToPath(new URL('index.html', import.meta.url)),
          boot: fileURLToPath(new URL('src/app/boot.ts', import.meta.url)),
        },
        output: {
          codeSplitting: {
            // What every page's first load needs, and the landing page's first screen, in one
            // chunk beside the entry rather than a dozen small ones: each file compresses on its
            // own, and the split cost the landing page 1.5 kB of its 120 kB (ADR 026).
            groups: [{ name: 'first-load', test: FIRST_LOAD }],
          },
        },
      },
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
  };
});
