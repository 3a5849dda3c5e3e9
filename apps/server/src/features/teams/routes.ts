import {
  CreateTeamBody,
  CreateTeamInviteBody,
  NoContent,
  Team,
  TeamActivityResponse,
  TeamIdParams,
  TeamInvite,
  TeamInviteParams,
  TeamInvitesResponse,
  TeamInviteTokenParams,
  TeamMember,
  TeamMemberParams,
  TeamMembersResponse,
  TeamsResponse,
  UpdateTeamMemberBody,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { acceptInvite } from './accept-invite';
import { createTeam } from './create-team';
import { inviteMember } from './invite-member';
import { listActivity } from './list-activity';
import { listInvites } from './list-invites';
import { listMembers } from './list-members';
import { listTeams } from './list-teams';
import { removeMember } from './remove-member';
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
};
