import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { APP_ROUTES } from '../routes';
import type { AppRoute } from '../route-table';

async function openMenu() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Open menu' });
  await user.click(button);
  return { user, button, menu: screen.getByRole('navigation', { name: 'Main menu' }) };
}

const fakePage = () => Promise.resolve({ default: () => <h1>Image studio</h1> });

describe('app menu', () => {
  it('lists only the items whose pages exist, then Sign Out', async () => {
    signInAs();
    renderApp('/dashboard');

    const { button, menu } = await openMenu();

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'AI Image GenerationFREE',
      'AI Video Generation',
      'Product Ads',
      'Reimagine AI',
      'AI Audio',
      'Prompt Generation',
      'Text Generation',
      'My Creations',
      'AI Tool Ideas',
      'Workflow Automation',
      'Subscription and Usage',
      'Security',
      'Active Sessions',
      'Settings',
      'Teams',
      'Developers',
      'Help Centre',
      'Sign Out',
    ]);
  });

  it('shows an item as soon as its route is in the table, in the spec order', async () => {
    signInAs();
    const table: readonly AppRoute[] = [
      ...APP_ROUTES.filter((route) => !['/image-generation', '/creations'].includes(route.path)),
      { path: '/image-generation', access: 'protected', page: fakePage },
    ];
    renderApp('/dashboard', table);

    const { user, menu } = await openMenu();
    const entries = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'AI Image GenerationFREE',
      'AI Video Generation',
      'Product Ads',
      'Reimagine AI',
      'AI Audio',
      'Prompt Generation',
      'Text Generation',
      'AI Tool Ideas',
      'Workflow Automation',
      'Subscription and Usage',
      'Security',
      'Active Sessions',
      'Settings',
      'Teams',
      'Developers',
      'Help Centre',
      'Sign Out',
    ]);

    await user.click(within(menu).getByRole('link', { name: /AI Image Generation/ }));
    expect(await screen.findByRole('heading', { name: 'Image studio' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('marks the current page', async () => {
    signInAs();
    renderApp('/dashboard');

    const { menu } = await openMenu();
    const dashboard = within(menu).getByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(dashboard.className).toContain('bg-primary-50');
  });

  it('locks page scroll while open and closes on an outside click', async () => {
    signInAs();
    renderApp('/dashboard');

    const { user, button } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('heading', { name: 'Dashboard' }));

    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape and returns focus to the button', async () => {
    signInAs();
    renderApp('/dashboard');

    const { user } = await openMenu();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('signs out: tells the server, forgets the token and returns to the landing page', async () => {
    const fetchMock = signInAs(undefined, { 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/dashboard');

    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-token');
  });
});
