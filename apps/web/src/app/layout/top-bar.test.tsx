import type { PlanId } from '@atelier/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/api-client';
import { emitCreditsUpdated } from '../../lib/credits-events';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

function creditsLink() {
  return screen.getByRole('link', { name: /^\S+ credits$/ });
}

/** The menu button appears only once the user has loaded. */
async function signedInBar() {
  await screen.findByRole('button', { name: 'Open menu' });
  return screen.getByRole('banner');
}

describe('top bar', () => {
  it('offers visitors Sign In and Sign Up, both leading to the landing page', async () => {
    mockApi();
    renderApp('/somewhere-unknown');

    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/');
    expect(within(bar).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/');
    expect(within(bar).queryByRole('button', { name: /menu/i })).toBeNull();
  });

  it("speaks to a visitor in the browser's language, without keeping it for the account", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    mockApi();
    renderApp('/somewhere-unknown');

    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByRole('link', { name: 'Anmelden' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Registrieren' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    // Only a choice is kept on the device (an account's, or a visitor's pick), not a guess.
    expect(document.cookie).not.toContain('language=');
  });

  it('shows the balance to two decimals, the initial, the name and the plan', async () => {
    signInAs(makeUser({ full_name: 'ada lovelace', credits: 12.3456, subscription_plan: 'pro' }));
    renderApp('/dashboard');

    const bar = await signedInBar();
    const credits = creditsLink();
    expect(credits.textContent).toContain('12.35');
    expect(credits.getAttribute('href')).toBe('/subscription');
    expect(within(bar).getByText('A')).toBeTruthy();
    expect(within(bar).getByText('ada lovelace')).toBeTruthy();
    expect(within(bar).getByText('Pro')).toBeTruthy();
    expect(
      within(bar)
        .getByRole('link', { name: /atelier/i })
        .getAttribute('href'),
    ).toBe('/dashboard');
  });

  it('shows the profile picture in place of the initial, and the initial if it fails', async () => {
    signInAs(makeUser({ profile_picture: 'https://cdn.example.com/ada.png' }));
    renderApp('/dashboard');

    const bar = await signedInBar();
    const picture = bar.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('https://cdn.example.com/ada.png');
    expect(within(bar).queryByText('A')).toBeNull();

    fireEvent.error(picture!);

    expect(bar.querySelector('img')).toBeNull();
    expect(within(bar).getByText('A')).toBeTruthy();
  });

  it('falls back to "User" when the name is blank', async () => {
    signInAs(makeUser({ full_name: '  ' }));
    renderApp('/dashboard');

    const bar = await signedInBar();
    expect(within(bar).getByText('User')).toBeTruthy();
    expect(within(bar).getByText('U')).toBeTruthy();
  });

  it('shows "..." for the balance while the user loads', async () => {
    setToken('test-token');
    mockApi({ 'GET /api/auth/me': () => new Promise(() => undefined) });
    renderApp('/dashboard');

    expect((await screen.findByRole('link', { name: /^\S+ credits$/ })).textContent).toContain(
      '...',
    );
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it.each<[PlanId, string, string]>([
    ['enterprise', 'Enterprise', 'bg-purple-100'],
    ['growth', 'Growth', 'bg-indigo-100'],
    ['pro', 'Pro', 'bg-primary-100'],
    ['starter', 'Starter', 'bg-slate-100'],
  ])('colours the %s badge', async (plan, label, colour) => {
    signInAs(makeUser({ subscription_plan: plan }));
    renderApp('/dashboard');

    const badge = within(await signedInBar()).getByText(label);
    expect(badge.className).toContain(colour);
  });

  it('updates the balance at once on a creditsUpdated event', async () => {
    const fetchMock = signInAs(makeUser({ credits: 5 }));
    renderApp('/dashboard');
    await signedInBar();
    expect(creditsLink().textContent).toContain('5.00');

    act(() => emitCreditsUpdated(3.14159));

    await waitFor(() => expect(creditsLink().textContent).toContain('3.14'));
    const userFetches = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me');
    expect(userFetches).toHaveLength(1);
  });
});

describe('top bar after a checkout popup', () => {
  it('asks for the user again on a PAYMENT_SUCCESS message from this origin', async () => {
    let credits = 5;
    const fetchMock = signInAs(makeUser({ credits }), {
      'GET /api/auth/me': () => ({ body: makeUser({ credits }) }),
    });
    renderApp('/dashboard');
    await signedInBar();
    expect(creditsLink().textContent).toContain('5.00');
    const message = (origin: string) =>
      new MessageEvent('message', {
        origin,
        data: { type: 'PAYMENT_SUCCESS', data: { type: 'credits' } },
      });

    credits = 15;
    act(() => {
      window.dispatchEvent(message('https://elsewhere.example'));
    });
    act(() => {
      window.dispatchEvent(message(window.location.origin));
    });

    await waitFor(() => expect(creditsLink().textContent).toContain('15.00'));
    const userFetches = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me');
    expect(userFetches).toHaveLength(2);
  });
});
