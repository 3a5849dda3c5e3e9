import { ADMIN_OPERATION_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeApiKey, makeSecurityOverview, signInAsAdmin } from '../../test/admin-fixtures';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';

beforeAll(async () => {
  await import('./pages');
});

const KEYS = 'GET /api/admin/api-keys';
const GENERATE = 'POST /api/admin/api-keys/generate';
const FULL_KEY = 'atk_zz99yy88-the-whole-secret-key';

describe('security overview', () => {
  it('shows sign-ins, two-factor share, sessions, staff without MFA and throttled keys', async () => {
    signInAsAdmin();
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('37.5%')).toBeTruthy();
    const figures = screen.getByText('Failed user sign-ins (24 hours)').closest('dl');
    expect(figures?.textContent).toContain('Failed user sign-ins (24 hours)7');
    expect(figures?.textContent).toContain('Failed staff sign-ins (24 hours)2');
    expect(figures?.textContent).toContain('Active sessions18');
    expect(screen.getByText('alan@example.com')).toBeTruthy();
    expect(screen.getByText('ip:203.0.113.5 (6 failed attempts)')).toBeTruthy();
    const audit = screen.getByRole('table', { name: 'Newest audit entries' });
    expect(within(audit).getByText('api_key.created')).toBeTruthy();
  });

  it('says when every admin has MFA and nothing is throttled', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/security/overview': {
        body: makeSecurityOverview({ staff_without_mfa: [], throttled: [] }),
      },
    });
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('Every admin has MFA')).toBeTruthy();
    expect(screen.getByText('No sign-ins are held back now')).toBeTruthy();
  });

  it('says so when the security data cannot be loaded', async () => {
    signInAsAdmin(undefined, {
      'GET /api/admin/security/overview': { status: 500, body: { detail: 'Down' } },
    });
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('Failed to load security data')).toBeTruthy();
  });
});

describe('API keys', () => {
  it('lists each key by its masked prefix, with its usage', async () => {
    signInAsAdmin(undefined, {
      [KEYS]: {
        body: {
          api_keys: [
            makeApiKey(),
            makeApiKey({
              id: 'key-2',
              name: 'Old export',
              role: 'manage',
              status: 'revoked',
              key_prefix: 'atk_99887766',
              last_used_at: '2025-05-20T08:00:00.000Z',
            }),
          ],
        },
      },
    });
    renderApp('/admin/dashboard?tab=security');

    const table = await screen.findByRole('table', { name: 'API keys' });
    const [, active, revoked] = within(table).getAllByRole('row');
    expect(active?.textContent).toContain('Reporting script');
    expect(active?.textContent).toContain('atk_ab12cd34…');
    expect(active?.textContent).toContain('42');
    expect(active?.textContent).toContain('Never');
    expect(active?.textContent).toContain('grace@example.com');
    expect(within(active).getByText('Active').dataset.tone).toBe('success');
    expect(revoked?.textContent).toContain('Revoked');
    expect(revoked?.textContent).toContain('atk_99887766…');
    expect(revoked?.textContent).not.toContain('Never');
    // Only a live key can be revoked.
    expect(within(table).getAllByRole('button', { name: /^Revoke / })).toHaveLength(1);
  });

  it('asks for a name without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin();
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Generate API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate API key' });
    await user.type(within(dialog).getByLabelText('Key name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Generate key' }));

    expect(within(dialog).getByText(ADMIN_OPERATION_MESSAGES.keyNameRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText('Key name').getAttribute('aria-invalid')).toBe('true');
    expect(callCount(fetchMock, GENERATE)).toBe(0);
  });

  it('generates a key, shows it once with a copy button, and refreshes the list', async () => {
    const user = userEvent.setup();
    const created = makeApiKey({ id: 'key-9', name: 'Nightly report', role: 'manage' });
    let keys = [makeApiKey()];
    const fetchMock = signInAsAdmin(undefined, {
      [KEYS]: () => ({ body: { api_keys: keys } }),
      [GENERATE]: () => {
        keys = [created, ...keys];
        return {
          status: 201,
          body: { message: ADMIN_OPERATION_MESSAGES.keyCreated, key: FULL_KEY, api_key: created },
        };
      },
    });
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Generate API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate API key' });
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Role').value).toBe('others');
    await user.type(within(dialog).getByLabelText('Key name'), ' Nightly report ');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manage');
    await user.click(within(dialog).getByRole('button', { name: 'Generate key' }));

    expect(await within(dialog).findByText(FULL_KEY)).toBeTruthy();
    expect(within(dialog).getByText(ADMIN_OPERATION_MESSAGES.keyCreated)).toBeTruthy();
    expect(sentBodies(fetchMock, GENERATE)).toEqual([
      { key_name: 'Nightly report', role: 'manage' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe(FULL_KEY);

    // The list behind the dialog is fetched again at once.
    await waitFor(() => expect(callCount(fetchMock, KEYS)).toBe(2));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'API keys' });
    expect(within(table).getByText('Nightly report')).toBeTruthy();
    // Shown once: nowhere on the page once the dialog is closed, nor when it opens again.
    expect(screen.queryByText(FULL_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate API key' }));
    expect(screen.queryByText(FULL_KEY)).toBeNull();
    const reopened = within(screen.getByRole('dialog'));
    expect(reopened.getByLabelText<HTMLInputElement>('Key name').value).toBe('');
  });

  it('revokes a key after the exact question, and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin(undefined, {
      'DELETE /api/admin/api-keys/key-1': {
        body: { message: ADMIN_OPERATION_MESSAGES.keyRevoked },
      },
    });
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Revoke Reporting script' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke API key' });
    expect(within(confirm).getByText(ADMIN_OPERATION_MESSAGES.keyRevokeConfirm)).toBeTruthy();
    expect(ADMIN_OPERATION_MESSAGES.keyRevokeConfirm).toBe(
      'Are you sure you want to revoke this API key?',
    );
    expect(callCount(fetchMock, 'DELETE /api/admin/api-keys/key-1')).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('API key revoked successfully')).toBeTruthy();
    expect(callCount(fetchMock, 'DELETE /api/admin/api-keys/key-1')).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Revoke API key' })).toBeNull();
    await waitFor(() => expect(callCount(fetchMock, KEYS)).toBe(2));
  });

  it('cancels a revoke without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = signInAsAdmin();
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Revoke Reporting script' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke API key' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callCount(fetchMock, 'DELETE /api/admin/api-keys/key-1')).toBe(0);
  });

  it('says so when a revoke fails', async () => {
    const user = userEvent.setup();
    signInAsAdmin(undefined, {
      'DELETE /api/admin/api-keys/key-1': {
        status: 404,
        body: { detail: ADMIN_OPERATION_MESSAGES.keyNotFound },
      },
    });
    renderApp('/admin/dashboard?tab=security');

    await user.click(await screen.findByRole('button', { name: 'Revoke Reporting script' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke API key' })).getByRole('button', {
        name: 'Revoke',
      }),
    );

    expect(await screen.findByText('Failed to revoke API key')).toBeTruthy();
  });

  it('says so when the API keys cannot be loaded', async () => {
    signInAsAdmin(undefined, { [KEYS]: { status: 500, body: { detail: 'Down' } } });
    renderApp('/admin/dashboard?tab=security');

    expect(await screen.findByText('Failed to load API keys')).toBeTruthy();
  });
});
