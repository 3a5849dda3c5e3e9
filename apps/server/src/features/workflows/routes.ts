import {
  CreateWorkflowBody,
  ShareWorkflowResponse,
  SharedWorkflow,
  SharedWorkflowParams,
  StepStatusParams,
  StepStatusQuery,
  Workflow,
  WORKFLOW_IMPORT_MAX_BYTES,
  WorkflowExport,
  WorkflowImportBody,
  WorkflowList,
  WorkflowParams,
  WorkflowTeamBody,
  WorkflowTemplateList,
  NoContent,
} from '@atelier/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { handleError } from '../../lib/error-handler';
import { createWorkflow } from './create-workflow';
import { deleteWorkflow } from './delete-workflow';
import { exportWorkflow } from './export-workflow';
import { asImportError, importWorkflow } from './import-workflow';
import { listWorkflowsJson } from './list-workflows';
import { openSharedWorkflow } from './open-shared-workflow';
import { shareWithTeam } from './share-with-team';
import { shareWorkflow } from './share-workflow';
import { activeTemplates } from '../content/curated-templates';
import { templateRunFacts } from '../workflow-runs/template-run-facts';
import { updateStepStatus } from './update-step-status';
import { createWorkflowListCache } from './workflow-list-cache';

const tags = ['workflows'];
const security = [{ bearerAuth: [] }];

/** Workflow automation (spec part 2): every call needs a token; another user's workflow is 404. */
export const workflowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));

  const lists = createWorkflowListCache();
  app.get(
    '/',
    { schema: { tags, security, response: { 200: WorkflowList } } },
    async (request, reply) => {
      const list = await listWorkflowsJson(deps.db, lists, principalOf(request).user.id);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (gzip) reply.header('content-encoding', 'gzip');
      // Already serialized (usually cached): Fastify sends a Buffer as it is.
      return reply.send((gzip ? list.gzip : list.json) as unknown as []);
    },
  );
  app.get(
    '/templates',
    { schema: { tags, security, response: { 200: WorkflowTemplateList } } },
    async () =>
      (await activeTemplates(deps.db, 'workflow')).map((template) => ({
        ...template,
        ...templateRunFacts(deps, template.id),
      })),
  );
  app.post(
    '/',
    { schema: { tags, security, body: CreateWorkflowBody, response: { 201: Workflow } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createWorkflow(deps, principalOf(request).user, request.body, request.log)),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, params: WorkflowParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteWorkflow(deps.db, principalOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/:id/steps/:stepId/status',
    {
      schema: {
        tags,
        security,
        params: StepStatusParams,
        querystring: StepStatusQuery,
        response: { 200: Workflow },
      },
    },
    async (request) =>
      updateStepStatus(deps.db, principalOf(request).user.id, {
        workflowId: request.params.id,
        stepId: request.params.stepId,
        status: request.query.status,
      }),
  );
  app.post(
    '/:id/share',
    {
      schema: { tags, security, params: WorkflowParams, response: { 200: ShareWorkflowResponse } },
    },
    async (request) =>
      shareWorkflow(
        deps.db,
        deps.config.PUBLIC_URL,
        principalOf(request).user.id,
        request.params.id,
      ),
  );
  app.put(
    '/:id/team',
    {
      schema: {
        tags,
        security,
        params: WorkflowParams,
        body: WorkflowTeamBody,
        response: { 200: Workflow },
      },
    },
    async (request) =>
      shareWithTeam(deps.db, principalOf(request).user.id, request.params.id, request.body.team_id),
  );
  app.get(
    '/:id/export',
    { schema: { tags, security, params: WorkflowParams, response: { 200: WorkflowExport } } },
    async (request, reply) => {
      const { file, fileName } = await exportWorkflow(
        deps.db,
        principalOf(request).user.id,
        request.params.id,
      );
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(file);
    },
  );
  app.post(
    '/import',
    {
      bodyLimit: WORKFLOW_IMPORT_MAX_BYTES,
      config: { documentedBody: { 'application/json': WorkflowImportBody } },
      // A file that is not JSON or is too large gets the import message, not the generic one.
      errorHandler: (error: FastifyError, request, reply) => {
        void handleError(asImportError(error) as FastifyError, request, reply);
      },
      schema: { tags, security, body: z.unknown(), response: { 201: Workflow } },
    },
    async (request, reply) =>
      reply.code(201).send(await importWorkflow(deps.db, principalOf(request).user, request.body)),
  );
};

/** The read-only view behind a share link: no token, the link itself is the key. */
export const sharedWorkflowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/:token',
    {
      schema: {
        tags,
        params: SharedWorkflowParams,
        response: { 200: SharedWorkflow },
      },
    },
    async (request) => openSharedWorkflow(deps.db, request.params.token),
  );
};
