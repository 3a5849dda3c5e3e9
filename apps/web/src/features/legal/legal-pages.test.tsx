import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { DEFAULT_SITE } from '../../app/site';
import { activateLanguage } from '../../lib/i18n/i18n';

const SITE = {
  'GET /api/site': {
    body: {
      ...DEFAULT_SITE,
      brand_name: 'Studio Nine',
      support_email: 'help@studio9.test',
      legal_entity: 'Jane Doe',
    },
  },
};

describe('legal pages', () => {
  it('/terms shows the terms with the brand, and the refund policy as its own section', async () => {
    mockApi(SITE);
    renderApp('/terms');

    const page = await screen.findByRole('article');
    expect(within(page).getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    await within(page).findByText(/agreement between you and Jane Doe/);
    expect(page.textContent).toContain('Last updated: October 13, 2025');
    expect(page.textContent).toContain('not intended for children under 13');
    expect(page.textContent).toContain('help@studio9.test');

    const refund = screen.getByRole('region', { name: 'Refund Policy' });
    expect(refund.id).toBe('refund-policy');
    expect(refund.textContent).toContain('All sales are final');
    expect(refund.textContent).toContain('end of the billing period');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('/privacy shows the privacy policy with the brand and the rights it promises', async () => {
    mockApi(SITE);
    renderApp('/privacy');

    const page = await screen.findByRole('article');
    expect(within(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    await within(page).findByText(/when you use Studio Nine/);
    for (const heading of ['1. What we collect', '3. Sharing', '5. Your rights', '7. Children']) {
      expect(within(page).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(page.textContent).toContain('We do not sell your personal data.');
    expect(page.textContent).toContain('Last updated: October 13, 2025');
    expect(
      within(page).getAllByRole('link', { name: 'help@studio9.test' })[0]?.getAttribute('href'),
    ).toBe('mailto:help@studio9.test');
  });

  it('reads in the language of the visitor, with the brand and the date in that language', async () => {
    // A visitor who chose Spanish on this device (the address has no language of its own).
    document.cookie = 'language=es; path=/';
    await act(() => activateLanguage('es'));
    mockApi(SITE);
    renderApp('/terms');

    const page = await screen.findByRole('article');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'Términos del servicio' }),
    ).toBeTruthy();
    await within(page).findByText(/acuerdo entre tú y Jane Doe/);
    expect(within(page).getByRole('heading', { level: 2, name: '8. Menores' })).toBeTruthy();
    expect(page.textContent).toContain('Última actualización: 13 de octubre de 2025');
    expect(page.textContent).toContain('Studio Nine no está dirigido a menores de 13 años');

    const refund = screen.getByRole('region', { name: 'Política de reembolso' });
    expect(refund.textContent).toContain('Todas las ventas son definitivas');
    expect(
      within(page).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href'),
    ).toBe('/privacy');
    expect(page.textContent).toContain('Preguntas: help@studio9.test');
  });
});
