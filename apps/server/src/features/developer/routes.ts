import {
  ApiKeyCreated,
  ApiKeyIdParams,
  ApiKeysResponse,
  CreateApiKeyBody,
  NoContent,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

const tags = ['developer'];
const security = [{ bearerAuth: [] }];

/** A user's personal API keys (issue 34); managed from a signed-in session only. */
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
};
