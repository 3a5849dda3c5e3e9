import {
  CheckLimitResponse,
  FeatureTypeParams,
  PlansResponse,
  TrackUsageBody,
  TeamHeaders,
  TrackUsageResponse,
  UsageResponse,
} from '@atelier/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { inrPerUsdOf } from '../payments/catalogue';
import { membershipOf } from '../teams/team-access';
import { asPlanHolderIn } from '../teams/team-plan';
import { checkLimit } from './check-limit';
import { getUsage } from './get-usage';
import { allPlans } from './plan-catalogue';
import { trackUsage } from './track-usage';

const tags = ['usage'];
const security = [{ bearerAuth: [] }];

/** The plan catalogue is public: the landing page and the plan grid show it before sign-in. */
export const planRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/subscription/plans',
    { schema: { tags, response: { 200: PlansResponse } } },
    async () => {
      const { rates, source } = await deps.rates.current();
      return { plans: await allPlans(deps.db, inrPerUsdOf(rates, source)) };
    },
  );
};

/** Daily limits and usage counters (spec part 1 sections 3 and 7, part 2 "Usage response"). */
export const usageRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));
  // In a team's workspace (`Atelier-Team`) the limits are those of the team's plan, if it has one.
  const holderOf = async (request: FastifyRequest) => {
    const { user } = principalOf(request);
    const teamId = request.headers['atelier-team'] as string | undefined;
    if (teamId) await membershipOf(deps.db, teamId, user.id);
    return asPlanHolderIn(deps.db, user, teamId);
  };

  app.get(
    '/subscription/check-limit/:feature_type',
    {
      schema: {
        tags,
        security,
        params: FeatureTypeParams,
        headers: TeamHeaders,
        response: { 200: CheckLimitResponse },
      },
    },
    async (request) => checkLimit(deps.db, await holderOf(request), request.params.feature_type),
  );

  app.post(
    '/usage/track',
    {
      schema: {
        tags,
        security,
        body: TrackUsageBody,
        headers: TeamHeaders,
        response: { 200: TrackUsageResponse },
      },
    },
    async (request) =>
      trackUsage(deps.db, await holderOf(request), request.body.feature_type, request.body.count),
  );

  app.get(
    '/subscription/usage',
    { schema: { tags, security, headers: TeamHeaders, response: { 200: UsageResponse } } },
    async (request) => getUsage(deps.db, await holderOf(request)),
  );
};
