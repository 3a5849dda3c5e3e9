import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../../lib/errors';
import { isRefusedAddress } from '../../../lib/media-inputs/address-filter';
import { isAllowed, parseUrl } from '../../../lib/media-inputs/fetch-media-url';

/**
 * A webhook URL passes the rules of user-given media URLs: http(s) without credentials, and every
 * address its host resolves to public unicast (no loopback, private, link-local or metadata
 * address) unless MEDIA_FETCH_ALLOW names it; https only in production. Each delivery checks the
 * address again as it connects, so a host that resolves elsewhere later is refused then.
 */
export async function checkWebhookUrl(
  raw: string,
  rules: { allow: readonly string[]; production: boolean },
): Promise<string> {
  const url = parseUrl(raw);
  if (rules.production && url.protocol !== 'https:') {
    throw new AppError('BAD_REQUEST', DEVELOPER_MESSAGES.httpsRequired);
  }
  if (isAllowed(url, rules.allow)) return url.toString();
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  for (const address of addresses) {
    if (isRefusedAddress(address)) {
      throw new AppError('BAD_REQUEST', DEVELOPER_MESSAGES.urlNotAllowed);
    }
  }
  return url.toString();
}

async function resolve(host: string): Promise<string[]> {
  try {
    return (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    throw new AppError('BAD_REQUEST', "The URL's host could not be found.");
  }
}
