import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeLanguage, translate } from '../../lib/i18n/i18n';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { PAGE_MESSAGES_ID, prepareLanguage } from './use-language-sync';

describe('public pages in every language (issue 35)', () => {
  it('opens /es/login in Spanish, with the page in every other language in the footer', async () => {
    mockApi();
    renderApp('/es/login');

    const languages = await screen.findByRole('navigation', { name: 'Idiomas' });
    expect(document.documentElement.lang).toBe('es');
    const link = (name: string) => within(languages).getByRole('link', { name });
    expect(link('Español').getAttribute('aria-current')).toBe('page');
    expect(link('Deutsch').getAttribute('href')).toBe('/de/login');
    expect(link('Português').getAttribute('href')).toBe('/pt/login');
    // English is chosen through /en/..., which the server remembers before the English address.
    expect(link('English').getAttribute('href')).toBe('/en/login');
    // The top bar's way back to the landing page stays in Spanish.
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/es/',
    );
  });

  it('opens the landing page at /de/ in German', async () => {
    mockApi();
    renderApp('/de/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Erstelle alles mit KI – kostenlos zum Start',
      }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
  });

  it('offers no language links on a page that has one address', async () => {
    mockApi();
    renderApp('/help');

    await screen.findByRole('banner');
    expect(screen.queryByRole('navigation', { name: 'Languages' })).toBeNull();
  });
});

describe('a prerendered page’s messages', () => {
  it('are made active before the first render, with nothing fetched', async () => {
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = PAGE_MESSAGES_ID;
    embedded.dataset.language = 'fr';
    embedded.textContent = JSON.stringify({ 'probe.greeting': ['Bonjour ', ['name']] });
    document.body.append(embedded);
    try {
      await prepareLanguage();
      expect(activeLanguage()).toBe('fr');
      expect(translate('probe.greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    } finally {
      embedded.remove();
    }
  });
});
