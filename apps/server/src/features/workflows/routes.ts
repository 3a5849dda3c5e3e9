import {
  CreateWorkflowBody,
  StepStatusParams,
  StepStatusQuery,
  Workflow,
  WorkflowList,
  WorkflowParams,
  WorkflowTemplateList,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { createWorkflow } from './create-workflow';
import { deleteWorkflow } from './delete-workflow';
import { listWorkflows } from './list-workflows';
import { WORKFLOW_TEMPLATES } from './template-catalogue';
import { updateStepStatus } from './update-step-status';

const tags = ['workflows'];
const security = [{ bearerAuth: [] }];

/** Workflow automation (spec part 2): every call needs a token; another user's workflow is 404. */
export const workflowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('preHandler', requireUser(deps));

  app.get('/', { schema: { tags, security, response: { 200: WorkflowList } } }, async (request) =>
    listWorkflows(deps.db, principalOf(request).user.id),
  );
  app.get(
    '/templates',
    { schema: { tags, security, response: { 200: WorkflowTemplateList } } },
    async () => WORKFLOW_TEMPLATES,
  );
  app.post(
    '/',
    { schema: { tags, security, body: CreateWorkflowBody, response: { 201: Workflow } } },
    async (request, reply) =>
      reply.code(201).send(await createWorkflow(deps.db, principalOf(request).user, request.body)),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, params: WorkflowParams } },
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
};
