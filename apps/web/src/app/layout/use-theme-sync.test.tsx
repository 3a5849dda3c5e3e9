import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

const html = document.documentElement;

/** A stand-in for the system setting, which jsdom does not have. */
function mockSystemTheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    listeners,
    change(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function withTheme(theme: 'light' | 'dark' | 'auto') {
  return makeUser({ preferences: { ...makeUser().preferences, theme } });
}

async function dashboard() {
  // The first test compiles the lazily loaded dashboard, which is slow on a busy machine.
  return screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 10_000 });
}

afterEach(() => html.classList.remove('dark'));

describe('theme on load', () => {
  it('is dark for a user who chose dark', async () => {
    signInAs(withTheme('dark'));
    renderApp('/dashboard');

    await dashboard();
    // An effect sets the class once the account has loaded, which may be just after the heading
    // is on screen (nothing is cached on a first visit): CI once looked in between.
    await waitFor(() => expect(html.classList.contains('dark')).toBe(true));
  });

  it('stays light for a user who chose light, even on a dark system', async () => {
    mockSystemTheme(true);
    signInAs(withTheme('light'));
    renderApp('/dashboard');

    await dashboard();
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('follows the system on auto, and keeps following it', async () => {
    const system = mockSystemTheme(true);
    signInAs(withTheme('auto'));
    const { unmount } = renderApp('/dashboard');

    await dashboard();
    expect(html.classList.contains('dark')).toBe(true);

    act(() => system.change(false));
    expect(html.classList.contains('dark')).toBe(false);
    act(() => system.change(true));
    expect(html.classList.contains('dark')).toBe(true);

    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('uses the last saved theme while the user is still loading', async () => {
    localStorage.setItem('theme', 'dark');
    setToken('test-token');
    mockApi({ 'GET /api/auth/me': () => new Promise(() => undefined) });
    renderApp('/dashboard');

    await screen.findByText('Loading your account...');
    await waitFor(() => expect(html.classList.contains('dark')).toBe(true));
  });

  it('remembers the theme for the next load', async () => {
    signInAs(withTheme('auto'));
    renderApp('/dashboard');

    await dashboard();
    expect(localStorage.getItem('theme')).toBe('auto');
  });

  it('leaves the landing page light, whatever the user chose', async () => {
    signInAs(withTheme('dark'));
    const { router } = renderApp('/dashboard', withLandingStubs());
    await dashboard();
    expect(html.classList.contains('dark')).toBe(true);

    await act(() => router.navigate('/'));

    expect(await screen.findByRole('heading', { name: 'Landing stand-in' })).toBeTruthy();
    expect(html.classList.contains('dark')).toBe(false);
  });

  it('gives toasts the dark look too', async () => {
    signInAs(withTheme('dark'));
    renderApp('/dashboard');
    await dashboard();

    act(() => {
      toast.success('Saved');
    });

    expect(await screen.findByText('Saved')).toBeTruthy();
    const toaster = document.querySelector('[data-sonner-toaster]');
    await waitFor(() => expect(toaster?.getAttribute('data-sonner-theme')).toBe('dark'));
  });

  it('keeps a visitor on a shell page light', async () => {
    localStorage.setItem('theme', 'dark');
    mockApi();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(html.classList.contains('dark')).toBe(false);
  });
});
