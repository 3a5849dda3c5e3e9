import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';

describe('404 page', () => {
  it('names the missing address and offers a way home and to the dashboard', async () => {
    mockApi();
    renderApp('/no-such-tool?prompt=cat');

    const heading = await screen.findByRole('heading', { name: 'Page not found' });
    const page = heading.closest('section');
    expect(page?.textContent).toContain('/no-such-tool?prompt=cat');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('link', { name: 'Open the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
