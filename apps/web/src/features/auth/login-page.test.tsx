import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
