import { apiFetch } from '../../../lib/api-client';

/** For someone locked out by the 3-session cap: ends every session, proven by the password. */
export async function logoutAllDevicesBeforeLogin(
  email: string,
  password: string,
): Promise<{ message?: string }> {
  return (await apiFetch('/auth/logout-all-devices-before-login', {
    method: 'POST',
    body: { email: email.trim().toLowerCase(), password: password.trim() },
  })) as { message?: string };
}
