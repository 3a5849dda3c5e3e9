import { AUTH_MESSAGES, type OAuthProviderId } from '@atelier/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { AppDeps } from '../../../app-deps';
import { oauthAccounts, oauthStates, users, type UserRow } from '../../../db/schema';
import { createSession } from '../../../lib/auth/sessions';
import { AppError, isAppError } from '../../../lib/errors';
import type { ClientInfo } from '../client-info';
import { providerConfiguration, type ProviderSettings } from './providers';
import { hashState } from './start-oauth';

interface Identity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Finishes a provider sign-in: the state must be one we issued (once, unexpired, same provider and
 * return address), the code is exchanged with PKCE and the ID token checked; then the linked
 * account, or the account with that email when the provider vouches for it, or a new account.
 */
export async function completeOAuth(
  deps: AppDeps,
  input: { code: string; state: string; provider: OAuthProviderId; redirect_uri: string },
  clientInfo: ClientInfo,
) {
  const [pending] = await deps.db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashState(input.state)),
        eq(oauthStates.provider, input.provider),
        eq(oauthStates.redirectUri, input.redirect_uri),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!pending) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthStateInvalid);

  const { settings, configuration } = await providerConfiguration(deps.config, input.provider);
  const identity = await exchangeCode(configuration, settings, input, pending);
  const { user, created } = await accountFor(deps, settings, identity);
  const session = await createSession(
    { db: deps.db, jwtSecret: deps.config.jwtSecret },
    { userId: user.id, rememberMe: false, ipAddress: clientInfo.ip, deviceInfo: clientInfo.device },
  );
  return { ...session, new_account: created };
}

async function exchangeCode(
  configuration: client.Configuration,
  settings: ProviderSettings,
  input: { code: string; state: string; redirect_uri: string },
  pending: { codeVerifier: string; nonce: string },
): Promise<Identity> {
  const callbackUrl = new URL(input.redirect_uri);
  callbackUrl.searchParams.set('code', input.code);
  callbackUrl.searchParams.set('state', input.state);
  try {
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: input.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let source: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string') {
      source = {
        ...claims,
        ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
      };
    }
    const email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : null;
    return {
      subject: claims.sub,
      email,
      emailVerified: email !== null && settings.emailVerified(source),
      name: typeof source.name === 'string' ? source.name : null,
    };
  } catch (error) {
    if (isAppError(error)) throw error;
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthFailed);
  }
}

async function accountFor(
  deps: AppDeps,
  settings: ProviderSettings,
  identity: Identity,
): Promise<{ user: UserRow; created: boolean }> {
  const [linked] = await deps.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(
      and(
        eq(oauthAccounts.provider, settings.id),
        eq(oauthAccounts.providerUserId, identity.subject),
      ),
    );
  if (linked) return { user: linked.user, created: false };
  // An email joins or opens an account only on the provider's word that it is this person's:
  // otherwise anyone could claim someone else's address at a provider and take their account.
  if (!identity.email || !identity.emailVerified) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthEmailUnverified);
  }
  const [existing] = await deps.db.select().from(users).where(eq(users.email, identity.email));
  const user =
    existing ??
    (await deps.db
      .insert(users)
      .values({
        email: identity.email,
        fullName: identity.name ?? identity.email.split('@')[0] ?? 'New user',
        emailVerifiedAt: new Date(),
        termsAgreed: true,
      })
      .returning()
      .then(([row]) => row));
  if (!user) throw new Error('user was not created');
  await deps.db
    .insert(oauthAccounts)
    .values({
      userId: user.id,
      provider: settings.id,
      providerUserId: identity.subject,
      email: identity.email,
    })
    .onConflictDoNothing();
  return { user, created: !existing };
}
