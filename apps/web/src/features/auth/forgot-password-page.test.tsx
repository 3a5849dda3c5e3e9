import { AUTH_MESSAGES } from '@atelier/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { mockApi } from '../../test/mock-api';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';

const SENT = {
  message: AUTH_MESSAGES.forgotSuccess,
  delivery: {
    sender: 'no-reply@atelier.test',
    delivery_time: 'Usually within a minute or two.',
    check_spam: 'If it has not arrived, look in your spam or junk folder.',
    troubleshooting: ['Check the address you typed.', 'The link expires in 1 hour.'],
  },
};

async function renderForgot(routes: MockRoutes = {}) {
  const fetchMock = mockApi(routes);
  renderApp('/forgot-password');
  const form = await screen.findByRole('form', { name: 'Reset password' });
  return { fetchMock, form };
}

describe('forgot password page', () => {
  it('needs an email', async () => {
    const { fetchMock } = await renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address.');
    expect(sentBodies(fetchMock, 'POST /api/auth/forgot-password')).toEqual([]);
  });

  it('shows the message and the delivery details, then lets one send another', async () => {
    const { fetchMock } = await renderForgot({ 'POST /api/auth/forgot-password': { body: SENT } });
    await userEvent.type(screen.getByLabelText('Email'), '  Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe(AUTH_MESSAGES.forgotSuccess);
    const page = screen.getByRole('region', { name: 'Check your email' });
    expect(page.textContent).toContain('no-reply@atelier.test');
    expect(page.textContent).toContain('Usually within a minute or two.');
    expect(page.textContent).toContain('look in your spam');
    expect(within(page).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(sentBodies(fetchMock, 'POST /api/auth/forgot-password')).toEqual([
      { email: 'ada@example.com' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another' }));
    expect(await screen.findByRole('form', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('Ada@Example.com');
  });

  it('shows the server detail on failure, else the spec fallback', async () => {
    let body: unknown = { detail: AUTH_MESSAGES.tooManyEmails(10) };
    await renderForgot({
      'POST /api/auth/forgot-password': () => ({ status: body ? 429 : 500, body }),
    });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_MESSAGES.tooManyEmails(10));

    body = null;
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_MESSAGES.forgotFallback)).toBeTruthy();
  });

  it('reads in Spanish, with the delivery tips the server is known to send', async () => {
    const { form } = await renderForgot({
      'POST /api/auth/forgot-password': {
        body: {
          message: AUTH_MESSAGES.forgotSuccess,
          delivery: {
            ...SENT.delivery,
            troubleshooting: [
              'Add no-reply@atelier.test to your contacts so the email is not filtered.',
              'The link expires in 1 hour and works once; ask for another if it has expired.',
              'Still nothing? Write to help@atelier.test.',
              'A tip this page does not know.',
            ],
          },
        },
      },
    });
    await act(() => activateLanguage('es'));

    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Restablecer contraseña' })).toBe(form);
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Introduce tu dirección de correo electrónico.',
    );

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar enlace de restablecimiento' }),
    );
    const page = await screen.findByRole('region', { name: 'Revisa tu correo' });
    expect(within(page).getByRole('status').textContent).toBe(
      'Si existe una cuenta con este correo, te hemos enviado un enlace para restablecer tu contraseña.',
    );
    expect(page.textContent).toContain('Remitente');
    expect(page.textContent).toContain('Normalmente en uno o dos minutos.');
    expect(page.textContent).toContain('¿Sigue sin llegar?');
    expect(
      within(page)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Añade no-reply@atelier.test a tus contactos para que el correo no se filtre.',
      'El enlace caduca en 1 hora y solo funciona una vez; pide otro si ha caducado.',
      '¿Sigue sin llegar? Escribe a help@atelier.test.',
      'A tip this page does not know.',
    ]);
    expect(screen.getByRole('button', { name: 'Enviar otro' })).toBeTruthy();
  });
});
