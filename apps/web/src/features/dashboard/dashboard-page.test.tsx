import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

describe('dashboard', () => {
  it('offers the ten tools of the spec, in order, each linking to its page', async () => {
    signInAs();
    renderApp('/dashboard');

    const heading = await screen.findByRole('heading', { name: 'Dashboard' });
    const main = heading.closest('main');
    if (!main) throw new Error('the dashboard renders inside <main>');
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/image-generation',
      '/video-generation',
      '/product-ads',
      '/reimagine',
      '/audio-generation',
      '/prompt-generation',
      '/text-generation',
      '/workflows',
      '/ai-tools',
      '/subscription',
    ]);
    expect(links[0]?.textContent).toContain('Free Image Generation');
    expect(links[1]?.textContent).toContain('3 quality tiers');
    expect(links[9]?.textContent).toContain('Subscription and Usage');
  });

  it('greets the user by first name and calls init-data once', async () => {
    const fetchMock = signInAs();
    renderApp('/dashboard');

    expect(await screen.findByText(/Welcome back, Ada\./)).toBeTruthy();
    await waitFor(() => {
      const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/init-data');
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[1]?.method).toBe('POST');
    });
  });

  it('greets and offers the tools in the language of the account', async () => {
    const user = makeUser();
    signInAs({ ...user, preferences: { ...user.preferences, language: 'es' } });
    renderApp('/dashboard');

    const heading = await screen.findByRole('heading', { name: 'Panel' });
    expect(screen.getByText('Hola de nuevo, Ada. ¿Qué te gustaría crear hoy?')).toBeTruthy();
    const links = within(heading.closest('main') as HTMLElement).getAllByRole('link');
    expect(links[0]?.textContent).toContain('Generación de imágenes gratis');
    expect(links[9]?.textContent).toContain('Suscripción y uso');
  });

  it('only logs a failed init-data call', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs(undefined, { 'POST /api/init-data': { status: 500, body: { detail: 'Down' } } });
    renderApp('/dashboard');

    await waitFor(() => expect(warn).toHaveBeenCalledWith('init-data failed', expect.anything()));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
