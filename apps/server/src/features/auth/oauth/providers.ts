import type { OAuthProviderId } from '@atelier/contract';
import * as client from 'openid-client';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/errors';
import { AUTH_MESSAGES } from '@atelier/contract';

export interface ProviderSettings {
  id: OAuthProviderId;
  name: string;
  issuer: string;
  clientId?: string;
  clientSecret?: string;
  /** Whether the ID token's (or user info's) claims show the email is verified by the provider. */
  emailVerified: (claims: Record<string, unknown>) => boolean;
}

const saysVerified = (claims: Record<string, unknown>) => claims.email_verified === true;
/** Microsoft sends no email_verified: a personal account (the consumers tenant) is verified, as is
 * a work account whose domain the tenant proved it owns (the optional xms_edov claim). */
const MICROSOFT_CONSUMERS_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const microsoftVerified = (claims: Record<string, unknown>) =>
  claims.xms_edov === true || claims.tid === MICROSOFT_CONSUMERS_TENANT;

export function providerSettings(config: Config): ProviderSettings[] {
  return [
    {
      id: 'google',
      name: 'Google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      emailVerified: saysVerified,
    },
    {
      id: 'microsoft',
      name: 'Microsoft',
      issuer: config.MICROSOFT_ISSUER,
      clientId: config.MICROSOFT_CLIENT_ID,
      clientSecret: config.MICROSOFT_CLIENT_SECRET,
      emailVerified: microsoftVerified,
    },
    {
      id: 'yahoo',
      name: 'Yahoo',
      issuer: config.YAHOO_ISSUER,
      clientId: config.YAHOO_CLIENT_ID,
      clientSecret: config.YAHOO_CLIENT_SECRET,
      emailVerified: saysVerified,
    },
  ];
}

export function listProviders(config: Config) {
  return {
    providers: providerSettings(config).map((p) => ({
      id: p.id,
      name: p.name,
      enabled: Boolean(p.clientId && p.clientSecret),
    })),
  };
}

const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's OpenID configuration, discovered once per process. openid-client handles the
 * quirks (Microsoft's `{tenantid}` issuer); a plain-http issuer is allowed only for local doubles.
 */
export async function providerConfiguration(
  config: Config,
  id: OAuthProviderId,
): Promise<{ settings: ProviderSettings; configuration: client.Configuration }> {
  const settings = providerSettings(config).find((p) => p.id === id);
  if (!settings?.clientId || !settings.clientSecret) {
    throw new AppError('BAD_REQUEST', AUTH_MESSAGES.oauthNotConfigured);
  }
  const key = `${settings.issuer}|${settings.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    const insecure = settings.issuer.startsWith('http://');
    configuration = client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      settings.clientSecret,
      undefined,
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(key, configuration);
    configuration.catch(() => discovered.delete(key));
  }
  try {
    return { settings, configuration: await configuration };
  } catch {
    throw new AppError('UNAVAILABLE', AUTH_MESSAGES.oauthFailed);
  }
}
