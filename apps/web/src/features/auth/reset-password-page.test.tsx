import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { mockApi } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';
import { RESET_REDIRECT_MS } from './components/reset-password-form';

const VALID: MockRoutes = {
  'POST /api/auth/validate-reset-token': { body: { valid: true, email: 'a***@example.com' } },
};

afterEach(() => {
  vi.useRealTimers();
});

describe('reset password page', () => {
  it('says the link is broken when it has no token', async () => {
    const fetchMock = mockApi();
    renderApp('/reset-password');

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetMissingToken);
    expect(
      screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('validate-reset-token'),
      expect.anything(),
    );
  });

  it('checks the token first, then refuses an invalid one', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockApi({
      'POST /api/auth/validate-reset-token': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/reset-password?token=expired');

    expect(await screen.findByText('Checking your reset link...')).toBeTruthy();
    answer({ status: 400, body: { detail: AUTH_MESSAGES.resetTokenInvalid } });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetTokenInvalid);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
  });

  it('shows the masked email and checks the new password', async () => {
    const fetchMock = mockApi(VALID);
    renderApp('/reset-password?token=good');

    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    expect(screen.getByText('a***@example.com')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('New password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm new password'), '12346');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(form.textContent).toContain('Password must be at least 6 characters long.');
    expect(form.textContent).toContain('Passwords do not match.');
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([]);
  });

  it('resets, shows the message, and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      ...VALID,
      'POST /api/auth/reset-password': { body: { message: AUTH_MESSAGES.passwordReset } },
    });
    const { router } = renderApp('/reset-password?token=good');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findByRole('status')).textContent).toContain(AUTH_MESSAGES.passwordReset);
    expect(sentBodies(fetchMock, 'POST /api/auth/reset-password')).toEqual([
      { token: 'good', new_password: 'new-secret' },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server detail when the reset is refused', async () => {
    mockApi({
      ...VALID,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { detail: AUTH_MESSAGES.resetTokenInvalid },
      },
    });
    renderApp('/reset-password?token=good');
    await userEvent.type(await screen.findByLabelText('New password'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.resetTokenInvalid);
  });

  it('reads in Spanish', async () => {
    mockApi({
      ...VALID,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { detail: AUTH_MESSAGES.resetTokenInvalid, code: 'auth.resetTokenInvalid' },
      },
    });
    renderApp('/reset-password?token=good');
    const form = await screen.findByRole('form', { name: 'Choose a new password' });
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { name: 'Elige una nueva contraseña' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Elige una nueva contraseña' })).toBe(form);
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Para la cuenta a***@example.com. Se cerrará la sesión en tus dispositivos.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), '12345');
    await userEvent.type(screen.getByLabelText('Confirma la nueva contraseña'), '12346');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    expect(form.textContent).toContain('La contraseña debe tener al menos 6 caracteres.');
    expect(form.textContent).toContain('Las contraseñas no coinciden.');

    await userEvent.type(screen.getByLabelText('Nueva contraseña'), '6');
    await userEvent.clear(screen.getByLabelText('Confirma la nueva contraseña'));
    await userEvent.type(screen.getByLabelText('Confirma la nueva contraseña'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
    // The server's refusal, by its code.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El enlace para restablecer la contraseña no es válido o ha caducado. Solicita uno nuevo.',
    );
  });
});
