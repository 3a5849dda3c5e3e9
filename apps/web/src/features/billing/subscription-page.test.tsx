import { PAYMENT_MESSAGES } from '@atelier/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import {
  billingApi,
  makeHistory,
  makeHistoryEntry,
  makePaymentMethods,
  makePaymentResult,
  makeUsage,
} from '../../test/billing-fixtures';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import {
  RAZORPAY_PAYMENT,
  razorpayOrder,
  recordCreditsUpdated,
  stubRazorpay,
} from '../../test/payments';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { loadRedditPixel } from '../../kits/pixels/load-reddit-pixel';
import { resetPixels, setConsentCookie } from '../../test/pixels';

function open(routes: MockRoutes = {}, path = '/subscription') {
  const fetchMock = signInAs(makeUser({ credits: 12.3456 }), billingApi(routes));
  const view = renderApp(path, withLandingStubs());
  return { fetchMock, ...view };
}

function requestedUrls(fetchMock: ReturnType<typeof open>['fetchMock'], prefix: string) {
  return fetchMock.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith(prefix));
}

async function planCard(name: string) {
  return within(await screen.findByRole('listitem', { name }));
}

/** Opens the payment-method dialog for the 10-credit package. */
async function buyTenCredits() {
  const user = userEvent.setup();
  const pack = within(await screen.findByRole('listitem', { name: '10 credits' }));
  await user.click(pack.getByRole('button', { name: 'Buy' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Choose a payment method' }) };
}

beforeAll(async () => {
  await import('./subscription-page');
});

afterEach(resetPixels);

describe('subscription page: usage', () => {
  it('colours each bar green below 50 %, yellow below 80 %, red from 80 %, and shows Unlimited', async () => {
    const usage = makeUsage('enterprise');
    usage.current_usage = {
      ai_prompts: 500,
      workflows: 99,
      ai_recommendations: 240,
      image_concepts: 149,
      video_concepts: 74,
    };
    usage.usage_percentage = {
      ai_prompts: 0,
      workflows: 49.5,
      ai_recommendations: 80,
      image_concepts: 99.3,
      video_concepts: 50,
    };
    open({ 'GET /api/subscription/usage': { body: usage } });

    const colour = (name: string) =>
      screen.getByRole('progressbar', { name }).firstElementChild?.className;
    await screen.findByRole('progressbar', { name: 'Workflows' });
    expect(colour('Workflows')).toContain('bg-emerald-500');
    expect(colour('Video Concepts')).toContain('bg-amber-400');
    expect(colour('AI Recommendations')).toContain('bg-red-500');
    expect(colour('Image Concepts')).toContain('bg-red-500');
    expect(
      screen.getByRole('progressbar', { name: 'Image Concepts' }).getAttribute('aria-valuenow'),
    ).toBe('99');
    // Enterprise prompts are unlimited: no bar, the word instead.
    expect(screen.queryByRole('progressbar', { name: 'AI Prompts' })).toBeNull();
    expect(screen.getByText('500 / Unlimited')).toBeTruthy();
  });
});

describe('subscription page: plans', () => {
  it('prices plans in the local currency, switches to yearly, and ignores the current plan', async () => {
    const user = userEvent.setup();
    open({
      'GET /api/subscription/usage': { body: makeUsage('pro') },
      'GET /api/currency': {
        body: { country_code: 'IN', currency: 'INR', rate: 83.12, rates: {}, source: 'live' },
      },
    });

    const growth = await planCard('Growth');
    await waitFor(() => expect(growth.getByText(/₹955\.05/)).toBeTruthy());
    expect(growth.getByText('/month')).toBeTruthy();
    expect((await planCard('Starter')).getByText('Free')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Yearly' }));

    expect(screen.getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(growth.getByText(/₹9,550\.49/)).toBeTruthy();
    expect(growth.getByText('/year')).toBeTruthy();
    expect(screen.getByText('17% off, saves 2 months')).toBeTruthy();

    const pro = await planCard('Pro');
    expect(pro.getByText('Current plan', { selector: 'span' })).toBeTruthy();
    const current = pro.getByRole<HTMLButtonElement>('button', { name: 'Current plan' });
    expect(current.disabled).toBe(true);
    fireEvent.click(current);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to USD when the currency cannot be found', async () => {
    open({ 'GET /api/currency': { status: 500, body: null } });

    const pro = await planCard('Pro');
    expect(await pro.findByText(/\$3\.49/)).toBeTruthy();
  });

  it('asks PayPal subscribers for the cycle, in USD, then sends them to PayPal', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = open({
      'POST /api/subscription/paypal-create': {
        body: { success: true, order_id: 'PP-1', approval_url: '/paypal-stand-in?token=PP-1' },
      },
    });

    await user.click((await planCard('Pro')).getByRole('button', { name: 'Choose Pro' }));
    const methods = await screen.findByRole('dialog', { name: 'Choose a payment method' });
    expect(methods.textContent).toContain('Pro plan, monthly');
    await user.click(within(methods).getByRole('radio', { name: /PayPal/ }));
    await user.click(within(methods).getByRole('button', { name: 'Continue' }));

    const cycle = await screen.findByRole('dialog', { name: 'Pay with PayPal' });
    expect(within(cycle).getByRole<HTMLInputElement>('radio', { name: /Monthly/ }).checked).toBe(
      true,
    );
    expect(cycle.textContent).toContain('$3.49 per month');
    expect(cycle.textContent).toContain('$34.90 per year (17% off, saves 2 months)');
    await user.click(within(cycle).getByRole('radio', { name: /Yearly/ }));
    await user.click(within(cycle).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/paypal-stand-in'));
    expect(sentBodies(fetchMock, 'POST /api/subscription/paypal-create')).toEqual([
      { plan_id: 'pro', billing_cycle: 'yearly' },
    ]);
  });
});

describe('subscription page: payment method dialog', () => {
  it('selects the default gateway, and keeps Continue disabled while it is not enabled', async () => {
    const methods = makePaymentMethods();
    methods.gateways[0] = { ...methods.gateways[0], enabled: false, note: 'Not configured' };
    const { fetchMock, router } = open({
      'GET /api/subscription/payment-methods': { body: methods },
      'POST /api/credits/purchase-sandbox': {
        body: { success: true, order_id: 'sbx_1', approval_url: '/checkout/sandbox?order=sbx_1' },
      },
      'GET /api/payments/sandbox/orders/sbx_1': {
        body: {
          order_id: 'sbx_1',
          kind: 'credits',
          description: '10 credits',
          amount: 10,
          currency: 'USD',
          status: 'created',
        },
      },
    });
    const { user, dialog } = await buyTenCredits();

    const razorpay = await within(dialog).findByRole<HTMLInputElement>('radio', {
      name: /Razorpay/,
    });
    expect(razorpay.checked).toBe(true);
    expect(razorpay.disabled).toBe(true);
    expect(dialog.textContent).toContain('Not configured');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /PhonePe/ }).disabled).toBe(
      true,
    );
    const continueButton = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Continue',
    });
    expect(continueButton.disabled).toBe(true);

    await user.click(within(dialog).getByRole('radio', { name: /Sandbox/ }));
    expect(continueButton.disabled).toBe(false);
    await user.click(continueButton);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/sandbox'));
    expect(router.state.location.search).toBe('?order=sbx_1');
    expect(requestedUrls(fetchMock, '/api/credits/purchase-sandbox')).toEqual([
      '/api/credits/purchase-sandbox?package_id=credits_10',
    ]);
  });

  it('pays with Razorpay in place: verifies, announces the balance, refreshes the history and reports the purchase', async () => {
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    const checkouts = stubRazorpay();
    const announced = recordCreditsUpdated();
    const { fetchMock } = open({
      'POST /api/credits/purchase-razorpay': { body: razorpayOrder() },
      'POST /api/credits/razorpay-verify': { body: makePaymentResult() },
    });
    const { user, dialog } = await buyTenCredits();
    await within(dialog).findByRole('radio', { name: /Razorpay/ });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(checkouts[0]?.opened).toBe(true));
    expect(checkouts[0]?.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 83000,
      order_id: 'order_rzp_1',
    });
    const historyLoads = callCount(fetchMock, 'GET /api/credits/history');
    act(() => checkouts[0]?.options.handler(RAZORPAY_PAYMENT));

    expect(
      await screen.findByText('Payment successful! 10 credits have been added to your account.'),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /api/credits/razorpay-verify')).toEqual([
      { ...RAZORPAY_PAYMENT, package_id: 'credits_10' },
    ]);
    expect(announced).toEqual([22.35]);
    await waitFor(() =>
      expect(callCount(fetchMock, 'GET /api/credits/history')).toBeGreaterThan(historyLoads),
    );
    expect(screen.getByRole('link', { name: /credits$/ }).textContent).toContain('22.35');
    // Razorpay's amount is in paise.
    expect(window.rdt?.callQueue.slice(2)).toEqual([
      ['track', 'Purchase', { value: 830, currency: 'INR', transactionId: 'order_1' }],
    ]);
  });

  it('says so when checkout.js cannot load, and lets the person try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open({ 'POST /api/credits/purchase-razorpay': { body: razorpayOrder() } });
    const { user, dialog } = await buyTenCredits();
    await within(dialog).findByRole('radio', { name: /Razorpay/ });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const script = await waitFor(() => {
      const found = document.head.querySelector('script[src*="checkout.razorpay.com"]');
      if (!found) throw new Error('checkout.js was not requested');
      return found;
    });
    fireEvent.error(script);

    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_MESSAGES.razorpayMissing);
    expect(warn).toHaveBeenCalledWith(PAYMENT_MESSAGES.razorpayMissing, expect.any(Error));
    const pack = within(screen.getByRole('listitem', { name: '10 credits' }));
    expect(pack.getByRole('button', { name: 'Buy' })).toHaveProperty('disabled', false);
  });
});

