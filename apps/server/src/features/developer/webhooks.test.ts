import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import {
  DEVELOPER_MESSAGES,
  type ApiKeyCreated,
  type WebhookCreated,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookPayload,
  type WebhooksResponse,
} from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, grantCredits, tokenFor } from '../../../test/helpers/factories';
import { startReplicateDouble, type ReplicateDouble } from '../../../test/helpers/replicate-double';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';
import {
  createWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../../test/helpers/webhook-receiver';
import { mailMessages, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { checkWebhookUrl } from './webhooks/check-webhook-url';

/** Retries a second or two apart here; production waits 5 s, 30 s, 2 min ... (config.ts). */
const RETRY_SECONDS = '1,1,1,2,2,2,2';

describe('webhooks', () => {
  let t: TestApp;
  let replicate: ReplicateDouble;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    replicate = await startReplicateDouble({ token: 'r8_test_token' });
    t = await createTestApp({
      env: {
        REPLICATE_API_TOKEN: 'r8_test_token',
        REPLICATE_API_URL: replicate.url,
        REPLICATE_POLL_MS: '20',
        MEDIA_FETCH_ALLOW: '127.0.0.1',
        WEBHOOK_RETRY_SECONDS: RETRY_SECONDS,
        WEBHOOK_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await replicate.close();
    for (const receiver of receivers) await receiver.down();
  });

  async function receiver(up = true) {
    const made = await createWebhookReceiver();
    receivers.push(made);
    if (up) await made.up();
    return made;
  }

  async function developer(credits = 0) {
    const user = await createUser(t, { plan: 'growth' });
    if (credits > 0) await grantCredits(t, user.id, credits);
    const token = await tokenFor(t, user);
    return { user, token, headers: bearer(token) };
  }

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject(
      payload === undefined
        ? { method: 'POST', url, headers }
        : { method: 'POST', url, headers, payload: payload as Record<string, unknown> },
    );
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  async function addWebhook(
    headers: Record<string, string>,
    url: string,
    events: string[],
    extra: Record<string, unknown> = {},
  ) {
    const response = await post('/api/developer/webhooks', headers, { url, events, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json<WebhookCreated>();
  }

  async function newKey(headers: Record<string, string>) {
    const response = await post('/api/developer/keys', headers, { name: 'webhooks' });
    return response.json<ApiKeyCreated>().key;
  }

  /** The payload after checking the signature with the Standard Webhooks library. */
  function verified(secret: string, delivery: ReceivedWebhook): WebhookPayload {
    return new StandardWebhook(secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as WebhookPayload;
  }

  async function generate(headers: Record<string, string>, modelType = 'ultra') {
    return post('/api/generate-image', headers, { prompt: 'a red kite', model_type: modelType });
  }

  async function deliveries(headers: Record<string, string>, webhookId: string) {
    const response = await get(`/api/developer/webhooks/${webhookId}/deliveries`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<WebhookDeliveriesResponse>().deliveries;
  }

  it('adds a webhook with its secret shown once, lists, reads and removes it', async () => {
    const { headers } = await developer();
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['generation.succeeded', 'credits.low'], {
      credits_low_threshold: 2.5,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created).toMatchObject({
      url: hook.url,
      events: ['generation.succeeded', 'credits.low'],
      credits_low_threshold: 2.5,
      enabled: true,
      disabled_reason: null,
    });
    const list = await get('/api/developer/webhooks', headers);
    expect(list.json<WebhooksResponse>().webhooks.map((w) => w.id)).toEqual([created.id]);
    expect(list.body).not.toContain(created.secret);
    const one = await get(`/api/developer/webhooks/${created.id}`, headers);
    expect(one.json()).toEqual(list.json<WebhooksResponse>().webhooks[0]);

    const stranger = await developer();
    expect((await get(`/api/developer/webhooks/${created.id}`, stranger.headers)).statusCode).toBe(
      404,
    );
    const removedByStranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/webhooks/${created.id}`,
      headers: stranger.headers,
    });
    expect(removedByStranger.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/webhooks/${created.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await get(`/api/developer/webhooks/${created.id}`, headers);
    expect(after.statusCode).toBe(404);
    expect(after.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.webhookNotFound);
  });

  it('refuses bad input, internal addresses, plans below Growth and API keys', async () => {
    const { headers } = await developer();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ url: '', events: ['ping'] }, 422, 'url'],
      [{ url: 'https://example.com/h', events: [] }, 422, DEVELOPER_MESSAGES.eventsRequired],
      [{ url: 'https://example.com/h', events: ['job.done'] }, 422, 'events'],
      [{ url: 'not a url', events: ['credits.low'] }, 400, 'Invalid URL'],
      [{ url: 'ftp://example.com/h', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://user:pw@example.com/h', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://169.254.169.254/latest', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://10.1.2.3/h', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://[::1]:8080/h', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://[::127.0.0.1]:9912/x', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://[::a00:1]/x', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://[::c0a8:1]/x', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://[64:ff9b::a9fe:a9fe]/x', events: ['credits.low'] }, 400, 'URL not allowed'],
      [{ url: 'http://localhost:9/h', events: ['credits.low'] }, 400, 'URL not allowed'],
      [
        { url: 'https://example.com/h', events: ['credits.low'], credits_low_threshold: 0 },
        422,
        'credits_low_threshold',
      ],
    ];
    for (const [payload, status, text] of cases) {
      const response = await post('/api/developer/webhooks', headers, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status });
      expect(response.body).toContain(text);
    }

    const pro = bearer(await tokenFor(t, await createUser(t, { plan: 'pro' })));
    const refused = await post('/api/developer/webhooks', pro, {
      url: 'https://example.com/h',
      events: ['credits.low'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.needsGrowthPlan);

    const key = bearer(await newKey(headers));
    for (const [method, url] of [
      ['GET', '/api/developer/webhooks'],
      ['POST', '/api/developer/webhooks'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: key,
        ...(method === 'POST' ? { payload: { url: 'https://example.com', events: ['ping'] } } : {}),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.needsSession);
    }
  });

  it('wants https in production, and lets MEDIA_FETCH_ALLOW name an internal host', async () => {
    const production = { allow: [], production: true };
    await expect(checkWebhookUrl('http://example.com/h', production)).rejects.toThrow(
      DEVELOPER_MESSAGES.httpsRequired,
    );
    await expect(checkWebhookUrl('https://93.184.215.14/h', production)).resolves.toBe(
      'https://93.184.215.14/h',
    );
    const rules = { allow: ['10.0.0.7:8443'], production: false };
    await expect(checkWebhookUrl('http://10.0.0.7:8443/h', rules)).resolves.toBeTruthy();
    await expect(checkWebhookUrl('http://10.0.0.7:9000/h', rules)).rejects.toThrow(
      'URL not allowed',
    );
  });

  it('keeps at most 10 webhooks', async () => {
    const { headers } = await developer();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/developer/webhooks', headers, {
          url: 'https://93.184.215.14/h',
          events: ['credits.low'],
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    expect(responses.find((r) => r.statusCode === 409)?.body).toContain(
      DEVELOPER_MESSAGES.tooManyWebhooks,
    );
  });

  it('signs generation.succeeded as Standard Webhooks says, with outputs a key can download', async () => {
    const { headers } = await developer(1);
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['generation.succeeded']);
    const key = bearer(await newKey(headers));
    const response = await generate(key);
    expect(response.statusCode).toBe(200);
    await until(() => hook.received.length === 1);

    const [delivery] = hook.received;
    const payload = verified(created.secret, delivery);
    expect(delivery.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(payload.type).toBe('generation.succeeded');
    const data = payload.data as {
      job_id: string;
      tool: string;
      status: string;
      credits_used: number;
      outputs: { url: string; download_url: string; content_type: string }[];
    };
    expect(data).toMatchObject({ tool: 'image', status: 'succeeded', credits_used: 0.0325 });
    expect(data.outputs).toHaveLength(1);
    const path =
      new URL(data.outputs[0].download_url).pathname + new URL(data.outputs[0].download_url).search;
    expect(data.outputs[0].url.startsWith(t.config.PUBLIC_URL)).toBe(true);
    const file = await get(path, key);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(data.outputs[0].content_type);

    // A body changed on the way, or another secret, fails the library's check.
    expect(() =>
      verified(created.secret, { ...delivery, body: delivery.body.replace('succeeded', 'failed') }),
    ).toThrow();
    const [logged] = await deliveries(headers, created.id);
    expect(logged).toMatchObject({
      id: delivery.headers['webhook-id'],
      event: 'generation.succeeded',
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      next_attempt_at: null,
    });
  });

  it('tells generation.failed, and credits.low once when a charge crosses the threshold', async () => {
    replicate.script('black-forest-labs/flux-1.1-pro', { kind: 'fail', error: 'overloaded' });
    const { headers } = await developer(1.05);
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['generation.failed', 'credits.low']);
    const other = await receiver();
    await addWebhook(headers, other.url, ['generation.succeeded']);

    expect((await generate(headers, 'ultra_pro')).statusCode).toBe(503);
    expect((await generate(headers)).statusCode).toBe(200); // 1.0175 left: still above 1
    expect((await generate(headers)).statusCode).toBe(200); // 0.985: below 1
    expect((await generate(headers)).statusCode).toBe(200); // 0.9525: already below
    await until(() => hook.received.length >= 2 && other.received.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const events = hook.received.map((d) => verified(created.secret, d));
    expect(events.map((e) => e.type)).toEqual(['generation.failed', 'credits.low']);
    expect(events[0].data).toMatchObject({ status: 'failed', credits_used: 0, outputs: [] });
    expect(String(events[0].data.error)).toContain('overloaded');
    expect(events[1].data).toMatchObject({ balance: 0.985, charged: 0.0325 });
    replicate.reset();
  });

  it('tells payment.succeeded once for a paid order', async () => {
    const { headers } = await developer();
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['payment.succeeded']);
    const order = (
      await post('/api/credits/purchase-sandbox?package_id=credits_50', headers)
    ).json<{ order_id: string }>();
    const approvals = await Promise.all([
      post(`/api/payments/sandbox/orders/${order.order_id}/approve`, headers),
      post(`/api/payments/sandbox/orders/${order.order_id}/approve`, headers),
    ]);
    expect(approvals.some((a) => a.statusCode === 200)).toBe(true);
    await until(() => hook.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(hook.received).toHaveLength(1);
    const payload = verified(created.secret, hook.received[0]);
    expect(payload).toMatchObject({
      type: 'payment.succeeded',
      data: { order_id: order.order_id, kind: 'credits', credits_added: 50, currency: 'USD' },
    });
  });

  it('gets every event to a receiver that was down at first, once each, signed', async () => {
    const { headers } = await developer(1);
    const hook = await receiver(false);
    const created = await addWebhook(headers, hook.url, ['generation.succeeded']);
    const jobs = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await generate(headers);
      expect(response.statusCode).toBe(200);
      jobs.push(response.json<{ job_id?: string }>());
    }
    await until(async () =>
      (await deliveries(headers, created.id)).every((d) => d.attempts >= 2 && d.last_error),
    );
    const waiting = await deliveries(headers, created.id);
    expect(waiting.map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    expect(waiting[0].last_error).toBe('Could not connect to the endpoint.');
    expect(waiting[0].next_attempt_at).not.toBeNull();

    await hook.up();
    await until(async () =>
      (await deliveries(headers, created.id)).every((d) => d.status === 'delivered'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hook.received).toHaveLength(3);
    const ids = new Set(hook.received.map((d) => d.headers['webhook-id']));
    expect(ids.size).toBe(3);
    for (const delivery of hook.received) {
      expect(verified(created.secret, delivery).type).toBe('generation.succeeded');
    }
  });

  it('sends a test ping once, redelivers with the same id, and disables on 410', async () => {
    const { headers, user } = await developer(1);
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['generation.succeeded']);
    const ping = await post(`/api/developer/webhooks/${created.id}/test`, headers);
    expect(ping.statusCode).toBe(200);
    expect(ping.json<WebhookDelivery>()).toMatchObject({
      event: 'ping',
      status: 'delivered',
      last_status_code: 200,
    });
    expect(verified(created.secret, hook.received[0])).toMatchObject({
      type: 'ping',
      data: { webhook_id: created.id },
    });

    hook.state.status = 500;
    const failedPing = await post(`/api/developer/webhooks/${created.id}/test`, headers);
    expect(failedPing.json<WebhookDelivery>()).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_status_code: 500,
      last_error: 'The endpoint answered 500.',
    });

    hook.state.status = 200;
    const redelivered = await post(
      `/api/developer/webhooks/${created.id}/deliveries/${ping.json<WebhookDelivery>().id}/redeliver`,
      headers,
    );
    expect(redelivered.statusCode).toBe(202);
    await until(() => hook.received.length === 3);
    expect(hook.received[2].headers['webhook-id']).toBe(hook.received[0].headers['webhook-id']);
    const unknown = await post(
      `/api/developer/webhooks/${created.id}/deliveries/${created.id}/redeliver`,
      headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.deliveryNotFound);

    hook.state.status = 410;
    expect((await generate(headers)).statusCode).toBe(200);
    await until(async () => {
      const one = await get(`/api/developer/webhooks/${created.id}`, headers);
      return one.json<{ enabled: boolean }>().enabled === false;
    });
    const disabled = (await get(`/api/developer/webhooks/${created.id}`, headers)).json<unknown>();
    expect(disabled).toMatchObject({ disabled_reason: 'The endpoint answered 410 Gone.' });
    expect((await deliveries(headers, created.id))[0]).toMatchObject({
      event: 'generation.succeeded',
      status: 'failed',
      last_status_code: 410,
    });
    const told = await t.runtime.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, user.email));
    expect(told.map((m) => m.subject)).toContain(
      `Your ${t.config.BRAND_NAME} webhook was disabled`,
    );
    const again = await post(`/api/developer/webhooks/${created.id}/test`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.webhookDisabled);
  });

  it('throttles test pings per user and reports the kind of failure, not the socket (issue 48)', async () => {
    const { headers } = await developer();
    const closed = await receiver(false);
    const silent = await startSilentServer();
    const hooks = [
      await addWebhook(headers, closed.url, ['generation.succeeded']),
      await addWebhook(headers, silent.url, ['generation.succeeded']),
    ];
    try {
      const refused = await post(`/api/developer/webhooks/${hooks[0].id}/test`, headers);
      expect(refused.json<WebhookDelivery>()).toMatchObject({
        status: 'failed',
        last_status_code: null,
        last_error: 'Could not connect to the endpoint.',
      });
      const timedOut = await post(`/api/developer/webhooks/${hooks[1].id}/test`, headers);
      expect(timedOut.json<WebhookDelivery>().last_error).toBe('No answer within 2 s.');

      // Five in any minute across the user's webhooks, however many are asked at once.
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          post(`/api/developer/webhooks/${hooks[i % 2].id}/test`, headers),
        ),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      const limited = burst.find((response) => response.statusCode === 429)!;
      expect(limited.json<{ detail: string }>().detail).toBe(DEVELOPER_MESSAGES.tooManyTestPings);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another user is not held back by this one.
      const other = await developer();
      const theirs = await addWebhook(other.headers, closed.url, ['generation.succeeded']);
      expect(
        (await post(`/api/developer/webhooks/${theirs.id}/test`, other.headers)).statusCode,
      ).toBe(200);
    } finally {
      await silent.close();
    }
  });

  it("sends nothing once the owner's plan is below Growth or has ended (issue 48)", async () => {
    const { headers, user } = await developer(1);
    const hook = await receiver();
    const created = await addWebhook(headers, hook.url, ['generation.succeeded']);
    const plan = (values: Partial<typeof users.$inferInsert>) =>
      t.runtime.db.update(users).set(values).where(eq(users.id, user.id));

    await plan({ subscriptionPlan: 'starter' });
    expect((await generate(headers)).statusCode).toBe(200);
    await plan({ subscriptionPlan: 'growth', subscriptionEndsAt: new Date(Date.now() - 1000) });
    expect((await generate(headers)).statusCode).toBe(200);
    expect(await deliveries(headers, created.id)).toEqual([]);

    await plan({ subscriptionEndsAt: null });
    expect((await generate(headers)).statusCode).toBe(200);
    await until(() => hook.received.length === 1);
    expect(await deliveries(headers, created.id)).toHaveLength(1);
  });

  it('disables an endpoint that has failed for three days and gives up its deliveries', async () => {
    const { headers } = await developer(1);
    const hook = await receiver();
    hook.state.status = 503;
    const created = await addWebhook(headers, hook.url, ['generation.succeeded']);
    await t.runtime.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, created.id));
    expect((await generate(headers)).statusCode).toBe(200);
    await until(async () => {
      const one = await get(`/api/developer/webhooks/${created.id}`, headers);
      return one.json<{ enabled: boolean }>().enabled === false;
    });
    expect((await get(`/api/developer/webhooks/${created.id}`, headers)).json()).toMatchObject({
      disabled_reason: 'Deliveries failed for 3 days.',
    });
    const log = await deliveries(headers, created.id);
    expect(log.every((d) => d.status === 'failed')).toBe(true);
    expect(hook.received).toHaveLength(1);
  });
});

describe('webhook deliveries across a restart', () => {
  it('loses no pending delivery when every process restarts', async () => {
    const first = await createTestApp({
      env: { WEBHOOK_RETRY_SECONDS: RETRY_SECONDS, MEDIA_FETCH_ALLOW: '127.0.0.1' },
    });
    const hook = await createWebhookReceiver();
    try {
      const user = await createUser(first, { plan: 'growth' });
      await grantCredits(first, user.id, 1);
      const headers = bearer(await tokenFor(first, user));
      const created = (
        await first.app.inject({
          method: 'POST',
          url: '/api/developer/webhooks',
          headers,
          payload: { url: hook.url, events: ['generation.succeeded'] },
        })
      ).json<WebhookCreated>();
      const generated = await first.app.inject({
        method: 'POST',
        url: '/api/generate-image',
        headers,
        payload: { prompt: 'a red kite', model_type: 'ultra' },
      });
      expect(generated.statusCode).toBe(200);
      const row = async (app: TestApp) =>
        (
          await app.runtime.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.endpointId, created.id))
        )[0];
      await until(
        async () => (await row(first))?.attempts === 1 && (await row(first))?.status === 'pending',
      );
      await first.stop();

      await hook.up();
      const second = await createTestApp({
        shareDatabaseOf: first,
        env: { WEBHOOK_RETRY_SECONDS: RETRY_SECONDS, MEDIA_FETCH_ALLOW: '127.0.0.1' },
      });
      try {
        await until(async () => (await row(second))?.status === 'delivered', 20_000);
        expect(hook.received).toHaveLength(1);
        expect(
          new StandardWebhook(created.secret).verify(
            hook.received[0].body,
            hook.received[0].headers as Record<string, string>,
          ),
        ).toMatchObject({ type: 'generation.succeeded' });
      } finally {
        await second.close();
      }
    } finally {
      await hook.down();
      await first.close();
    }
  });
});

/** A server that takes connections and never answers, as a filtered port would look. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
