import { DEVELOPER_MESSAGES } from '@atelier/contract';
import type { ApiKey, Webhook, WebhookDelivery } from '@atelier/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { callCount, sentBodies } from '../../test/requests';
import { signInAs } from '../../test/sign-in';

const KEY_ID = '00000000-0000-4000-8000-0000000000a1';
const WEBHOOK_ID = '00000000-0000-4000-8000-0000000000b1';
const DELIVERY_ID = '00000000-0000-4000-8000-0000000000c1';

function makeKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: KEY_ID,
    name: 'Production server',
    prefix: 'atl_Ab12',
    created_at: '2025-03-01T10:00:00.000Z',
    expires_at: null,
    last_used_at: null,
    requests_today: 7,
    ...overrides,
  };
}

function makeWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: WEBHOOK_ID,
    url: 'https://hooks.example.com/atelier',
    events: ['generation.succeeded'],
    credits_low_threshold: 1,
    enabled: true,
    disabled_reason: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function makeDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: DELIVERY_ID,
    event: 'ping',
    status: 'delivered',
    attempts: 1,
    last_status_code: 200,
    last_error: null,
    next_attempt_at: null,
    delivered_at: '2025-03-01T10:00:01.000Z',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function open(routes: MockRoutes = {}, plan: 'starter' | 'growth' = 'growth') {
  const fetchMock = signInAs(makeUser({ subscription_plan: plan }), {
    'GET /api/developer/keys': { body: { keys: [] } },
    'GET /api/developer/webhooks': { body: { webhooks: [] } },
    ...routes,
  });
  const view = renderApp('/developers');
  return { fetchMock, ...view };
}

// Compiles the page once up front, so the first test's waits time the page rather than the bundler.
beforeAll(async () => {
  await import('./developers-page');
});

