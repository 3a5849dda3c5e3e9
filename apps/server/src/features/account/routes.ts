import {
  ChangePasswordBody,
  CurrentUser,
  DeleteAccountBody,
  MessageBody,
  Preferences,
  SecurityOverview,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorEnableResponse,
  TwoFactorSetupResponse,
  UpdateProfileBody,
  AUTH_MESSAGES,
  ProfilePictureUpload,
} from '@atelier/contract';
import type { onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { principalOf, requireUser } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import { unreadableUpload } from '../../lib/media-inputs/media-request';
import { uploadRoutes } from '../../lib/media-inputs/upload-routes';
import { changePassword } from './change-password';
import { createCurrentUserAnswers } from './current-user-answers';
import { deleteAccount } from './delete-account';
import { removeProfilePicture, setProfilePicture } from './profile-picture';
import { securityOverview } from './security-overview';
import { toCurrentUser } from './to-current-user';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor';
import { updatePreferences, updateProfile } from './update-profile';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own account: profile, picture, preferences, password, two-factor, deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // A key may read who it acts for (GET /me); everything else here needs a signed-in session.
  // Chosen per route as the routes are added: asking a request for its route costs /me a few
  // per cent (the bench of issue 34).
  const sessionOnly = requireUser(deps);
  const sessionOrKey = requireUser(deps, { apiKeys: true });
  // Every change here alters the user: drop this process's cached copy before answering, so the
  // next request sees it (other processes hear of it through the database's notification). Only
  // the changing routes carry the hook, so GET /me (every page load) does not run it.
  const forgetChangedUser: onSendHookHandler = (request, _reply, payload, done) => {
    if (request.principal) deps.principals.forgetUser(request.principal.user.id);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const readsMe = route.method === 'GET' && route.url === '/api/auth/me';
    route.onRequest = [route.onRequest ?? [], readsMe ? sessionOrKey : sessionOnly].flat();
    if (route.method === 'GET' || route.method === 'HEAD') return;
    route.onSend = [route.onSend ?? [], forgetChangedUser].flat();
  });
  const current = (request: Parameters<typeof principalOf>[0]) => {
    const { user, sessionId } = principalOf(request);
    return { user, userId: user.id, sessionId };
  };

  // The hottest call (every page load): its answer and JSON text are kept per user row; the
  // response schema still documents it.
  const currentUser = createCurrentUserAnswers(deps.mediaUrls);
  app.get(
    '/me',
    {
      schema: { tags, security, response: { 200: CurrentUser } },
      serializerCompiler: () => (answer) => currentUser.serialize(answer as CurrentUser),
    },
    // Not async: an answer returned at once is sent without a promise.
    (request) => currentUser.answerFor(current(request).user),
  );

  app.put(
    '/profile',
    { schema: { tags, security, body: UpdateProfileBody, response: { 200: CurrentUser } } },
    async (request) =>
      toCurrentUser(
        await updateProfile(deps.db, current(request).userId, request.body),
        deps.mediaUrls,
      ),
  );

  uploadRoutes(app, (uploads) => {
    uploads.post(
      '/profile-picture',
      {
        config: { documentedBody: { 'multipart/form-data': ProfilePictureUpload } },
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: CurrentUser },
        },
      },
      async (request) => {
        const file = await request.file().catch(() => undefined);
        if (!file) throw new AppError('UNPROCESSABLE', AUTH_MESSAGES.pictureInvalid);
        const body = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PAYLOAD_TOO_LARGE', AUTH_MESSAGES.pictureTooLarge);
          }
          throw unreadableUpload(error);
        });
        const user = await setProfilePicture(deps, current(request).user, body);
        return toCurrentUser(user, deps.mediaUrls);
      },
    );
  });

  app.delete(
    '/profile-picture',
    { schema: { tags, security, response: { 200: CurrentUser } } },
    async (request) =>
      toCurrentUser(await removeProfilePicture(deps, current(request).user), deps.mediaUrls),
  );

  app.put(
    '/preferences',
    { schema: { tags, security, body: Preferences, response: { 200: Preferences } } },
    async (request) => updatePreferences(deps.db, current(request).userId, request.body),
  );

  app.get(
    '/security',
    { schema: { tags, security, response: { 200: SecurityOverview } } },
    async (request) => securityOverview(deps.db, current(request).user),
  );

  app.post(
    '/change-password',
    { schema: { tags, security, body: ChangePasswordBody, response: { 200: MessageBody } } },
    async (request) => changePassword(deps, current(request), request.body),
  );

  app.delete(
    '/account',
    { schema: { tags, security, body: DeleteAccountBody, response: { 200: MessageBody } } },
    async (request) => deleteAccount(deps, current(request).userId, request.body.password),
  );

  app.post(
    '/2fa/setup',
    { schema: { tags, security, response: { 200: TwoFactorSetupResponse } } },
    async (request) => startTwoFactorSetup(deps, current(request).userId),
  );

  app.post(
    '/2fa/enable',
    {
      schema: {
        tags,
        security,
        body: TwoFactorCodeBody,
        response: { 200: TwoFactorEnableResponse },
      },
    },
    async (request) => enableTwoFactor(deps, current(request).userId, request.body.code),
  );

  app.post(
    '/2fa/disable',
    { schema: { tags, security, body: TwoFactorDisableBody, response: { 200: MessageBody } } },
    async (request) => disableTwoFactor(deps, current(request).userId, request.body),
  );
};
