import {
  AdminContentTemplateResponse,
  AdminContentTemplatesQuery,
  AdminContentTemplatesResponse,
  AdminGatingBody,
  AdminGatingParams,
  AdminGatingResponse,
  AdminPlanGating,
  AdminPromptTemplateInput,
  AdminTemplateParams,
  AdminTemplateStatusBody,
  AdminTemplateStatusParams,
  AdminWorkflowTemplateInput,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { actorOf, requireAdmin } from '../admin-auth';
import { createTemplate } from './create-template';
import { editTemplate } from './edit-template';
import { getGating } from './get-gating';
import { listTemplates } from './list-templates';
import { setTemplateStatus } from './set-template-status';
import { updateGating } from './update-gating';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** Admin portal II: plan feature gating and the template catalogues, curated by staff (issue 19). */
export const adminCurationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  const features = requireAdmin(deps, { permission: 'manage_features' });
  app.get(
    '/features/gating',
    { onRequest: features, schema: { tags, security, response: { 200: AdminGatingResponse } } },
    async () => getGating(deps.db),
  );
  app.put(
    '/features/gating/:plan',
    {
      onRequest: features,
      schema: {
        tags,
        security,
        params: AdminGatingParams,
        body: AdminGatingBody,
        response: { 200: AdminPlanGating },
      },
    },
    async (request) => updateGating(deps.db, actorOf(request), request.params.plan, request.body),
  );

  const content = requireAdmin(deps, { permission: 'view_content' });
  app.get(
    '/content/templates',
    {
      onRequest: content,
      schema: {
        tags,
        security,
        querystring: AdminContentTemplatesQuery,
        response: { 200: AdminContentTemplatesResponse },
      },
    },
    async (request) => listTemplates(deps.db, request.query.kind),
  );

  const created = { 201: AdminContentTemplateResponse };
  const saved = { 200: AdminContentTemplateResponse };
  app.post(
    '/content/templates/prompt',
    {
      onRequest: content,
      schema: { tags, security, body: AdminPromptTemplateInput, response: created },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createTemplate(deps.db, actorOf(request), {
          kind: 'prompt',
          fields: request.body,
        }),
      ),
  );
  app.post(
    '/content/templates/workflow',
    {
      onRequest: content,
      schema: { tags, security, body: AdminWorkflowTemplateInput, response: created },
    },
    async (request, reply) =>
      reply.code(201).send(
        await createTemplate(deps.db, actorOf(request), {
          kind: 'workflow',
          fields: request.body,
        }),
      ),
  );
  app.put(
    '/content/templates/prompt/:id',
    {
      onRequest: content,
      schema: {
        tags,
        security,
        params: AdminTemplateParams,
        body: AdminPromptTemplateInput,
        response: saved,
      },
    },
    async (request) =>
      editTemplate(deps.db, actorOf(request), request.params.id, {
        kind: 'prompt',
        fields: request.body,
      }),
  );
  app.put(
    '/content/templates/workflow/:id',
    {
      onRequest: content,
      schema: {
        tags,
        security,
        params: AdminTemplateParams,
        body: AdminWorkflowTemplateInput,
        response: saved,
      },
    },
    async (request) =>
      editTemplate(deps.db, actorOf(request), request.params.id, {
        kind: 'workflow',
        fields: request.body,
      }),
  );
  app.put(
    '/content/templates/:kind/:id/status',
    {
      onRequest: content,
      schema: {
        tags,
        security,
        params: AdminTemplateStatusParams,
        body: AdminTemplateStatusBody,
        response: saved,
      },
    },
    async (request) =>
      setTemplateStatus(
        deps.db,
        actorOf(request),
        request.params.kind,
        request.params.id,
        request.body.active,
      ),
  );
};
