import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import type { AppRoute } from '../route-table';
import { adminRedirect } from './admin-guard';

function fakePage(text: string) {
  return () => Promise.resolve({ default: () => <h1>{text}</h1> });
}

// Stand-in pages, so the guard is tested apart from the admin pages' own calls.
const ADMIN_TABLE: readonly AppRoute[] = [
  { path: '/admin', access: 'admin', layout: 'bare', page: fakePage('Admin sign-in') },
  { path: '/admin/login', access: 'admin', layout: 'bare', page: fakePage('Admin sign-in') },
  { path: '/admin/dashboard', access: 'admin', layout: 'bare', page: fakePage('Admin home') },
  { path: '/admin/users/:userId', access: 'admin', layout: 'bare', page: fakePage('User detail') },
];

describe('adminRedirect', () => {
  it.each([
    ['/admin/dashboard', false, '/admin/login'],
    ['/admin/users/7', false, '/admin/login'],
    ['/admin', false, '/admin/login'],
    ['/admin/login', false, null],
    ['/admin/accept-invite', false, null],
    ['/admin/accept-invite', true, null],
    ['/admin/login', true, '/admin/dashboard'],
    ['/admin/login/', true, '/admin/dashboard'],
    ['/admin', true, '/admin/dashboard'],
    ['/admin/dashboard', true, null],
    ['/admin/users/7', true, null],
  ])('%s with token=%s goes to %s', (path, hasToken, expected) => {
    expect(adminRedirect(path, hasToken)).toBe(expected);
  });
});

describe('admin routes from the table', () => {
  it('send a visitor without an admin token to the admin login', async () => {
    mockApi();
    const { router } = renderApp('/admin/users/7', ADMIN_TABLE);

    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('send an admin with a token from the login screens to the admin dashboard', async () => {
    mockApi();
    localStorage.setItem('admin_token', 'admin-jwt');
    const { router } = renderApp('/admin', ADMIN_TABLE);

    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('let an admin with a token open other admin pages', async () => {
    mockApi();
    localStorage.setItem('admin_token', 'admin-jwt');
    const { router } = renderApp('/admin/users/7', ADMIN_TABLE);

    expect(await screen.findByRole('heading', { name: 'User detail' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users/7'));
  });
});