describe('developers page: API keys', () => {
  it('checks the form, then shows the new key once, with the warning, until Done', async () => {
    const user = userEvent.setup();
    let keys: ApiKey[] = [];
    const { fetchMock } = open({
      'GET /api/developer/keys': () => ({ body: { keys } }),
      'POST /api/developer/keys': () => {
        keys = [makeKey({ expires_at: '2025-03-31T10:00:00.000Z' })];
        return {
          status: 201,
          body: {
            id: KEY_ID,
            name: 'Production server',
            key: 'atl_Ab12secretsecretsecret',
            prefix: 'atl_Ab12',
            created_at: '2025-03-01T10:00:00.000Z',
            expires_at: '2025-03-31T10:00:00.000Z',
          },
        };
      },
    });
    const form = await screen.findByRole('form', { name: 'Create API key' });
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(within(form).getByText(DEVELOPER_MESSAGES.keyNameRequired)).toBeTruthy();
    await user.type(within(form).getByLabelText('Key name'), 'Production server');
    await user.type(within(form).getByLabelText('Expires after (days)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(within(form).getByText(/whole number of days from 1 to 3650/)).toBeTruthy();
    expect(callCount(fetchMock, 'POST /api/developer/keys')).toBe(0);

    await user.clear(within(form).getByLabelText('Expires after (days)'));
    await user.type(within(form).getByLabelText('Expires after (days)'), '30');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));

    const shown = await screen.findByLabelText('Your new API key');
    expect((shown as HTMLInputElement).value).toBe('atl_Ab12secretsecretsecret');
    expect(screen.getByText('Copy it now: you will not see it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/developer/keys')).toEqual([
      { name: 'Production server', expires_in_days: 30 },
    ]);

    const item = await screen.findByRole('listitem', { name: 'Production server' });
    expect(within(item).getByText('atl_Ab12…')).toBeTruthy();
    expect(within(item).getByText('Never')).toBeTruthy();
    expect(within(item).getByText('7')).toBeTruthy();
    expect(within(item).queryByText(/atl_Ab12secret/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
    expect(screen.getByRole('form', { name: 'Create API key' })).toBeTruthy();
  });

  it('shows the server’s refusal, such as the plan gate', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/developer/keys': {
        status: 403,
        body: { detail: DEVELOPER_MESSAGES.needsGrowthPlan },
      },
    });
    const form = await screen.findByRole('form', { name: 'Create API key' });
    await user.type(within(form).getByLabelText('Key name'), 'CI');
    await user.click(within(form).getByRole('button', { name: 'Create API key' }));

    expect((await within(form).findByRole('alert')).textContent).toBe(
      DEVELOPER_MESSAGES.needsGrowthPlan,
    );
  });

  it('asks before revoking, then revokes and lists what is left', async () => {
    const user = userEvent.setup();
    let keys = [makeKey()];
    const { fetchMock } = open({
      'GET /api/developer/keys': () => ({ body: { keys } }),
      [`DELETE /api/developer/keys/${KEY_ID}`]: () => {
        keys = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Production server' });

    await user.click(within(item).getByRole('button', { name: 'Revoke Production server' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callCount(fetchMock, `DELETE /api/developer/keys/${KEY_ID}`)).toBe(0);

    await user.click(within(item).getByRole('button', { name: 'Revoke Production server' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    expect(callCount(fetchMock, `DELETE /api/developer/keys/${KEY_ID}`)).toBe(1);
  });
});

describe('developers page: webhooks', () => {
  it('needs an event, asks the threshold only for credits.low, and shows the secret once', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'POST /api/developer/webhooks': {
        status: 201,
        body: {
          ...makeWebhook({ events: ['generation.succeeded', 'credits.low'] }),
          credits_low_threshold: 5,
          secret: 'whsec_c2VjcmV0',
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://hooks.example.com/a');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText(DEVELOPER_MESSAGES.eventsRequired)).toBeTruthy();

    expect(within(form).queryByLabelText('Credits-low threshold')).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'credits.low' }));
    await user.click(within(form).getByRole('checkbox', { name: 'generation.succeeded' }));
    const threshold = within(form).getByLabelText('Credits-low threshold');
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByLabelText('Your new signing secret');
    expect((secret as HTMLInputElement).value).toBe('whsec_c2VjcmV0');
    expect(sentBodies(fetchMock, 'POST /api/developer/webhooks')).toEqual([
      {
        url: 'https://hooks.example.com/a',
        events: ['generation.succeeded', 'credits.low'],
        credits_low_threshold: 5,
      },
    ]);
  });

  it('shows a refused URL in the form', async () => {
    const user = userEvent.setup();
    open({
      'POST /api/developer/webhooks': {
        status: 400,
        body: { detail: DEVELOPER_MESSAGES.urlNotAllowed },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    await user.type(within(form).getByLabelText('Endpoint URL'), 'http://10.0.0.1/hook');
    await user.click(within(form).getByRole('checkbox', { name: 'generation.failed' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('URL not allowed');
  });

  it('sends a test ping and says how it went', async () => {
    const user = userEvent.setup();
    let answer = makeDelivery();
    open({
      'GET /api/developer/webhooks': { body: { webhooks: [makeWebhook()] } },
      [`POST /api/developer/webhooks/${WEBHOOK_ID}/test`]: () => ({ body: answer }),
    });
    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/atelier' });

    await user.click(within(item).getByRole('button', { name: 'Send test' }));
    expect((await within(item).findByText(/Test ping delivered/)).textContent).toBe(
      'Test ping delivered: the endpoint answered 200.',
    );

    answer = makeDelivery({
      status: 'failed',
      last_status_code: 500,
      last_error: 'The endpoint answered 500.',
      delivered_at: null,
    });
    await user.click(within(item).getByRole('button', { name: 'Send test' }));
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Test ping failed: The endpoint answered 500.',
    );
  });

  it('lists the deliveries, redelivers one, and offers neither on a disabled webhook', async () => {
    const user = userEvent.setup();
    const { fetchMock } = open({
      'GET /api/developer/webhooks': {
        body: {
          webhooks: [
            makeWebhook(),
            makeWebhook({
              id: '00000000-0000-4000-8000-0000000000b2',
              url: 'https://gone.example.com/hook',
              enabled: false,
              disabled_reason: 'The endpoint answered 410 Gone.',
            }),
          ],
        },
      },
      [`GET /api/developer/webhooks/${WEBHOOK_ID}/deliveries`]: {
        body: { deliveries: [makeDelivery()] },
      },
      [`POST /api/developer/webhooks/${WEBHOOK_ID}/deliveries/${DELIVERY_ID}/redeliver`]: {
        status: 202,
        body: makeDelivery({ status: 'pending', attempts: 0, delivered_at: null }),
      },
    });
    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/atelier' });
    const logButton = within(item).getByRole('button', { name: 'Delivery log' });
    expect(logButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(logButton);
    expect(logButton.getAttribute('aria-expanded')).toBe('true');

    const log = await within(item).findByRole('region', {
      name: 'Deliveries to https://hooks.example.com/atelier',
    });
    const row = within(log).getAllByRole('row')[1];
    expect(within(row).getByText('ping')).toBeTruthy();
    expect(within(row).getByText('Delivered')).toBeTruthy();
    expect(within(row).getByText('200')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: /^Redeliver ping/ }));
    expect(await screen.findByText('The ping delivery is queued again.')).toBeTruthy();
    expect(
      callCount(
        fetchMock,
        `POST /api/developer/webhooks/${WEBHOOK_ID}/deliveries/${DELIVERY_ID}/redeliver`,
      ),
    ).toBe(1);

    const disabled = screen.getByRole('listitem', { name: 'https://gone.example.com/hook' });
    expect(within(disabled).getByText('Disabled')).toBeTruthy();
    expect(within(disabled).getByText(/The endpoint answered 410 Gone\./)).toBeTruthy();
    expect(within(disabled).getByRole('button', { name: 'Send test' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('asks before removing a webhook', async () => {
    const user = userEvent.setup();
    let webhooks = [makeWebhook()];
    const { fetchMock } = open({
      'GET /api/developer/webhooks': () => ({ body: { webhooks } }),
      [`DELETE /api/developer/webhooks/${WEBHOOK_ID}`]: () => {
        webhooks = [];
        return { status: 204 };
      },
    });
    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/atelier' });
    await user.click(within(item).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('You have no webhooks yet.')).toBeTruthy();
    expect(callCount(fetchMock, `DELETE /api/developer/webhooks/${WEBHOOK_ID}`)).toBe(1);
  });
});

describe('developers page: plans and examples', () => {
  it('below Growth: the notice and the upgrade link, no forms, keys made before still listed', async () => {
    open({ 'GET /api/developer/keys': { body: { keys: [makeKey()] } } }, 'starter');

    expect(await screen.findByText(DEVELOPER_MESSAGES.needsGrowthPlan)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Growth' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(await screen.findByRole('listitem', { name: 'Production server' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create API key' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add webhook' })).toBeNull();
    // No webhooks: that card is left out altogether.
    expect(screen.queryByRole('heading', { name: 'Webhooks' })).toBeNull();
  });

  it('fills the examples with this server’s address and links the API reference', async () => {
    open();
    const { origin } = window.location;

    const curl = await screen.findByRole('group', { name: 'curl' });
    expect(curl.textContent).toContain(`curl ${origin}/api/generate-image`);
    expect(curl.textContent).toContain('Authorization: Bearer $ATELIER_API_KEY');
    const sdk = screen.getByRole('group', { name: 'TypeScript (@atelier/sdk)' });
    expect(sdk.textContent).toContain(`baseUrl: '${origin}'`);
    expect(sdk.textContent).toContain("from '@atelier/sdk'");
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', { name: /API reference/ })
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/api/docs', '/api/docs']),
    );
  });
});

describe('developers page: language', () => {
  it('reads in the language of the account', async () => {
    const user = userEvent.setup();
    const account = makeUser({ subscription_plan: 'growth' });
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      {
        'GET /api/developer/keys': { body: { keys: [makeKey()] } },
        'GET /api/developer/webhooks': { body: { webhooks: [] } },
      },
    );
    renderApp('/developers');

    expect(await screen.findByRole('heading', { name: 'Desarrolladores' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Claves de API' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear clave de API' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Tus claves de API' })).toBeTruthy();
    expect(screen.getByText('Solicitudes hoy')).toBeTruthy();
    expect(screen.getByText('Aún no tienes webhooks.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Crear clave de API' }));
    expect(await screen.findByText('El nombre de la clave es obligatorio')).toBeTruthy();
  });

  it('says why deliveries failed and why a test ping was refused, in the account’s language', async () => {
    const user = userEvent.setup();
    const account = makeUser({ subscription_plan: 'growth' });
    const failed = (index: number, last_error: string) =>
      makeDelivery({
        id: `00000000-0000-4000-8000-0000000000c${index}`,
        status: 'failed',
        last_status_code: null,
        last_error,
        delivered_at: null,
      });
    signInAs(
      { ...account, preferences: { ...account.preferences, language: 'es' } },
      {
        'GET /api/developer/keys': { body: { keys: [] } },
        'GET /api/developer/webhooks': {
          body: {
            webhooks: [
              makeWebhook(),
              makeWebhook({
                id: '00000000-0000-4000-8000-0000000000b2',
                url: 'https://failing.example.com/hook',
                enabled: false,
                disabled_reason: 'Deliveries failed for 3 days.',
              }),
            ],
          },
        },
        [`GET /api/developer/webhooks/${WEBHOOK_ID}/deliveries`]: {
          body: {
            // Each kind the server writes (deliver-webhook.ts), and one it might write later.
            deliveries: [
              failed(1, 'Could not connect to the endpoint.'),
              failed(2, 'No answer within 10 s.'),
              failed(3, 'The endpoint closed the connection without answering.'),
              failed(4, 'The secure connection to the endpoint failed.'),
              failed(5, 'URL not allowed'),
              failed(6, 'The endpoint answered 503.'),
              failed(7, 'Not sent: The endpoint answered 410 Gone. The webhook was disabled.'),
              failed(8, 'Something new went wrong.'),
            ],
          },
        },
        [`POST /api/developer/webhooks/${WEBHOOK_ID}/test`]: {
          status: 429,
          body: {
            detail: DEVELOPER_MESSAGES.tooManyTestPings,
            code: 'developer.tooManyTestPings',
          },
        },
      },
    );
    renderApp('/developers');

    const item = await screen.findByRole('listitem', { name: 'https://hooks.example.com/atelier' });
    await user.click(within(item).getByRole('button', { name: 'Registro de envíos' }));
    const log = await within(item).findByRole('region', { name: /^Envíos a / });
    const lastResponses = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(lastResponses).toEqual([
      'No se pudo conectar con el endpoint.',
      'Sin respuesta en 10 s.',
      'El endpoint cerró la conexión sin responder.',
      'Falló la conexión segura con el endpoint.',
      'URL no permitida',
      'El endpoint respondió 503.',
      'No enviado: El endpoint respondió 410 Gone (ya no existe). El webhook se desactivó.',
      'Something new went wrong.',
    ]);

    // Five test pings a minute: the sixth is refused with the server's reason, translated.
    await user.click(within(item).getByRole('button', { name: 'Enviar prueba' }));
    expect((await within(item).findByRole('alert')).textContent).toBe(
      'Demasiadas entregas de prueba. Espera un minuto e inténtalo de nuevo.',
    );

    const disabled = screen.getByRole('listitem', { name: 'https://failing.example.com/hook' });
    expect(within(disabled).getByText(/Los envíos fallaron durante 3 días\./).textContent).toBe(
      'Los envíos fallaron durante 3 días. Vuelve a añadirlo para recibir eventos.',
    );
  });

  it('says the API’s limits apply to each key and to all of a person’s keys together', async () => {
    open();
    expect(
      await screen.findByText(/limited for each key and for all your keys together/),
    ).toBeTruthy();
  });
});
