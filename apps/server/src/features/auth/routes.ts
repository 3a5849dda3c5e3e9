import {
  CredentialsBody,
  EmailOnlyBody,
  ForgotPasswordResponse,
  LoginBody,
  OAuthCallbackBody,
  OAuthCallbackResponse,
  OAuthProvidersResponse,
  OAuthStartBody,
  OAuthStartResponse,
  MessageBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetTokenQuery,
  ResetTokenValidity,
  TokenResponse,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { clientInfo } from './client-info';
import { logOutEverywhereWithPassword } from './log-out-before-login';
import { logIn } from './log-in';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resendVerification } from './resend-verification';
import { checkResetToken, resetPassword } from './reset-password';
import { completeOAuth } from './oauth/complete-oauth';
import { listProviders } from './oauth/providers';
import { startOAuth } from './oauth/start-oauth';
import { verifyEmail } from './verify-email';

const tags = ['auth'];
/**
 * Sign-up costs an argon2 hash and an email: a tighter per-address limit than the API's. Sign-in
 * is guarded by the failed-attempt throttles instead (throttles.ts), which span every process.
 */
const strict = { rateLimit: { max: 30 } };

/** The front door: sign-up, verification, sign-in, and getting back in after a lost password. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/register',
    { config: strict, schema: { tags, body: RegisterBody, response: { 201: RegisterResponse } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await registerUser(
            deps,
            request.body,
            clientInfo(request),
            request.headers['accept-language'],
          ),
        ),
  );

  app.post(
    '/verify-email',
    { schema: { tags, body: VerifyEmailBody, response: { 200: VerifyEmailResponse } } },
    async (request) => verifyEmail(deps, request.body.token, clientInfo(request)),
  );

  app.post(
    '/resend-verification',
    { schema: { tags, body: EmailOnlyBody, response: { 200: MessageBody } } },
    async (request) => resendVerification(deps, request.body.email, clientInfo(request)),
  );

  app.post(
    '/login',
    { schema: { tags, body: LoginBody, response: { 200: TokenResponse } } },
    async (request) => logIn(deps, request.body, clientInfo(request)),
  );

  app.post(
    '/logout-all-devices-before-login',
    { schema: { tags, body: CredentialsBody, response: { 200: MessageBody } } },
    async (request) => logOutEverywhereWithPassword(deps, request.body, clientInfo(request)),
  );

  app.post(
    '/forgot-password',
    { schema: { tags, body: EmailOnlyBody, response: { 200: ForgotPasswordResponse } } },
    async (request) => requestPasswordReset(deps, request.body.email, clientInfo(request)),
  );

  // The spec's GET carries the token in the URL, which the access log redacts; the web app
  // sends it in a POST body instead, so it never travels in a URL at all.
  app.get(
    '/validate-reset-token',
    { schema: { tags, querystring: ResetTokenQuery, response: { 200: ResetTokenValidity } } },
    async (request) => checkResetToken(deps, request.query.token),
  );
  app.post(
    '/validate-reset-token',
    { schema: { tags, body: ResetTokenQuery, response: { 200: ResetTokenValidity } } },
    async (request) => checkResetToken(deps, request.body.token),
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: ResetPasswordBody, response: { 200: MessageBody } } },
    async (request) => resetPassword(deps, request.body.token, request.body.new_password),
  );

  app.get(
    '/oauth/providers',
    { schema: { tags, response: { 200: OAuthProvidersResponse } } },
    async () => listProviders(deps.config),
  );

  app.post(
    '/oauth/start',
    { schema: { tags, body: OAuthStartBody, response: { 200: OAuthStartResponse } } },
    async (request) => startOAuth(deps, request.body.provider, request.body.redirect_uri),
  );

  app.post(
    '/oauth-callback',
    { schema: { tags, body: OAuthCallbackBody, response: { 200: OAuthCallbackResponse } } },
    async (request) => completeOAuth(deps, request.body, clientInfo(request)),
  );
};
