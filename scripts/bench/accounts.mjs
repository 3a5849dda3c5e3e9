// Makes verified accounts on a running bench server: sign-up through the API (the real argon2
// hash), then the email marked verified straight in its database, as the mailed link would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export async function createVerifiedAccounts({ baseUrl, dataDir, count, prefix }) {
  const accounts = [];
  for (let i = 0; i < count; i += 1) {
    const account = { email: `${prefix}-${i}@bench.example`, password: `Bench-password-${i}-x7` };
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: `Bench ${i}`, ...account, terms_agreed: true }),
    });
    if (response.status !== 201)
      throw new Error(`register: ${response.status} ${await response.text()}`);
    accounts.push(account);
  }
  const { url } = JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('UPDATE users SET email_verified_at = now() WHERE email LIKE $1', [
    `${prefix}-%`,
  ]);
  await client.end();
  return accounts;
}

export async function logIn(baseUrl, account) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200)
    throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

export async function logOut(baseUrl, token) {
  await fetch(`${baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
}