describe('subscription page: returning from a gateway', () => {
  it.each([
    [
      '?payment=success&credits=25',
      'Payment successful! 25 credits have been added to your account.',
    ],
    ['?payment=cancelled', PAYMENT_MESSAGES.cancelled],
    ['?payment=failed', PAYMENT_MESSAGES.failed],
  ])('%s shows its alert and clears the address', async (search, text) => {
    const { router } = open({}, `/subscription${search}`);

    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/subscription');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('refreshes credits and usage on a PAYMENT_SUCCESS message from this origin only', async () => {
    const { fetchMock } = open();
    await screen.findByRole('listitem', { name: '10 credits' });
    await waitFor(() => expect(callCount(fetchMock, 'GET /api/credits/balance')).toBe(1));

    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            origin,
            data: { type: 'PAYMENT_SUCCESS', data: { type: 'credits' } },
          }),
        );
      });
    post('https://elsewhere.example');
    post(window.location.origin);

    await waitFor(() => expect(callCount(fetchMock, 'GET /api/credits/balance')).toBe(2));
    expect(callCount(fetchMock, 'GET /api/subscription/usage')).toBe(2);
  });
});

describe('subscription page: credit history', () => {
  it('pages from 1 to total_pages and no further', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'GET /api/credits/history': {
        body: makeHistory(
          [
            makeHistoryEntry(),
            makeHistoryEntry({
              id: 'entry-2',
              type: 'video_generation',
              description: 'Video, 5 s',
              amount: -0.1234,
              balance_after: 12.2266,
            }),
          ],
          { total_pages: 3, total: 25 },
        ),
      },
    });

    const pages = await screen.findByRole('navigation', { name: 'Credit history pages' });
    const previous = within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    const next = within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(previous.disabled).toBe(true);
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(screen.getByText('+10.00').className).toContain('text-emerald-700');
    expect(screen.getByText('-0.1234').className).toContain('text-red-600');
    expect(screen.getByText('Video generation')).toBeTruthy();

    await user.click(next);
    await user.click(next);

    expect(pages.textContent).toContain('Page 3 of 3');
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    await waitFor(() =>
      expect(requestedUrls(fetchMock, '/api/credits/history')).toEqual([
        '/api/credits/history?page=1&per_page=10',
        '/api/credits/history?page=2&per_page=10',
        '/api/credits/history?page=3&per_page=10',
      ]),
    );
  });

  it('only logs a failed history load, and shows an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    open({ 'GET /api/credits/history': { status: 500, body: null } });

    expect(
      await screen.findByText('No credit transactions in the last 7 days.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Failed to load credit history', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('subscription page: cancelling', () => {
  function openOnPro(cancel: MockRoutes[string]) {
    let cancelled = false;
    const usage = () => {
      const body = makeUsage('pro');
      body.subscription.cancelled = cancelled;
      return { body };
    };
    return open({
      'GET /api/subscription/usage': usage,
      'POST /api/subscription/cancel': () => {
        cancelled = true;
        return typeof cancel === 'function' ? cancel() : cancel;
      },
    });
  }

  it('asks first, then cancels and says access lasts until the period end', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openOnPro({
      body: {
        success: true,
        message: 'Subscription cancelled.',
        current_period_end: '2099-02-01T00:00:00.000Z',
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('You keep your Pro plan');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(callCount(fetchMock, 'POST /api/subscription/cancel')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect(await screen.findByText('Subscription cancelled.')).toBeTruthy();
    expect(await screen.findByText(/Cancelled\. You keep your Pro plan until/)).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/subscription/cancel')).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('shows the spec alert when cancelling fails', async () => {
    const user = userEvent.setup();
    openOnPro({ status: 500, body: { detail: 'Database down' } });

    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));

    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_MESSAGES.cancelFailed);
  });
});

describe('subscription page: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser({ credits: 12.3456 });
    signInAs({ ...account, preferences: { ...account.preferences, language: 'es' } }, billingApi());
    renderApp('/subscription', withLandingStubs());

    expect(await screen.findByRole('heading', { name: 'Suscripción y uso' })).toBeTruthy();
    expect(await screen.findByText('Uso de hoy')).toBeTruthy();
    expect(screen.getByText('Prompts de IA')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Planes' })).toBeTruthy();
    const pro = await planCard('Pro');
    expect(pro.getByText('50 prompts de IA al día')).toBeTruthy();
    expect(pro.getByRole('button', { name: 'Elegir Pro' })).toBeTruthy();
    expect((await planCard('Starter')).getByRole('button', { name: 'Plan actual' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Historial de créditos' })).toBeTruthy();

    const user = userEvent.setup();
    const pack = within(await screen.findByRole('listitem', { name: '10 créditos' }));
    await user.click(pack.getByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige un método de pago' });
    expect(within(dialog).getByText('10 créditos. ¿Cómo quieres pagar?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
