import { AUTH_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@atelier/contract';
import type { CurrentUser } from '@atelier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi, withLandingStubs } from '../../test/account-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./settings-page');
});

afterEach(() => vi.useRealTimers());

function open(routes: MockRoutes = {}, user = makeUser()) {
  const fetchMock = signInAs(user, accountApi(routes));
  const view = renderApp('/settings', withLandingStubs());
  return { fetchMock, ...view };
}

function lastCall(fetchMock: ReturnType<typeof open>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.findLast(
    ([url, init]) => url === path && (init?.method ?? 'GET') === method,
  );
}

function jsonBody(call: ReturnType<typeof lastCall>): unknown {
  return JSON.parse(call?.[1]?.body as string);
}

describe('settings: profile', () => {
  it('saves the name and phone number, and the top bar follows', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'PUT /api/auth/profile': () => {
        const body = jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/profile')) as CurrentUser;
        return { body: makeUser({ full_name: body.full_name, phone_number: body.phone_number }) };
      },
    });

    const name = await screen.findByLabelText('Full name');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    await user.clear(name);
    await user.type(name, '  Grace Hopper ');
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByText('Grace Hopper')).toBeTruthy(),
    );
    expect(jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/profile'))).toEqual({
      full_name: 'Grace Hopper',
      phone_number: '+44 20 7946 0000',
    });
    expect(await screen.findByText(AUTH_MESSAGES.profileUpdated)).toBeTruthy();
  });

  it('refuses a phone number the server would refuse, without asking it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open();

    await user.type(await screen.findByLabelText('Phone number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(lastCall(fetchMock, 'PUT', '/api/auth/profile')).toBeUndefined();
  });
});

describe('settings: profile picture', () => {
  it('checks type and size here, then uploads the file as multipart', async () => {
    // The input's accept list would hide a wrong type; the check behind it is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = open({
      'POST /api/auth/profile-picture': {
        body: makeUser({ profile_picture: 'https://cdn.example.com/me.png' }),
      },
    });
    const input = await screen.findByLabelText(/Upload picture/);

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.pictureInvalid);

    const big = new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(input, big);
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.pictureTooLarge);
    expect(lastCall(fetchMock, 'POST', '/api/auth/profile-picture')).toBeUndefined();

    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(input, picture);

    // The avatar is decorative (alt=""), so it is found as an element, not by role.
    await waitFor(() =>
      expect(screen.getByRole('banner').querySelector('img')?.getAttribute('src')).toBe(
        'https://cdn.example.com/me.png',
      ),
    );
    const init = lastCall(fetchMock, 'POST', '/api/auth/profile-picture')?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('file')).toBe(picture);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the picture', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open(
      { 'DELETE /api/auth/profile-picture': { body: makeUser({ profile_picture: null }) } },
      makeUser({ profile_picture: 'https://cdn.example.com/me.png' }),
    );

    await user.click(await screen.findByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull());
    expect(lastCall(fetchMock, 'DELETE', '/api/auth/profile-picture')).toBeTruthy();
  });
});

describe('settings: preferences', () => {
  it('applies the theme at once, saves everything, and shows Settings Saved for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = open({
      'PUT /api/auth/preferences': () => ({
        body: jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/preferences')),
      }),
    });

    await user.click(await screen.findByRole('switch', { name: 'Marketing emails' }));
    await user.click(screen.getByRole('radio', { name: /Dark/ }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Settings Saved')).toBeTruthy();
    expect(jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/preferences'))).toEqual({
      email_notifications: true,
      push_notifications: false,
      marketing_emails: true,
      analytics_tracking: true,
      theme: 'dark',
      language: 'en',
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Settings Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Settings Saved')).toBeNull();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('switches the whole interface to the language saved, at once and without a reload', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'PUT /api/auth/preferences': () => ({
        body: jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/preferences')),
      }),
    });

    await user.selectOptions(await screen.findByLabelText('Language'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar preferencias' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /créditos$/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).toBeTruthy();
    expect(screen.getByText('Miembro desde')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('language=es');
    expect(jsonBody(lastCall(fetchMock, 'PUT', '/api/auth/preferences'))).toMatchObject({
      language: 'es',
    });
  });

  it('opens in the language the account saved, on any device', async () => {
    const user = userEvent.setup();
    const saved = makeUser();
    open({}, { ...saved, preferences: { ...saved.preferences, language: 'de' } });

    await user.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: 'Einstellungen' })).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Präferenzen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Schnellzugriff' })).toBeTruthy();
    expect(screen.getByLabelText('Vollständiger Name')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('goes back to the saved theme when the page is left unsaved', async () => {
    const user = userEvent.setup();
    const { router } = open();

    await user.click(await screen.findByRole('radio', { name: /Dark/ }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    // The shell re-applies the saved theme in an effect once the preview is dropped, which may
    // come a moment after the next page's heading.
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(false));
  });
});

describe('settings: quick actions and plan', () => {
  it('links only to pages that exist, and signs out', async () => {
    const user = userEvent.setup();
    const { router } = open({ 'POST /api/auth/logout': { body: { message: 'bye' } } });

    const actions = (await screen.findByRole('heading', { name: 'Quick actions' })).parentElement!;
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/security',
      '/active-sessions',
      '/subscription',
      '/developers',
    ]);
    expect(screen.getByRole('link', { name: 'Manage plan' }).getAttribute('href')).toBe(
      '/subscription',
    );

    await user.click(within(actions).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('settings: delete account', () => {
  it('needs the password and the word DELETE, then signs out to the home page', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = open({
      'DELETE /api/auth/account': { body: { message: AUTH_MESSAGES.accountDeleted } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    expect(confirm).toHaveProperty('disabled', true);
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Landing stand-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(jsonBody(lastCall(fetchMock, 'DELETE', '/api/auth/account'))).toEqual({
      confirmation: 'DELETE',
      password: 'my-password',
    });
  });

  it('asks no password of an account that has none, and shows a refusal', async () => {
    const user = userEvent.setup();
    open(
      { 'DELETE /api/auth/account': { status: 500, body: { detail: 'Try later' } } },
      makeUser({ has_password: false }),
    );

    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try later');
    expect(localStorage.getItem('token')).toBe('test-token');
  });
});
