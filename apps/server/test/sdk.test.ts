import type { ApiKeyCreated, WebhookCreated } from '@atelier/contract';
import { AtelierError, createClient, verifyWebhook, WebhookVerificationError } from '@atelier/sdk';
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeApi, documentText } from '../src/openapi-document';
import { bearer, createUser, grantCredits, tokenFor } from './helpers/factories';
import { createTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';
import { createWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

const SDK_SOURCE = new URL('../../../packages/sdk/src/', import.meta.url);

/** packages/sdk driven against a real server listening on a port, as a developer would use it. */
describe('the SDK', () => {
  let t: TestApp;
  let baseUrl: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_FETCH_ALLOW: '127.0.0.1' } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    receiver = await createWebhookReceiver();
    await receiver.up();
  });
  afterAll(async () => {
    await receiver.down();
    await t.close();
  });

  async function developer() {
    const user = await createUser(t, { plan: 'growth' });
    await grantCredits(t, user.id, 1);
    const headers = bearer(await tokenFor(t, user));
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers,
      payload: { name: 'sdk' },
    });
    return { headers, apiKey: key.json<ApiKeyCreated>().key };
  }

  it('generates an image, follows the job to its end and downloads the file', async () => {
    const { apiKey } = await developer();
    const atelier = createClient({ apiKey, baseUrl });
    const accepted = await atelier.generateImage({ prompt: 'a red kite', model_type: 'ultra' });
    expect(accepted.job_id).toMatch(/^[0-9a-f-]{36}$/);
    const seen: string[] = [];
    const job = await atelier.waitForJob(accepted.job_id, {
      onProgress: (event) => seen.push(event.status),
    });
    expect(job).toMatchObject({ id: accepted.job_id, status: 'succeeded', cost: 0.0325 });
    expect(seen.at(-1)).toBe('succeeded');
    const file = await fetch(new URL(job.outputs[0].download_url, baseUrl), {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(job.outputs[0].content_type);

    const { data } = await atelier.api.GET('/api/auth/me');
    expect(data?.subscription_plan).toBe('growth');
  });

  it('falls back to polling when the progress stream is unavailable', async () => {
    const { apiKey } = await developer();
    const streams: string[] = [];
    const atelier = createClient({
      apiKey,
      baseUrl,
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/events')) {
          streams.push(url);
          return Promise.reject(new TypeError('stream blocked by a proxy'));
        }
        return fetch(input, init);
      },
    });
    const accepted = await atelier.generateImage({ prompt: 'a blue kite', model_type: 'ultra' });
    const job = await atelier.waitForJob(accepted.job_id, { pollMs: 100 });
    expect(job.status).toBe('succeeded');
    expect(streams).toHaveLength(1);
  });

  it("answers the API's problem as an AtelierError", async () => {
    const { apiKey } = await developer();
    const atelier = createClient({ apiKey, baseUrl });
    const error = await atelier
      .generateImage({ prompt: '', model_type: 'ultra' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AtelierError);
    expect(error).toMatchObject({ status: 422 });
    const refused = createClient({ apiKey: 'atl_not-a-key', baseUrl });
    await expect(refused.generateImage({ prompt: 'x', model_type: 'ultra' })).rejects.toMatchObject(
      { status: 401 },
    );
  });

  it('verifies a real delivery, and refuses a changed, stale or foreign one', async () => {
    const { headers, apiKey } = await developer();
    const hook = (
      await t.app.inject({
        method: 'POST',
        url: '/api/developer/webhooks',
        headers,
        payload: { url: receiver.url, events: ['generation.succeeded'] },
      })
    ).json<WebhookCreated>();
    const atelier = createClient({ apiKey, baseUrl });
    const accepted = await atelier.generateImage({ prompt: 'a kite', model_type: 'ultra' });
    await until(() => receiver.received.length > 0);
    const delivery = receiver.received[0];
    const event = verifyWebhook(hook.secret, delivery.body, delivery.headers);
    expect(event).toMatchObject({
      type: 'generation.succeeded',
      data: { job_id: accepted.job_id },
    });

    expect(() =>
      verifyWebhook(hook.secret, delivery.body.replace('succeeded', 'failed'), delivery.headers),
    ).toThrow(WebhookVerificationError);
    const later = new Date(Date.now() + 10 * 60_000);
    expect(() =>
      verifyWebhook(hook.secret, delivery.body, delivery.headers, { now: later }),
    ).toThrow('too old');
    const foreignSecret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    expect(() => verifyWebhook(foreignSecret, delivery.body, delivery.headers)).toThrow(
      WebhookVerificationError,
    );

    // A message the Standard Webhooks library signs passes our check too.
    const at = new Date();
    const body = '{"type":"ping","timestamp":"x","data":{}}';
    const signature = new StandardWebhook(foreignSecret).sign('msg_1', at, body);
    const signed = verifyWebhook(foreignSecret, body, {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    });
    expect(signed.type).toBe('ping');
  });

  it('keeps its OpenAPI document and types as the server describes itself now', async () => {
    const document = await describeApi();
    const kept = await readFile(new URL('openapi.json', SDK_SOURCE), 'utf8');
    expect(kept, 'run: npm run generate -w @atelier/sdk').toBe(documentText(document));
    const types = astToString(await openapiTS(JSON.parse(kept) as Parameters<typeof openapiTS>[0]));
    const keptTypes = await readFile(new URL('schema.ts', SDK_SOURCE), 'utf8');
    expect(keptTypes.endsWith(types), 'run: npm run generate -w @atelier/sdk').toBe(true);
  });
});
