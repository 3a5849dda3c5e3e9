import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { DEFAULT_SITE } from '../../app/site';
import { activateLanguage } from '../../lib/i18n/i18n';

// jsdom does not lay out, so it has no scrollIntoView; the sign-up form scrolls itself into view.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

async function renderLanding() {
  mockApi();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The sections under the first screen arrive in their own chunk. */
function findFeatures() {
  return screen.findByRole('region', { name: 'Everything you need to create' });
}

function startFreeButton() {
  const [first] = screen.getAllByRole('button', { name: /start free today/i });
  if (!first) throw new Error('no Start Free Today button');
  return first;
}

describe('landing page', () => {
  it('links its top bar to the features, benefits and pricing sections', async () => {
    await renderLanding();
    await findFeatures();

    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#features', '#benefits', '#pricing']);
    for (const href of hrefs) expect(document.querySelector(href ?? '')).not.toBeNull();
  });

  it('shows nine feature cards', async () => {
    await renderLanding();

    expect(within(await findFeatures()).getAllByRole('listitem')).toHaveLength(9);
  });

  it('prices the four plans from the contract, with "Unlimited" for -1', async () => {
    await renderLanding();

    const enterprise = await screen.findByRole('listitem', { name: 'Enterprise plan' });
    expect(enterprise.textContent).toContain('$49.49');
    expect(enterprise.textContent).toContain('AI PromptsUnlimited');
    expect(screen.getByRole('listitem', { name: 'Starter plan' }).textContent).toContain('$0');
    expect(screen.getByRole('listitem', { name: 'Pro plan' }).textContent).toContain('$3.49');
    expect(screen.getByRole('listitem', { name: 'Growth plan' }).textContent).toContain('$11.49');
  });

  it('shows two testimonials and the current year in the footer', async () => {
    await renderLanding();

    const footer = await screen.findByRole('contentinfo');
    expect(screen.getAllByRole('figure')).toHaveLength(2);
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Atelier`);
  });

  it("shows the operator's brand, support address and legal entity from /api/site", async () => {
    mockApi({
      'GET /api/site': {
        body: {
          ...DEFAULT_SITE,
          brand_name: 'Studio Nine',
          support_email: 'help@studio9.test',
          legal_entity: 'Jane Doe',
        },
      },
    });
    renderApp('/');

    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Studio Nine');
    expect(
      within(footer).getByRole('link', { name: 'help@studio9.test' }).getAttribute('href'),
    ).toBe('mailto:help@studio9.test');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Jane Doe`);
    expect(document.title).toBe('Studio Nine');
  });

  it('opens each policy of the footer in a dialog with the brand filled in', async () => {
    mockApi({
      'GET /api/site': {
        body: {
          ...DEFAULT_SITE,
          brand_name: 'Studio Nine',
          support_email: 'help@studio9.test',
          legal_entity: 'Jane Doe',
        },
      },
    });
    renderApp('/');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    await within(await screen.findByRole('contentinfo')).findByText('Studio Nine');

    for (const [link, text] of [
      ['Privacy Policy', 'We do not sell your personal data.'],
      ['Refund Policy', 'All sales are final'],
      ['Terms of Service', 'agreement between you and Jane Doe'],
    ] as const) {
      await userEvent.click(within(legal).getByRole('link', { name: link }));
      const dialog = await screen.findByRole('dialog', { name: link });
      expect(dialog.textContent).toContain(text);
      expect(dialog.textContent).toContain('October 13, 2025');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('takes "Start Free Today" to the sign-up form in the side card and focuses it', async () => {
    await renderLanding();
    await findFeatures();

    await userEvent.click(startFreeButton());

    const form = await screen.findByRole('form', { name: 'Sign up' });
    expect(form.id).toBe('signup');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(form).getByLabelText('Full Name')),
    );
  });

  it('opens the Platform Tour from "Watch Demo" and closes it with Escape', async () => {
    await renderLanding();

    await userEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const tour = await screen.findByRole('dialog', { name: 'Platform Tour' });
    expect(within(tour).getByText('1 / 8')).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("ends the tour's last slide with Get Started Free, which opens sign-up", async () => {
    await renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Watch Demo' }));
    const tour = await screen.findByRole('dialog', { name: 'Platform Tour' });

    await userEvent.click(within(tour).getByRole('button', { name: /^Go to slide 8/ }));
    await userEvent.click(within(tour).getByRole('button', { name: 'Get Started Free' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
  });

  it('shows a signed-in visitor the way to the dashboard instead of the login card', async () => {
    signInAs(makeUser({ full_name: 'Grace Hopper' }));
    renderApp('/');

    const card = await screen.findByRole('complementary', { name: 'Your account' });
    const link = await within(card).findByRole('link', { name: 'Go to dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(card.textContent).toContain('Welcome back, Grace Hopper');
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('reads in the language of the visitor', async () => {
    // A visitor who chose Spanish on this device (the address has no language of its own).
    document.cookie = 'language=es; path=/';
    await act(() => activateLanguage('es'));
    mockApi();
    renderApp('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Crea lo que quieras con IA, empezando gratis',
      }),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secciones de la página' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Funciones', 'Ventajas', 'Precios']);
    expect(screen.getAllByRole('button', { name: 'Empieza gratis hoy' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Registrarse' })).toBeTruthy();

    await screen.findByRole('region', { name: 'Todo lo que necesitas para crear' });
    const pro = screen.getByRole('listitem', { name: 'Plan Pro' });
    expect(pro.textContent).toContain('al mes');
    expect(pro.textContent).toContain('Límites diarios');
    expect(screen.getByRole('listitem', { name: 'Plan Enterprise' }).textContent).toContain(
      'Prompts de IAIlimitado',
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(
      `© ${new Date().getFullYear()} Atelier. Todos los derechos reservados.`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Ver demo' }));
    const tour = await screen.findByRole('dialog', { name: 'Recorrido por la plataforma' });
    expect(within(tour).getByRole('heading', { level: 3 }).textContent).toBe(
      'Generación de imágenes gratis',
    );
    expect(
      within(tour).getByRole('button', { name: 'Ir a la diapositiva 6: Prompts inteligentes' }),
    ).toBeTruthy();
  });
});
