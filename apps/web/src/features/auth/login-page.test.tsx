import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { tokenResponse } from '../../test/tokens';

describe('sign-in page', () => {
  it('has the spec wording and links', async () => {
    mockApi();
    renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('checkbox', { name: /for 90 days/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout all devices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
  });

  it('signs in and goes to the landing page, which then offers the dashboard', async () => {
    mockApi({
      'POST /api/auth/login': { body: tokenResponse('from-login-page') },
      'GET /api/auth/me': { body: makeUser() },
    });
    const { router } = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('link', { name: 'Go to dashboard' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('from-login-page');
    expect(localStorage.getItem('remember_me')).toBe('false');
  });

  it('reads in Spanish', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { detail: 'no' } } });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeTruthy();
    expect(screen.getByText('Inicia sesión para seguir creando.')).toBeTruthy();
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' }).textContent).toBe('Mostrar');
    expect(screen.getByRole('checkbox', { name: 'Recordarme durante 90 días' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crea una' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/¿No tienes cuenta\?/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Introduce tu correo electrónico y tu contraseña.',
    );
  });
});
