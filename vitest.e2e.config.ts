import { defineConfig } from 'vitest/config';

/** `npm run test:e2e`: the built server on a free port, driven through Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // One browser and one server: journeys run one file at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A lazily loaded page can take more than vitest's 1 s default to appear on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
