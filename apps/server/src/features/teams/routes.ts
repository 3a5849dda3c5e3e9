import {
  CreateTeamBody,
  CreateTeamInviteBody,
  fileAnswer,
  NoContent,
  Team,
  TeamActivityResponse,
  TeamIdParams,
  TeamInvite,
  TeamInviteParams,
  TeamInvitesResponse,
  TeamInviteTokenParams,
  TeamLedgerQuery,
  TeamLedgerResponse,
  TeamSpendingResponse,
  TeamTransferBody,
  TeamTransferResponse,
  TeamWorkflowsResponse,
  TeamMember,
  TeamMemberParams,
  TeamMembersResponse,
  TeamsResponse,
  UpdateTeamMemberBody,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { historyCsv } from '../credits/history-csv';
import { listTeamWorkflows } from '../workflows/list-team-workflows';
import { acceptInvite } from './accept-invite';
import { createTeam } from './create-team';
import { inviteMember } from './invite-member';
import { listActivity } from './list-activity';
import { listInvites } from './list-invites';
import { listMembers } from './list-members';
import { listTeams } from './list-teams';
import { moveCredits } from './move-credits';
import { removeMember } from './remove-member';
import { allTeamLedger, teamLedger } from './team-ledger';
import { teamSpending } from './team-spending';
import { updateMember } from './update-member';
import { withdrawInvite } from './withdraw-invite';

const tags = ['teams'];
const security = [{ bearerAuth: [] }];

/** Teams (issue 37, ADR 028): workspaces with members, invitations and an activity log. */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps));
  const userOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).user;

  app.post(
    '/teams',
    { schema: { tags, security, body: CreateTeamBody, response: { 201: Team } } },
    async (request, reply) =>
      reply.code(201).send(await createTeam(deps.db, userOf(request).id, request.body.name)),
  );

  app.get(
    '/teams',
    { schema: { tags, security, response: { 200: TeamsResponse } } },
    async (request) => listTeams(deps.db, userOf(request).id),
  );

  app.get(
    '/teams/:id/members',
    { schema: { tags, security, params: TeamIdParams, response: { 200: TeamMembersResponse } } },
    async (request) => listMembers(deps.db, userOf(request).id, request.params.id),
  );

  app.put(
    '/teams/:id/members/:user_id',
    {
      schema: {
        tags,
        security,
        params: TeamMemberParams,
        body: UpdateTeamMemberBody,
        response: { 200: TeamMember },
      },
    },
    async (request) =>
      updateMember(
        deps.db,
        userOf(request).id,
        request.params.id,
        request.params.user_id,
        request.body,
      ),
  );

  app.delete(
    '/teams/:id/members/:user_id',
    { schema: { tags, security, params: TeamMemberParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await removeMember(deps.db, userOf(request).id, request.params.id, request.params.user_id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/teams/:id/invites',
    {
      schema: {
        tags,
        security,
        params: TeamIdParams,
        body: CreateTeamInviteBody,
        response: { 201: TeamInvite },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await inviteMember(deps, userOf(request), request.params.id, request.body)),
  );

  app.get(
    '/teams/:id/invites',
    { schema: { tags, security, params: TeamIdParams, response: { 200: TeamInvitesResponse } } },
    async (request) => listInvites(deps.db, userOf(request).id, request.params.id),
  );

  app.delete(
    '/teams/:id/invites/:invite_id',
    { schema: { tags, security, params: TeamInviteParams, response: { 204: NoContent } } },
    async (request, reply) => {
      await withdrawInvite(
        deps.db,
        userOf(request).id,
        request.params.id,
        request.params.invite_id,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/teams/invites/:token/accept',
    { schema: { tags, security, params: TeamInviteTokenParams, response: { 200: Team } } },
    async (request) => acceptInvite(deps.db, userOf(request), request.params.token),
  );

  app.get(
    '/teams/:id/activity',
    { schema: { tags, security, params: TeamIdParams, response: { 200: TeamActivityResponse } } },
    async (request) => listActivity(deps.db, userOf(request).id, request.params.id),
  );

  app.get(
    '/teams/:id/ledger',
    {
      schema: {
        tags,
        security,
        params: TeamIdParams,
        querystring: TeamLedgerQuery,
        response: { 200: TeamLedgerResponse },
      },
    },
    async (request) => teamLedger(deps.db, userOf(request).id, request.params.id, request.query),
  );

  app.get(
    '/teams/:id/ledger.csv',
    {
      schema: {
        tags,
        security,
        params: TeamIdParams,
        querystring: TeamLedgerQuery.pick({ days: true }),
        response: { 200: fileAnswer("The wallet's history as CSV", ['text/csv']) },
      },
    },
    async (request, reply) => {
      const entries = await allTeamLedger(
        deps.db,
        userOf(request).id,
        request.params.id,
        request.query.days,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="team-wallet-history.csv"')
        .send(historyCsv(entries, { members: true }));
    },
  );

  app.get(
    '/teams/:id/spending',
    { schema: { tags, security, params: TeamIdParams, response: { 200: TeamSpendingResponse } } },
    async (request) => teamSpending(deps.db, userOf(request).id, request.params.id),
  );

  app.post(
    '/teams/:id/transfer',
    {
      schema: {
        tags,
        security,
        params: TeamIdParams,
        body: TeamTransferBody,
        response: { 200: TeamTransferResponse },
      },
    },
    async (request) =>
      moveCredits(deps.db, userOf(request), request.params.id, request.body.amount),
  );

  app.get(
    '/teams/:id/workflows',
    { schema: { tags, security, params: TeamIdParams, response: { 200: TeamWorkflowsResponse } } },
    async (request) => listTeamWorkflows(deps.db, userOf(request).id, request.params.id),
  );
};
