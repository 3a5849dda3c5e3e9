import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../app/route-table';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { useAuth } from '../../kits/session/auth-context';

function SignInProbe() {
  const auth = useAuth();
  return (
    <>
      <p>{auth.status === 'signed-in' ? `signed-in as ${auth.user.email}` : auth.status}</p>
      <button type="button" onClick={() => auth.signIn('issued-token', true)}>
        Sign in
      </button>
    </>
  );
}

const TABLE: readonly AppRoute[] = [
  {
    path: '/',
    access: 'public',
    layout: 'bare',
    page: () => Promise.resolve({ default: SignInProbe }),
  },
];

describe('signIn', () => {
  it('stores the token and the remember-me flag, then loads the user', async () => {
    mockApi({ 'GET /api/auth/me': { body: makeUser({ email: 'grace@example.com' }) } });
    renderApp('/', TABLE);
    expect(await screen.findByText('signed-out')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('signed-in as grace@example.com')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('issued-token');
    expect(localStorage.getItem('remember_me')).toBe('true');
  });

  it('tries again after an earlier failed user fetch', async () => {
    localStorage.setItem('token', 'stale');
    let meStatus = 401;
    mockApi({
      'GET /api/auth/me': () =>
        meStatus === 200 ? { body: makeUser() } : { status: meStatus, body: { detail: 'expired' } },
    });
    renderApp('/', TABLE);
    expect(await screen.findByText('signed-out')).toBeTruthy();

    meStatus = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('signed-in as ada@example.com')).toBeTruthy();
  });
});
