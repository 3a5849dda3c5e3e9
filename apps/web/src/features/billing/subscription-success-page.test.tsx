import { PLANS, planFeatures } from '@atelier/contract';
import type { PlanId, UsageResponse } from '@atelier/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { billingApi, makeUsage } from '../../test/billing-fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';
import { makeUser } from '../../test/fixtures';
import { formatDate } from '../../lib/time';
import { DEFAULT_SITE } from '../../app/site';

function open(gateway: string, routes: MockRoutes = {}) {
  signInAs(
    undefined,
    billingApi({
      'GET /api/site': {
        body: {
          ...DEFAULT_SITE,
          brand_name: 'Atelier',
          support_email: 'help@atelier.test',
          legal_entity: 'A',
        },
      },
      ...routes,
    }),
  );
  return renderApp(`/subscription/success?gateway=${gateway}`, withLandingStubs());
}

/** Opens the page after a purchase of `plan` with this subscription, once its details show. */
async function openAfter(
  gateway: string,
  plan: PlanId,
  subscription: Partial<UsageResponse['subscription']> = {},
) {
  const usage = makeUsage(plan);
  usage.subscription = { ...usage.subscription, ...subscription };
  open(gateway, { 'GET /api/subscription/usage': { body: usage } });
  await screen.findByText('Active');
}

/** The value next to a label in the details list. */
function detail(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

beforeAll(async () => {
  await import('./subscription-success-page');
});

describe('subscription success page', () => {
  it('shows the plan, cycle, gateway, period and end date of a yearly PayPal purchase', async () => {
    await openAfter('paypal', 'growth', {
      billing_cycle: 'yearly',
      current_period_end: '2026-03-01T12:00:00.000Z',
    });

    expect(detail('Plan')).toBe('GrowthActive');
    expect(detail('Billing cycle')).toBe('Yearly');
    expect(detail('Payment method')).toBe('PayPal');
    expect(detail('Access period')).toBe('1 Year');
    expect(detail('Valid until')).toBe(formatDate('2026-03-01T12:00:00.000Z'));
    expect(screen.getByText(/Your plan does not renew automatically/)).toBeTruthy();
    for (const feature of planFeatures('growth', PLANS.growth.dailyLimits))
      expect(screen.getByText(feature)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'help@atelier.test' })).getAttribute('href'),
    ).toBe('mailto:help@atelier.test');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'View Subscription' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('names the sandbox as test mode, a month as the period, and N/A without an end date', async () => {
    await openAfter('sandbox', 'pro', { current_period_end: null });

    expect(detail('Payment method')).toBe('Sandbox (test mode)');
    expect(detail('Billing cycle')).toBe('Monthly');
    expect(detail('Access period')).toBe('1 Month');
    expect(detail('Valid until')).toBe('N/A');
  });

  it('says Razorpay for a Razorpay payment', async () => {
    await openAfter('razorpay', 'pro');

    expect(detail('Payment method')).toBe('Razorpay');
  });
});

describe('subscription success page: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser();
    const usage = makeUsage('pro');
    usage.subscription = { ...usage.subscription, billing_cycle: 'yearly' };
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      billingApi({ 'GET /api/subscription/usage': { body: usage } }),
    );
    renderApp('/subscription/success?gateway=sandbox', withLandingStubs());

    expect(await screen.findByRole('heading', { name: '¡Pago realizado!' })).toBeTruthy();
    expect(await screen.findByText('Activo')).toBeTruthy();
    expect(detail('Ciclo de facturación')).toBe('Anual');
    expect(detail('Método de pago')).toBe('Sandbox (modo de prueba)');
    expect(detail('Periodo de acceso')).toBe('1 año');
    expect(screen.getByText('Todo lo de Starter')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Próximos pasos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toBeTruthy();
  });
});
