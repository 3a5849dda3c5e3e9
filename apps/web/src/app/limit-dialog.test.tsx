import type { FeatureType, PlanId } from '@atelier/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makePlan } from '../test/billing-fixtures';
import { mockApi } from '../test/mock-api';
import type { MockRoutes } from '../test/mock-api';
import { activateLanguage } from '../lib/i18n/i18n';
import { LimitDialog } from './limit-dialog';

function renderDialog(
  props: { featureType: FeatureType; limit: number; currentPlan: PlanId },
  routes: MockRoutes = {},
) {
  mockApi(routes);
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/tool', element: <LimitDialog open onOpenChange={onOpenChange} {...props} /> },
      { path: '/subscription', element: <h1>Subscription</h1> },
    ],
    { initialEntries: ['/tool'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onOpenChange, router };
}

describe('LimitDialog', () => {
  it('states the limit in the spec wording and suggests the next plan', () => {
    renderDialog({ featureType: 'ai_prompts', limit: 15, currentPlan: 'starter' });

    const dialog = screen.getByRole('dialog', { name: 'Daily Limit Reached' });
    expect(dialog.textContent).toContain(
      "You've reached your daily limit of 15 AI Prompts for your current plan. Your limit will reset tomorrow, or you can upgrade now for higher limits.",
    );
    const suggestion = screen.getByRole('region', { name: 'Suggested plan' });
    expect(suggestion.textContent).toContain('Pro');
    expect(suggestion.textContent).toContain('$3.49/month');
    expect(suggestion.textContent).toContain('50 AI Prompts per day');
  });

  it('suggests the next plan with its limit as staff set it, once the server answers', async () => {
    const pro = makePlan('pro');
    renderDialog(
      { featureType: 'ai_prompts', limit: 15, currentPlan: 'starter' },
      {
        'GET /api/subscription/plans': {
          body: {
            plans: [makePlan('starter'), { ...pro, limits: { ...pro.limits, ai_prompts: 60 } }],
          },
        },
      },
    );

    const suggestion = screen.getByRole('region', { name: 'Suggested plan' });
    expect(await screen.findByText('60 AI Prompts per day')).toBeTruthy();
    expect(suggestion.textContent).toContain('Pro');
  });

  it('shows "Unlimited" when the next plan has no limit for the feature', () => {
    renderDialog({ featureType: 'ai_prompts', limit: 200, currentPlan: 'growth' });

    const suggestion = screen.getByRole('region', { name: 'Suggested plan' });
    expect(suggestion.textContent).toContain('Enterprise');
    expect(suggestion.textContent).toContain('$49.49/month');
    expect(suggestion.textContent).toContain('Unlimited AI Prompts per day');
  });

  it('closes on Maybe Later without leaving the page', async () => {
    const { onOpenChange, router } = renderDialog({
      featureType: 'workflows',
      limit: 3,
      currentPlan: 'starter',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/tool');
  });

  it('goes to /subscription on Upgrade Now', async () => {
    const { onOpenChange, router } = renderDialog({
      featureType: 'video_concepts',
      limit: 15,
      currentPlan: 'pro',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));

    expect(router.state.location.pathname).toBe('/subscription');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('suggests nothing on enterprise, the top of the ladder', () => {
    renderDialog({ featureType: 'workflows', limit: 200, currentPlan: 'enterprise' });

    expect(screen.getByRole('dialog').textContent).toContain('daily limit of 200 Workflows');
    expect(screen.queryByRole('region', { name: 'Suggested plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeTruthy();
  });

  it('speaks the interface language, with its number and price formats', async () => {
    await activateLanguage('de');
    renderDialog({ featureType: 'ai_prompts', limit: 1500, currentPlan: 'growth' });

    const dialog = screen.getByRole('dialog', { name: 'Tageslimit erreicht' });
    expect(dialog.textContent).toContain('Tageslimit von 1.500 KI-Prompts');
    const suggestion = screen.getByRole('region', { name: 'Empfohlener Tarif' });
    expect(suggestion.textContent).toContain('Unbegrenzt KI-Prompts pro Tag');
    expect(suggestion.textContent).toMatch(/49,49\s\$\/Monat/);
    expect(screen.getByRole('button', { name: 'Vielleicht später' })).toBeTruthy();
  });
});
