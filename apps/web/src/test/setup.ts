import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n/i18n';

// Pages load their chunks lazily; the first test to import one transforms it, which on a busy
// two-core CI machine took longer than Testing Library's default second for a findBy.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error (a React warning, a failed prop type, an act() warning) fails the
// test. It throws at the call for a useful stack, and is checked again after the test in case the
// throw was swallowed by the code that logged it.
let unexpectedErrors: string[] = [];

// Components read their texts from the English catalogue, as a new visitor's browser would; a
// test that switches language is put back to English after it.
beforeAll(() => activateLanguage('en'));

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    unexpectedErrors.push(message);
    throw new Error(`Unexpected console.error: ${message}`);
  });
});

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
  localStorage.clear();
  // The device's language choice (lib/i18n).
  document.cookie = 'language=; path=/; max-age=0';
  document.body.style.overflow = '';
  if (unexpectedErrors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${unexpectedErrors.join('\n')}`);
  }
});
