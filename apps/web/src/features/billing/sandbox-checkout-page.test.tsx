import { PAYMENT_MESSAGES } from '@atelier/contract';
import type { SandboxOrder } from '@atelier/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withLandingStubs } from '../../test/account-fixtures';
import { billingApi, makePaymentResult } from '../../test/billing-fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { recordCreditsUpdated, stubOpener } from '../../test/payments';
import { renderApp } from '../../test/render-app';
import { callCount } from '../../test/requests';
import { signInAs } from '../../test/sign-in';
import { makeUser } from '../../test/fixtures';
import { loadRedditPixel } from '../../kits/pixels/load-reddit-pixel';
import { loadSnapPixel } from '../../kits/pixels/load-snap-pixel';
import { resetPixels, setConsentCookie } from '../../test/pixels';

const ORDER = '/api/payments/sandbox/orders/sbx_1';

function makeOrder(overrides: Partial<SandboxOrder> = {}): SandboxOrder {
  return {
    order_id: 'sbx_1',
    kind: 'credits',
    description: '25 credits',
    amount: 25,
    currency: 'USD',
    status: 'created',
    team_id: null,
    ...overrides,
  };
}

function open(routes: MockRoutes = {}) {
  const fetchMock = signInAs(
    undefined,
    billingApi({
      [`GET ${ORDER}`]: { body: makeOrder() },
      [`POST ${ORDER}/approve`]: {
        body: makePaymentResult({
          order_id: 'sbx_1',
          credits: 37.35,
          credits_added: 25,
          redirect_url: '/subscription?payment=success&credits=25',
        }),
      },
      [`POST ${ORDER}/decline`]: { body: { success: true } },
      ...routes,
    }),
  );
  return { fetchMock, ...renderApp('/checkout/sandbox?order=sbx_1', withLandingStubs()) };
}

/** Opens the page, presses one of its buttons, and counts the two answers sent. */
async function press(button: 'Approve payment' | 'Decline') {
  const view = open();
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const sent = () => ({
    approve: callCount(view.fetchMock, `POST ${ORDER}/approve`),
    decline: callCount(view.fetchMock, `POST ${ORDER}/decline`),
  });
  return { ...view, sent };
}

beforeAll(async () => {
  await import('./sandbox-checkout-page');
});

afterEach(resetPixels);

describe('sandbox checkout page', () => {
  it('is marked TEST MODE and shows the order', async () => {
    open();

    expect(await screen.findByText('25 credits')).toBeTruthy();
    expect(screen.getByText('TEST MODE')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
  });

  it('approves, announces the new balance and goes to the redirect_url', async () => {
    const announced = recordCreditsUpdated();
    const { router, sent } = await press('Approve payment');

    expect(
      await screen.findByText('Payment successful! 25 credits have been added to your account.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(announced).toEqual([37.35]);
    expect(sent()).toEqual({ approve: 1, decline: 0 });
  });

  it('reports an approved plan to the advertising pixels the visitor accepted', async () => {
    setConsentCookie('granted');
    loadRedditPixel('a2_test');
    loadSnapPixel('snap-test');
    open({
      [`GET ${ORDER}`]: { body: makeOrder({ kind: 'subscription', amount: 29 }) },
      [`POST ${ORDER}/approve`]: {
        body: makePaymentResult({
          order_id: 'sbx_1',
          kind: 'subscription',
          redirect_url: '/subscription/success?gateway=sandbox',
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve payment' }));

    await waitFor(() =>
      expect(window.rdt?.callQueue.slice(2)).toEqual([
        ['track', 'Purchase', { value: 29, currency: 'USD', transactionId: 'sbx_1' }],
      ]),
    );
    expect(window.snaptr?.queue.slice(2)).toEqual([
      [
        'track',
        'PURCHASE',
        { price: 29, currency: 'USD', transaction_id: 'sbx_1', number_items: 1 },
      ],
      ['track', 'SUBSCRIBE', { price: 29, currency: 'USD' }],
    ]);
  });

  it('in a popup: tells the opener and closes instead', async () => {
    const popup = stubOpener();
    const announced = recordCreditsUpdated();
    const { router } = await press('Approve payment');

    await waitFor(() => expect(popup.close).toHaveBeenCalledTimes(1));
    expect(popup.postMessage).toHaveBeenCalledWith(
      { type: 'PAYMENT_SUCCESS', data: { type: 'credits' } },
      window.location.origin,
    );
    expect(router.state.location.pathname).toBe('/checkout/sandbox');
    expect(announced).toEqual([]);
  });

  it('declines, then shows the failed-payment alert on the subscription page', async () => {
    const { router, sent } = await press('Decline');

    expect(await screen.findByText(PAYMENT_MESSAGES.failed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/subscription');
    expect(sent()).toEqual({ approve: 0, decline: 1 });
  });

  it("for a team's order: announces no personal balance, and a decline returns to the team", async () => {
    const team = '6f1c2a54-7d0e-4a7b-9a38-3f0c1c9d2b11';
    const announced = recordCreditsUpdated();
    const approved = open({
      [`GET ${ORDER}`]: { body: makeOrder({ team_id: team }) },
      [`POST ${ORDER}/approve`]: {
        body: makePaymentResult({
          order_id: 'sbx_1',
          credits: 125,
          team_id: team,
          redirect_url: `/teams?team=${team}&tab=wallet&payment=success&credits=25`,
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve payment' }));
    await waitFor(() => expect(approved.router.state.location.pathname).toBe('/teams'));
    expect(announced).toEqual([]);
    approved.unmount();

    const declined = open({ [`GET ${ORDER}`]: { body: makeOrder({ team_id: team }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined.router.state.location.pathname).toBe('/teams'));
    expect(declined.router.state.location.search).toBe(`?team=${team}&tab=wallet&payment=failed`);
  });

  it('says when the order is already paid, and links back', async () => {
    open({ [`GET ${ORDER}`]: { body: makeOrder({ status: 'paid' }) } });

    expect(await screen.findByText('This order is already paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve payment' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Back to Subscription and Usage' }).getAttribute('href'),
    ).toBe('/subscription');
  });
});

describe('sandbox checkout page: language', () => {
  it('reads in the language of the account', async () => {
    const account = makeUser();
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      billingApi({ [`GET ${ORDER}`]: { body: makeOrder() } }),
    );
    renderApp('/checkout/sandbox?order=sbx_1', withLandingStubs());

    expect(await screen.findByRole('heading', { name: 'Pago de prueba' })).toBeTruthy();
    expect(screen.getByText('MODO DE PRUEBA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aprobar pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeTruthy();
  });
});
