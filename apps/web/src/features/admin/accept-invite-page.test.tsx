import { ADMIN_MESSAGES } from '@atelier/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';

// Compiles the pages once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./pages');
});

describe('accept invitation page', () => {
  it('checks the password, sets it, then points to the admin login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /api/admin/invitations/accept': { body: { message: 'Password set.' } },
    });
    renderApp('/admin/accept-invite?token=invite-123');

    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('Password must be at least 12 characters long.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/admin/invitations/accept')).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a long staff passphrase');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a long staff passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText('Password set.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to admin login' }).getAttribute('href')).toBe(
      '/admin/login',
    );
    expect(sentBodies(fetchMock, 'POST /api/admin/invitations/accept')).toEqual([
      { token: 'invite-123', password: 'a long staff passphrase' },
    ]);
  });

  it("shows the server's reason for a dead link", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/admin/invitations/accept': {
        status: 400,
        body: { detail: ADMIN_MESSAGES.inviteInvalid },
      },
    });
    renderApp('/admin/accept-invite?token=expired');

    await user.type(await screen.findByLabelText('New password'), 'a long staff passphrase');
    await user.type(screen.getByLabelText('Confirm password'), 'a long staff passphrase');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.inviteInvalid);
  });

  it('says the link is invalid when it has no token', async () => {
    mockApi();
    renderApp('/admin/accept-invite');

    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.inviteInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
