import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

function startFreeButton() {
  const [first] = screen.getAllByRole('button', { name: /start free today/i });
  if (!first) throw new Error('no Start Free Today button');
  return first;
}

async function renderLanding() {
  mockApi();
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('landing page', () => {
  it('links its top bar to the features, benefits and pricing sections', async () => {
    await renderLanding();

    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['#features', '#benefits', '#pricing']);
    for (const href of hrefs) expect(document.querySelector(href ?? '')).not.toBeNull();
  });

  it('shows nine feature cards', async () => {
    await renderLanding();

    const features = screen.getByRole('region', { name: 'Everything you need to create' });
    expect(within(features).getAllByRole('listitem')).toHaveLength(9);
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

    expect(screen.getAllByRole('figure')).toHaveLength(2);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Atelier`);
  });

  it("shows the operator's brand, support address and legal entity from /api/site", async () => {
    mockApi({
      'GET /api/site': {
        body: {
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

  it('takes "Start Free Today" to the sign-up form when there is one', async () => {
    await renderLanding();
    const form = document.createElement('form');
    form.id = 'signup';
    form.innerHTML = '<input name="full_name" />';
    document.body.append(form);
    const scrollIntoView = vi.fn();
    form.scrollIntoView = scrollIntoView;

    await userEvent.click(startFreeButton());

    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(form.querySelector('input'));
    form.remove();
  });

  it('takes "Start Free Today" to the plans while sign-up is not on the page', async () => {
    await renderLanding();
    const pricing = document.getElementById('pricing');
    if (!pricing) throw new Error('no #pricing section');
    const scrollIntoView = vi.fn();
    pricing.scrollIntoView = scrollIntoView;

    await userEvent.click(startFreeButton());

    expect(scrollIntoView).toHaveBeenCalled();
  });
});
