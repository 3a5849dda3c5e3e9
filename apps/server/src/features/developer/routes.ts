import {
  ApiKeyCreated,
  ApiKeyIdParams,
  ApiKeysResponse,
  CreateApiKeyBody,
  CreateWebhookBody,
  NoContent,
  Webhook,
  WebhookCreated,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookDeliveryParams,
  WebhookIdParams,
  WebhooksResponse,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';
import { createWebhook } from './webhooks/create-webhook';
import { deleteWebhook } from './webhooks/delete-webhook';
import { listDeliveries } from './webhooks/list-deliveries';
import { listWebhooks } from './webhooks/list-webhooks';
import { redeliver } from './webhooks/redeliver';
import { sendTestPing } from './webhooks/send-test-ping';
import { ownWebhook, webhookView } from './webhooks/webhook-view';

const tags = ['developer'];
const security = [{ bearerAuth: [] }];

/** A user's personal API keys and webhooks (issue 34); managed from a signed-in session only. */
export const developerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps));

  app.post(
    '/developer/keys',
    { schema: { tags, security, body: CreateApiKeyBody, response: { 201: ApiKeyCreated } } },
    async (request, reply) => {
      const created = await createApiKey(deps.db, principalOf(request).user, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/developer/keys',
    { schema: { tags, security, response: { 200: ApiKeysResponse } } },
    async (request) => listApiKeys(deps.db, principalOf(request).user.id),
  );

  app.delete(
    '/developer/keys/:id',
    { schema: { tags, security, params: ApiKeyIdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await revokeApiKey(deps, principalOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/developer/webhooks',
    { schema: { tags, security, body: CreateWebhookBody, response: { 201: WebhookCreated } } },
    async (request, reply) => {
      const created = await createWebhook(deps, principalOf(request).user, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/developer/webhooks',
    { schema: { tags, security, response: { 200: WebhooksResponse } } },
    async (request) => listWebhooks(deps.db, principalOf(request).user.id),
  );

  app.get(
    '/developer/webhooks/:id',
    { schema: { tags, security, params: WebhookIdParams, response: { 200: Webhook } } },
    async (request) =>
      webhookView(await ownWebhook(deps.db, principalOf(request).user.id, request.params.id)),
  );

  app.delete(
    '/developer/webhooks/:id',
    { schema: { tags, security, params: WebhookIdParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteWebhook(deps.db, principalOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/developer/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        security,
        params: WebhookIdParams,
        response: { 200: WebhookDeliveriesResponse },
      },
    },
    async (request) => listDeliveries(deps.db, principalOf(request).user.id, request.params.id),
  );

  app.post(
    '/developer/webhooks/:id/deliveries/:delivery_id/redeliver',
    {
      schema: { tags, security, params: WebhookDeliveryParams, response: { 202: WebhookDelivery } },
    },
    async (request, reply) => {
      const { id, delivery_id } = request.params;
      const delivery = await redeliver(deps, principalOf(request).user.id, id, delivery_id);
      return reply.code(202).send(delivery);
    },
  );

  app.post(
    '/developer/webhooks/:id/test',
    { schema: { tags, security, params: WebhookIdParams, response: { 200: WebhookDelivery } } },
    async (request) => sendTestPing(deps, principalOf(request).user.id, request.params.id),
  );
};
