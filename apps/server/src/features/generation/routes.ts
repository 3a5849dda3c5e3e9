import {
  ChatGenerateBody,
  ChatGenerateBodyDocumented,
  ChatGenerateResponse,
  FreeImageBody,
  GeneratePromptBody,
  GeneratePromptResponse,
  GenerationsQuery,
  GenerationsResponse,
  ImageModelsResponse,
  ImageResponse,
  Job,
  JobAccepted,
  OptimizeBody,
  OptimizeResponse,
  PaidImageBody,
  PromptDatabaseQuery,
  PromptDatabaseResponse,
  PromptTemplatesResponse,
  QuoteBody,
  QuoteResponse,
  TextProvidersResponse,
  TranslateBody,
  TranslateResponse,
  VideoBody,
  VideoBodyByTier,
  VideoModelsResponse,
  VideoResponse,
  eventStreamAnswer,
  NoContent,
  TeamHeaders,
} from '@atelier/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { activeTemplates } from '../content/curated-templates';
import { searchPromptLibrary } from '../prompts/search-prompt-library';
import { membershipOf } from '../teams/team-access';
import { imageModels, textProviders, videoModels } from './catalogue';
import { deleteGeneration } from './delete-generation';
import { followJob } from './follow-job';
import { toJobView } from './job-view';
import { listGenerations } from './list-generations';
import { ownJob } from './own-job';
import { quote } from './quote';
import { sendAnswer, submitGeneration, type SubmitAnswer } from './submit-generation';
import {
  submitChat,
  submitFreeImage,
  submitPaidImage,
  submitPromptBuilder,
  submitVideo,
} from './submit-json-tools';
import { SubmitHeaders, submitOptions } from './submit-headers';
import { planAnalysis } from './tools/analysis';
import type { GenerationPlan } from './tools/tool';
import { translateText } from './translate-text';

const tags = ['generation'];
const security = [{ bearerAuth: [] }];
const JobParams = z.object({ id: z.uuid({ error: 'Generation not found' }) });

/** Catalogues anyone may read: tiers, costs, providers, templates and the prompt database. */
export const generationCatalogueRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  app,
  { deps },
) => {
  app.get('/image-models', { schema: { tags, response: { 200: ImageModelsResponse } } }, async () =>
    imageModels(deps.engines),
  );
  app.get('/video-models', { schema: { tags, response: { 200: VideoModelsResponse } } }, async () =>
    videoModels(deps.engines),
  );
  app.get(
    '/chat/providers',
    { schema: { tags, response: { 200: TextProvidersResponse } } },
    async () => textProviders(deps.engines),
  );
  app.get(
    '/prompt-templates',
    { schema: { tags, response: { 200: PromptTemplatesResponse } } },
    async () => activeTemplates(deps.db, 'prompt'),
  );
  app.get(
    '/prompt-database',
    {
      schema: { tags, querystring: PromptDatabaseQuery, response: { 200: PromptDatabaseResponse } },
    },
    async (request) => searchPromptLibrary(request.query),
  );
  app.post(
    '/translate',
    { schema: { tags, body: TranslateBody, response: { 200: TranslateResponse } } },
    async (request) => translateText(deps, request.body, request.ip),
  );
};

/** The tools: each call plans the job (validation, exact cost), then submits it. */
export const generationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));
  // The headers were validated by each route's SubmitHeaders schema.
  const submit = (request: FastifyRequest, reply: FastifyReply, plan: GenerationPlan) =>
    submitGeneration(deps, {
      userId: principalOf(request).user.id,
      plan,
      body: request.body,
      ...submitOptions(request),
    }).then((answer: SubmitAnswer) => sendAnswer(reply, answer));
  // A tool a workflow step can run too submits through its operation (submit-json-tools.ts).
  const caller = (request: FastifyRequest) =>
    [deps, principalOf(request).user, submitOptions(request)] as const;
  app.post(
    '/quote',
    { schema: { tags, security, body: QuoteBody, response: { 200: QuoteResponse } } },
    async (request) => quote(deps, principalOf(request).user.id, request.body),
  );
  app.post(
    '/generate-image-free',
    {
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: FreeImageBody,
        response: { 200: ImageResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const [d, user, options] = caller(request);
      return sendAnswer(reply, await submitFreeImage(d, user, request.body, options));
    },
  );
  app.post(
    '/generate-image',
    {
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: PaidImageBody,
        response: { 200: ImageResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const [d, user, options] = caller(request);
      return sendAnswer(reply, await submitPaidImage(d, user, request.body, options));
    },
  );
  app.post(
    '/generate-video',
    {
      config: { documentedBody: { 'application/json': VideoBodyByTier } },
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: VideoBody,
        response: { 200: VideoResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const [d, user, options] = caller(request);
      return sendAnswer(reply, await submitVideo(d, user, request.body, options));
    },
  );
  app.post(
    '/optimize-output',
    {
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: OptimizeBody,
        response: { 200: OptimizeResponse, 202: JobAccepted },
      },
    },
    async (request, reply) =>
      submit(
        request,
        reply,
        await planAnalysis(deps.db, principalOf(request).user.id, request.body),
      ),
  );
  app.post(
    '/chat/generate',
    {
      // Providers with their models, and a template or a prompt, as the handler takes them.
      config: { documentedBody: { 'application/json': ChatGenerateBodyDocumented } },
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: ChatGenerateBody,
        response: { 200: ChatGenerateResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const [d, user, options] = caller(request);
      return sendAnswer(reply, await submitChat(d, user, request.body, options));
    },
  );
  app.post(
    '/chat/generate-prompt',
    {
      schema: {
        tags,
        security,
        headers: SubmitHeaders,
        body: GeneratePromptBody,
        response: { 200: GeneratePromptResponse, 202: JobAccepted },
      },
    },
    async (request, reply) => {
      const [d, user, options] = caller(request);
      return sendAnswer(reply, await submitPromptBuilder(d, user, request.body, options));
    },
  );

  app.get(
    '/jobs/:id',
    { schema: { tags, security, params: JobParams, response: { 200: Job } } },
    async (request) =>
      toJobView(await ownJob(deps.db, principalOf(request).user.id, request.params.id), deps),
  );
  app.get(
    '/jobs/:id/events',
    {
      schema: {
        tags,
        security,
        params: JobParams,
        response: { 200: eventStreamAnswer('Server-sent events: the job at each change') },
      },
    },
    async (request, reply) => {
      await ownJob(deps.db, principalOf(request).user.id, request.params.id);
      followJob(deps, request, reply, request.params.id);
    },
  );
  app.get(
    '/generations',
    {
      schema: {
        tags,
        security,
        querystring: GenerationsQuery,
        headers: TeamHeaders,
        response: { 200: GenerationsResponse },
      },
    },
    async (request) => {
      const userId = principalOf(request).user.id;
      const teamId = request.headers['atelier-team'];
      if (!teamId) return listGenerations(deps, { userId }, request.query);
      await membershipOf(deps.db, teamId, userId);
      return listGenerations(deps, { teamId }, request.query);
    },
  );
  app.delete(
    '/generations/:id',
    { schema: { tags, security, params: JobParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await deleteGeneration(deps, principalOf(request).user.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
