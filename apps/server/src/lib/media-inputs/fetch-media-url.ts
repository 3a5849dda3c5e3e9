import http from 'node:http';
import https from 'node:https';
import { AppError } from '../errors';
import { FilteringHttpAgent, FilteringHttpsAgent } from './address-filter';

export const URL_NOT_ALLOWED = 'URL not allowed';
const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 10_000;

export interface FetchLimits {
  /** Largest body accepted, enforced while it streams in. */
  maxBytes: number;
  /** What the limit is about, for the 413's message ("image", "video"). */
  what: string;
  /** `host` or `host:port` entries exempt from the address checks (MEDIA_FETCH_ALLOW). */
  allow: readonly string[];
  /** The whole download's time, redirects included; 10 s unless a test says otherwise. */
  timeoutMs?: number;
}

// Every connection's resolved address is checked, redirects included (address-filter.ts).
const filteringAgents = {
  'http:': new FilteringHttpAgent({ keepAlive: false }),
  'https:': new FilteringHttpsAgent({ keepAlive: false }),
};
const plainAgents = { 'http:': new http.Agent(), 'https:': new https.Agent() };

/**
 * Downloads a user-given http(s) URL for a tool's input: at most 3 redirects, 10 s in all, and the
 * size limit enforced while streaming. Anything refused by the address checks is a 400 "URL not
 * allowed"; an unreachable or failing host is a 400 saying so.
 */
export async function fetchMediaUrl(rawUrl: string, limits: FetchLimits): Promise<Buffer> {
  const deadline = AbortSignal.timeout(limits.timeoutMs ?? TIMEOUT_MS);
  let url = parseUrl(rawUrl);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await get(url, limits, deadline);
    if (answer.kind === 'body') return answer.body;
    if (redirects === MAX_REDIRECTS) {
      throw new AppError('BAD_REQUEST', `The URL redirected more than ${MAX_REDIRECTS} times.`);
    }
    url = parseUrl(new URL(answer.location, url).toString());
  }
}

/** A user-given http(s) URL without credentials, or the 400 that says why not. */
export function parseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('BAD_REQUEST', URL_NOT_ALLOWED);
  }
  if (url.username || url.password) throw new AppError('BAD_REQUEST', URL_NOT_ALLOWED);
  return url;
}

export function isAllowed(url: URL, allow: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return allow.some((entry) => entry === host || entry === `${host}:${url.port}`);
}

type Answer = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string };

/** The agent for a user-given URL: one that checks each resolved address, unless it is allowed. */
export function agentFor(url: URL, allow: readonly string[]): http.Agent {
  const protocol = url.protocol as 'http:' | 'https:';
  return isAllowed(url, allow) ? plainAgents[protocol] : filteringAgents[protocol];
}

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const protocol = url.protocol as 'http:' | 'https:';
  const agent = agentFor(url, limits.allow);
  const client = protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const request = client.get(url, { agent, signal, headers: { accept: '*/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        resolve({ kind: 'redirect', location: response.headers.location });
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        reject(new AppError('BAD_REQUEST', `The URL answered with status ${status}.`));
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        response.destroy();
        reject(tooLarge(limits));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          response.destroy();
          reject(tooLarge(limits));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }));
      response.on('error', (error) => reject(failed(error, signal)));
    });
    request.on('error', (error) => reject(failed(error, signal)));
  });
}

export function tooLarge(limits: { maxBytes: number; what: string }): AppError {
  const mb = limits.maxBytes / (1024 * 1024);
  const size = mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.round(limits.maxBytes / 1024)} KB`;
  return new AppError('PAYLOAD_TOO_LARGE', `The ${limits.what} is larger than the ${size} limit.`);
}

function failed(error: Error, signal: AbortSignal): AppError {
  if (signal.aborted) return new AppError('BAD_REQUEST', 'The URL took too long to answer.');
  // The address filter refuses an address with "... is not allowed: ...".
  if (/is not allowed/.test(error.message)) return new AppError('BAD_REQUEST', URL_NOT_ALLOWED);
  return new AppError('BAD_REQUEST', 'The URL could not be fetched.');
}
