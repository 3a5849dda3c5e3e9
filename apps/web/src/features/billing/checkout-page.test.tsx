import { PAYMENT_MESSAGES } from '@atelier/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { billingApi, makePaymentMethods, makePaymentResult } from '../../test/billing-fixtures';
import type { MockRoutes } from '../../test/mock-api';
import {
  RAZORPAY_PAYMENT,
  razorpayOrder,
  recordCreditsUpdated,
  stubOpener,
  stubRazorpay,
} from '../../test/payments';
import { renderApp } from '../../test/render-app';
import { sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { makeUser } from '../../test/fixtures';

const CREDITS = '/checkout?type=credits&package=credits_10';

function open(path: string, routes: MockRoutes = {}) {
  const fetchMock = signInAs(
    undefined,
    billingApi({
      'POST /api/credits/purchase-razorpay': { body: razorpayOrder() },
      'POST /api/credits/razorpay-verify': { body: makePaymentResult() },
      ...routes,
    }),
  );
  return { fetchMock, ...renderApp(path, withLandingStubs()) };
}

/** Pays with the (fake) Razorpay window and completes the payment in it. */
async function payWithRazorpay(button: string) {
  const checkouts = stubRazorpay();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(checkouts[0]?.opened).toBe(true));
  act(() => checkouts[0]?.options.handler(RAZORPAY_PAYMENT));
  return checkouts;
}

beforeAll(async () => {
  await import('./checkout-page');
});

describe('checkout page', () => {
  it('summarises the order in USD and INR and offers only the enabled gateways', async () => {
    const methods = makePaymentMethods();
    methods.gateways[1] = { ...methods.gateways[1], enabled: false };
    open('/checkout?type=subscription&plan=growth&cycle=yearly', {
      'GET /api/subscription/payment-methods': { body: methods },
    });

    const summary = (await screen.findByRole('heading', { name: 'Order summary' })).parentElement!;
    expect(summary.textContent).toContain('Growth plan (Yearly)');
    expect(summary.textContent).toContain('1 Year');
    expect(summary.textContent).toContain('$114.90');
    expect(summary.textContent).toContain('₹9,536.70');
    const radios = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(radios).toEqual(['razorpay', 'sandbox']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Razorpay/ }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay $114.90' })).toBeTruthy();
  });

  it('in a popup: tells the opener of the payment and closes, without navigating', async () => {
    const popup = stubOpener();
    const { fetchMock, router } = open(CREDITS);

    await payWithRazorpay('Pay $10.00');

    await waitFor(() =>
      expect(popup.postMessage).toHaveBeenCalledWith(
        { type: 'PAYMENT_SUCCESS', data: { type: 'credits' } },
        window.location.origin,
      ),
    );
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/checkout');
    expect(sentBodies(fetchMock, 'POST /api/credits/razorpay-verify')).toEqual([
      { ...RAZORPAY_PAYMENT, package_id: 'credits_10' },
    ]);
  });

  it('opened directly: announces the balance and returns to the subscription page', async () => {
    const announced = recordCreditsUpdated();
    const { router } = open(CREDITS);

    await payWithRazorpay('Pay $10.00');

    expect(
      await screen.findByText('Payment successful! 10 credits have been added to your account.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(announced).toEqual([22.35]);
  });

  it('sends a subscription, with its cycle, and goes to the success page', async () => {
    const { fetchMock, router } = open('/checkout?type=subscription&plan=pro&cycle=monthly', {
      'POST /api/subscription/razorpay-order': { body: razorpayOrder() },
      'POST /api/subscription/razorpay-verify': {
        body: makePaymentResult({ kind: 'subscription', plan_id: 'pro', credits_added: 0 }),
      },
    });

    await payWithRazorpay('Pay $3.49');

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/success'));
    expect(router.state.location.search).toBe('?gateway=razorpay');
    const [order] = sentBodies(fetchMock, 'POST /api/subscription/razorpay-order');
    expect(order).toEqual({
      plan_id: 'pro',
      billing_cycle: 'monthly',
      success_url: `${window.location.origin}/subscription/success?gateway=razorpay`,
      cancel_url: `${window.location.origin}/subscription?payment=cancelled`,
    });
    expect(sentBodies(fetchMock, 'POST /api/subscription/razorpay-verify')).toEqual([
      { ...RAZORPAY_PAYMENT, plan_id: 'pro', billing_cycle: 'monthly' },
    ]);
  });

  it('shows the verification alert when the server refuses the payment', async () => {
    const popup = stubOpener();
    open(CREDITS, {
      'POST /api/credits/razorpay-verify': { status: 400, body: { detail: 'Bad signature' } },
    });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await payWithRazorpay('Pay $10.00');

    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_MESSAGES.verifyFailed);
    expect(warn).toHaveBeenCalled();
    expect(popup.postMessage).not.toHaveBeenCalled();
    expect(popup.close).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $10.00' }).disabled).toBe(
      false,
    );
  });

  it('refuses a link that names nothing to buy', async () => {
    open('/checkout?type=credits&package=credits_7');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('does not name anything to buy');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/subscription');
  });
});

describe('checkout page: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser();
    signInAs({ ...account, preferences: { ...account.preferences, language: 'es' } }, billingApi());
    renderApp(CREDITS, withLandingStubs());

    expect(await screen.findByRole('heading', { name: 'Finalizar compra' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Resumen del pedido' })).toBeTruthy();
    expect(screen.getByText('10 créditos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Método de pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pagar / })).toBeTruthy();
  });
});
