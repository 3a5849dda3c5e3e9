import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { VERIFY_REDIRECT_MS } from './verify-email-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('email verification page', () => {
  it('says the link is invalid at once when it has no token, and offers a resend', async () => {
    const fetchMock = mockApi();
    renderApp('/verify-email');

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.verifyInvalidLink);
    expect(screen.getByRole('form', { name: 'Resend verification email' })).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/auth/verify-email')).toBe(0);
  });

  it('verifies once, signs in with the token and goes to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /api/auth/verify-email': {
        body: {
          message: AUTH_MESSAGES.verified,
          access_token: 'verified-token',
          token_type: 'bearer',
        },
      },
      'GET /api/auth/me': { body: makeUser() },
      'POST /api/init-data': { body: {} },
    });
    const { router } = renderApp('/verify-email?token=abc');

    expect(await screen.findByText(AUTH_MESSAGES.verified, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Taking you to your dashboard...')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('verified-token');
    expect(sentBodies(fetchMock, 'POST /api/auth/verify-email')).toEqual([{ token: 'abc' }]);

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/verify-email');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callCount(fetchMock, 'POST /api/auth/verify-email')).toBe(1);
  });

  it('without a token in the answer, shows the message and a Go to Login button to /', async () => {
    mockApi({
      'POST /api/auth/verify-email': { body: { message: AUTH_MESSAGES.verifiedSignInLimit } },
    });
    const { router } = renderApp('/verify-email?token=abc');

    expect(await screen.findByText(AUTH_MESSAGES.verifiedSignInLimit)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('shows the server detail when verification fails, else the spec fallback', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: { detail: AUTH_MESSAGES.invalidVerificationToken },
      },
    });
    renderApp('/verify-email?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.invalidVerificationToken,
    );
  });

  it('falls back to the spec text when the failure has no detail', async () => {
    mockApi({ 'POST /api/auth/verify-email': { status: 502 } });
    renderApp('/verify-email?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.verifyFallback);
  });

  it('resends a verification email, with the spec texts', async () => {
    let status = 200;
    const fetchMock = mockApi({
      'POST /api/auth/resend-verification': () => ({
        status,
        body: status === 200 ? { message: AUTH_MESSAGES.resendSuccess } : { detail: 'down' },
      }),
    });
    renderApp('/verify-email');
    const resend = await screen.findByRole('button', { name: 'Resend verification email' });

    await userEvent.click(resend);
    expect(await screen.findByText('Please enter your email address.')).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/auth/resend-verification')).toBe(0);

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(resend);
    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.resendSuccess);

    status = 500;
    await userEvent.click(resend);
    expect(await screen.findByText(AUTH_MESSAGES.resendPageFailed)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/auth/resend-verification')).toEqual([
      { email: 'ada@example.com' },
      { email: 'ada@example.com' },
    ]);
  });

  it('reads in Spanish', async () => {
    mockApi({
      'POST /api/auth/verify-email': {
        status: 400,
        body: {
          detail: AUTH_MESSAGES.invalidVerificationToken,
          code: 'auth.invalidVerificationToken',
        },
      },
    });
    renderApp('/verify-email?token=old');
    await screen.findByRole('heading', { name: 'Verification failed' });
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { name: 'No se pudo verificar' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Este enlace de verificación no es válido o ha caducado. Pide uno nuevo.',
    );
    expect(screen.getByRole('heading', { name: '¿Necesitas un enlace nuevo?' })).toBeTruthy();
    const resend = screen.getByRole('form', { name: 'Reenviar correo de verificación' });
    expect(resend).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
    expect(await screen.findByText('Introduce tu dirección de correo electrónico.')).toBeTruthy();
  });

  it('shows a verification in Spanish', async () => {
    mockApi({
      'POST /api/auth/verify-email': { body: { message: AUTH_MESSAGES.verifiedSignInLimit } },
    });
    renderApp('/verify-email?token=abc');
    await screen.findByRole('heading', { name: 'Email verified' });
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { name: 'Correo verificado' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Tu correo electrónico está verificado. Ya tienes la sesión iniciada en 3 dispositivos, así que cierra sesión en alguno de ellos y luego inicia sesión aquí.',
    );
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
