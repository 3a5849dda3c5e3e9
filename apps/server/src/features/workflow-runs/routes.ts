import {
  NoContent,
  WorkflowEstimate,
  WorkflowGraphCheck,
  WorkflowGraphCheckBody,
  WorkflowGraph,
  WorkflowGraphView,
  WorkflowParams,
  WorkflowRun,
  WorkflowRunAccepted,
  WorkflowRunBody,
  WorkflowRunInputs,
  WorkflowRunList,
  WorkflowRunParams,
  WorkflowToolList,
  WorkflowHookParams,
  TeamIdParams,
  TeamWorkflowRunList,
  WorkflowSchedule,
  WorkflowScheduleBody,
  WorkflowTrigger,
  eventStreamAnswer,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { SubmitHeaders, submitOptions } from '../generation/submit-headers';
import { cancelRun } from './cancel-run';
import { checkDraft } from './check-draft';
import { estimateRun } from './estimate-run';
import { followRun } from './follow-run';
import { resumeRun } from './resume-run';
import { listRuns, ownRun, runView } from './run-view';
import { listTeamRuns } from './list-team-runs';
import { startRun } from './start-run';
import { listWorkflowTools } from './tools';
import { readGraph, saveGraph } from './workflow-graph';
import { createTrigger, runFromInbound } from './inbound-trigger';
import { readSchedule, saveSchedule } from './workflow-schedule';

const tags = ['workflow runs'];
const security = [{ bearerAuth: [] }];

/**
 * Workflows that run (issue 49): the tools a node may use, a workflow's graph, estimates and
 * runs. Personal API keys may use every route here.
 */
export const workflowRunRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));
  const userId = (request: FastifyRequest) => principalOf(request).user.id;

  app.get(
    '/workflow-tools',
    { schema: { tags, security, response: { 200: WorkflowToolList } } },
    async () => listWorkflowTools(),
  );
  app.post(
    '/workflow-graphs/check',
    {
      schema: {
        tags,
        security,
        summary:
          'Check a graph without saving it: the problems a save would refuse, and its estimate',
        body: WorkflowGraphCheckBody,
        response: { 200: WorkflowGraphCheck },
      },
    },
    async (request) => checkDraft(deps, request.body.graph, request.body.inputs),
  );
  app.get(
    '/workflows/:id/graph',
    { schema: { tags, security, params: WorkflowParams, response: { 200: WorkflowGraphView } } },
    async (request) => readGraph(deps.db, userId(request), request.params.id),
  );
  app.put(
    '/workflows/:id/graph',
    {
      schema: {
        tags,
        security,
        params: WorkflowParams,
        body: WorkflowGraph,
        response: { 200: WorkflowGraphView },
      },
    },
    async (request) => saveGraph(deps.db, userId(request), request.params.id, request.body),
  );
  app.post(
    '/workflows/:id/estimate',
    {
      schema: {
        tags,
        security,
        params: WorkflowParams,
        body: WorkflowRunBody,
        response: { 200: WorkflowEstimate },
      },
    },
    async (request) => estimateRun(deps, userId(request), request.params.id, request.body.inputs),
  );
  app.post(
    '/workflows/:id/runs',
    {
      schema: {
        tags,
        security,
        params: WorkflowParams,
        headers: SubmitHeaders,
        body: WorkflowRunBody,
        response: { 202: WorkflowRunAccepted },
      },
    },
    async (request, reply) => {
      const options = submitOptions(request);
      const accepted = await startRun(deps, principalOf(request).user, {
        workflowId: request.params.id,
        inputs: request.body.inputs,
        trigger: 'manual',
        idempotencyKey: options.idempotencyKey,
        teamId: options.teamId,
      });
      return reply.code(202).send(accepted);
    },
  );
  app.get(
    '/workflows/:id/runs',
    { schema: { tags, security, params: WorkflowParams, response: { 200: WorkflowRunList } } },
    async (request) => listRuns(deps.db, userId(request), request.params.id),
  );
  app.get(
    '/teams/:id/workflow-runs',
    {
      schema: {
        tags,
        security,
        summary: 'The workflow runs a team\u2019s wallet paid (any member)',
        params: TeamIdParams,
        response: { 200: TeamWorkflowRunList },
      },
    },
    async (request) => listTeamRuns(deps.db, userId(request), request.params.id),
  );
  app.get(
    '/workflow-runs/:run_id',
    { schema: { tags, security, params: WorkflowRunParams, response: { 200: WorkflowRun } } },
    async (request) => runView(deps, await ownRun(deps.db, userId(request), request.params.run_id)),
  );
  app.get(
    '/workflow-runs/:run_id/events',
    {
      schema: {
        tags,
        security,
        params: WorkflowRunParams,
        response: { 200: eventStreamAnswer('Server-sent events: the run at each change') },
      },
    },
    async (request, reply) => {
      await ownRun(deps.db, userId(request), request.params.run_id);
      followRun(deps, request, reply, request.params.run_id);
    },
  );
  app.post(
    '/workflow-runs/:run_id/cancel',
    { schema: { tags, security, params: WorkflowRunParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await ownRun(deps.db, userId(request), request.params.run_id);
      await cancelRun(deps, request.params.run_id);
      return reply.code(204).send();
    },
  );
  app.put(
    '/workflows/:id/schedule',
    {
      schema: {
        tags,
        security,
        params: WorkflowParams,
        body: WorkflowScheduleBody,
        response: { 200: WorkflowSchedule },
      },
    },
    async (request) =>
      saveSchedule(deps.db, principalOf(request).user, request.params.id, request.body),
  );
  app.get(
    '/workflows/:id/schedule',
    { schema: { tags, security, params: WorkflowParams, response: { 200: WorkflowSchedule } } },
    async (request) => readSchedule(deps.db, userId(request), request.params.id),
  );
  app.post(
    '/workflows/:id/trigger',
    { schema: { tags, security, params: WorkflowParams, response: { 201: WorkflowTrigger } } },
    async (request, reply) =>
      reply.code(201).send(await createTrigger(deps, principalOf(request).user, request.params.id)),
  );
  app.post(
    '/workflow-runs/:run_id/resume',
    {
      schema: {
        tags,
        security,
        params: WorkflowRunParams,
        response: { 202: WorkflowRunAccepted },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await resumeRun(deps, principalOf(request).user, request.params.run_id)),
  );
};

/**
 * A workflow's inbound URL (issue 49): no token, the Standard Webhooks signature instead. The body
 * is read as sent, since the signature covers its bytes.
 */
export const workflowHookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/workflows/:token',
    {
      config: { documentedBody: { 'application/json': WorkflowRunInputs } },
      schema: {
        tags,
        summary: 'Start a run from a workflow\u2019s inbound URL (signed as Standard Webhooks are)',
        params: WorkflowHookParams,
        response: { 202: WorkflowRunAccepted },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await runFromInbound(
            deps,
            request.params.token,
            request.headers,
            typeof request.body === 'string' ? request.body : '',
          ),
        ),
  );
};
