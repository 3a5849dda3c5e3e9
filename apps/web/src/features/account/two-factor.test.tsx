import { AUTH_MESSAGES } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../test/account-fixtures';
import { readBlob } from '../../test/blobs';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}`);

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./security-page');
});

function bodyOf(fetchMock: ReturnType<typeof signInAs>, path: string) {
  const call = fetchMock.mock.calls.findLast(([url]) => url === path);
  return JSON.parse(call?.[1]?.body as string) as unknown;
}

describe('two-factor set-up', () => {
  it('shows the QR code and key, refuses a wrong code, then shows the recovery codes once', async () => {
    const user = userEvent.setup();
    let account = makeUser({ two_factor_enabled: false });
    const fetchMock = signInAs(
      account,
      accountApi({
        'GET /api/auth/me': () => ({ body: account }),
        'POST /api/auth/2fa/setup': {
          body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: QR },
        },
        'POST /api/auth/2fa/enable': () => {
          const { code } = bodyOf(fetchMock, '/api/auth/2fa/enable') as { code: string };
          if (code !== '123456') {
            return { status: 400, body: { detail: AUTH_MESSAGES.invalidTwoFactorCode } };
          }
          account = { ...account, two_factor_enabled: true };
          return { body: { message: AUTH_MESSAGES.twoFactorEnabled, recovery_codes: CODES } };
        },
      }),
    );
    renderApp('/security');

    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    const intro = screen.getByRole('dialog', { name: 'Set up two-factor authentication' });
    await user.click(within(intro).getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const input = screen.getByLabelText(/Enter the 6-digit code/);
    await user.type(input, '12 3');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(screen.getByText(AUTH_MESSAGES.twoFactorRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/2fa/enable')).toBe(false);

    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidTwoFactorCode)).toBeTruthy();

    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and enable' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('Store these recovery codes now.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    const createObjectURL = vi.fn((_blob: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download (.txt)' }));
    expect(click).toHaveBeenCalledTimes(1);
    const file = await readBlob(createObjectURL.mock.calls[0][0]);
    expect(file).toContain('ada@example.com');
    expect(file).toContain(CODES[9]);
    expect((click.mock.instances[0] as HTMLAnchorElement).download).toBe(
      'atelier-recovery-codes.txt',
    );

    await user.click(screen.getByRole('button', { name: 'I have stored my codes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Enabled')).toBeTruthy();
  });

  it('turns two-factor off with the password and a code', async () => {
    const user = userEvent.setup();
    let account = makeUser({ two_factor_enabled: true });
    const fetchMock = signInAs(
      account,
      accountApi({
        'GET /api/auth/me': () => ({ body: account }),
        'POST /api/auth/2fa/disable': () => {
          account = { ...account, two_factor_enabled: false };
          return { body: { message: AUTH_MESSAGES.twoFactorDisabled } };
        },
      }),
    );
    renderApp('/security');

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog', { name: 'Two-factor authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable two-factor' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Enter your password');

    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await user.type(within(dialog).getByLabelText('Authenticator or recovery code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Disable two-factor' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, '/api/auth/2fa/disable')).toEqual({
      password: 'my-password',
      code: '654321',
    });
    expect(await screen.findByText('Not enabled')).toBeTruthy();
  });

  it('keeps the dialog open with the server refusal when the code is wrong', async () => {
    const user = userEvent.setup();
    signInAs(
      makeUser({ two_factor_enabled: true }),
      accountApi({
        'POST /api/auth/2fa/disable': {
          status: 400,
          body: { detail: AUTH_MESSAGES.invalidTwoFactorCode },
        },
      }),
    );
    renderApp('/security');

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'my-password');
    await user.type(within(dialog).getByLabelText('Authenticator or recovery code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Disable two-factor' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      AUTH_MESSAGES.invalidTwoFactorCode,
    );
  });
});
