import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';

async function renderRegister(routes: MockRoutes = {}) {
  const fetchMock = mockApi(routes);
  const view = renderApp('/register');
  const form = await screen.findByRole('form', { name: 'Create account' });
  return { ...view, fetchMock, form };
}

async function fill(
  form: HTMLElement,
  {
    password = 'analytical',
    confirm = password,
    agree = true,
  }: { password?: string; confirm?: string; agree?: boolean } = {},
) {
  const inside = within(form);
  await userEvent.type(inside.getByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(inside.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(inside.getByLabelText('Password'), password);
  await userEvent.type(inside.getByLabelText('Confirm password'), confirm);
  if (agree) await userEvent.click(inside.getByRole('checkbox', { name: /I agree to the/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('register page', () => {
  it('has the spec title, OAuth buttons and the link to sign in', async () => {
    await renderRegister();

    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in here' }).getAttribute('href')).toBe('/login');
    expect(await screen.findByRole('button', { name: /Google/ })).toBeTruthy();
  });

  it('refuses passwords that do not match', async () => {
    const { form, fetchMock } = await renderRegister();
    await fill(form, { password: 'analytical', confirm: 'analytica1' });
    await submit();

    expect(within(form).getByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(AUTH_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([]);
  });

  it('refuses a password under 6 characters', async () => {
    const { form } = await renderRegister();
    await fill(form, { password: '12345' });
    await submit();

    expect(within(form).getByText('Password must be at least 6 characters long')).toBeTruthy();
  });

  it('needs the agreement', async () => {
    const { form } = await renderRegister();
    await fill(form, { agree: false });
    await submit();

    expect(
      within(form).getByText(
        'You must agree to the Privacy Policy, Refund Policy, and Terms of Service to create an account.',
      ),
    ).toBeTruthy();
  });

  it('opens the privacy, refund and terms dialogs from the agreement', async () => {
    const { form } = await renderRegister();

    for (const name of ['Privacy Policy', 'Refund Policy', 'Terms of Service']) {
      await userEvent.click(within(form).getByRole('link', { name }));
      const dialog = await screen.findByRole('dialog', { name });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('shows the server message and a way to sign in after a registration', async () => {
    const { form, fetchMock, router } = await renderRegister({
      'POST /api/auth/register': {
        status: 201,
        body: {
          message: AUTH_MESSAGES.registered,
          email: 'ada@example.com',
          email_verification_required: true,
        },
      },
    });
    await fill(form);
    await submit();

    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.registered);
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/register');
    expect(sentBodies(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'analytical',
        terms_agreed: true,
        // The page's language, the account's first (issue 35).
        language: 'en',
      },
    ]);
  });

  it('shows the server detail when refused, else the spec fallback', async () => {
    let body: unknown = { detail: AUTH_MESSAGES.emailTaken };
    const { form } = await renderRegister({
      'POST /api/auth/register': () => ({ status: body ? 409 : 502, body }),
    });
    await fill(form);
    await submit();
    expect((await within(form).findByRole('alert')).textContent).toBe(AUTH_MESSAGES.emailTaken);

    body = null;
    await submit();
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(AUTH_MESSAGES.registrationFallback),
    );
  });

  it('signs in and goes to / after 1 s if the server ever answers with a token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { form, router } = await renderRegister({
      'POST /api/auth/register': {
        status: 201,
        body: { message: 'Welcome!', email: 'ada@example.com', access_token: 'register-token' },
      },
      'GET /api/auth/me': { body: makeUser() },
    });
    await fill(form);
    await submit();

    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('register-token');
  });

  it('reads in Spanish', async () => {
    const { form } = await renderRegister();
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Crear cuenta' })).toBe(form);
    const inside = within(form);
    expect(inside.getByText('Al menos 6 caracteres.')).toBeTruthy();
    expect(
      inside.getByRole('checkbox', { name: /^Acepto la Política de privacidad/ }),
    ).toBeTruthy();
    expect(inside.getByText(/^Acepto la/).textContent).toBe(
      'Acepto la Política de privacidad, la Política de reembolso y los Términos del servicio',
    );
    expect(inside.getByRole('link', { name: 'Términos del servicio' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Inicia sesión aquí' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await screen.findByText('o regístrate con')).toBeTruthy();

    await userEvent.type(inside.getByLabelText('Contraseña'), '12345');
    await userEvent.click(inside.getByRole('button', { name: 'Crear cuenta' }));
    expect(inside.getByText('Introduce tu nombre completo.')).toBeTruthy();
    expect(inside.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(inside.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(
      inside.getByText(
        'Debes aceptar la Política de privacidad, la Política de reembolso y los Términos del servicio para crear una cuenta.',
      ),
    ).toBeTruthy();
  });

  it('shows the known answer of the server in Spanish', async () => {
    const { form } = await renderRegister({
      'POST /api/auth/register': {
        status: 201,
        body: { message: AUTH_MESSAGES.registered, email: 'ada@example.com' },
      },
    });
    await act(() => activateLanguage('es'));
    await userEvent.type(within(form).getByLabelText('Nombre completo'), 'Ada Lovelace');
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Contraseña'), 'analytical');
    await userEvent.type(within(form).getByLabelText('Confirma la contraseña'), 'analytical');
    await userEvent.click(within(form).getByRole('checkbox', { name: /^Acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      '¡Cuenta creada! Te hemos enviado un enlace de verificación por correo. Verifica tu dirección de correo para iniciar sesión.',
    );
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeTruthy();
  });
});
