import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Generated media is bound to its owner, but <img> and <video> tags cannot send a bearer header.
 * So the web app asks once per sign-in for this cookie: the same access token, HttpOnly, sent only
 * to /api/media, and checked there exactly as a bearer header is (a revoked session stops it too).
 */
export const MEDIA_COOKIE = 'atelier_media';

export function setMediaCookie(request: FastifyRequest, reply: FastifyReply, https: boolean) {
  const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
  const attributes = ['Path=/api/media', 'HttpOnly', 'SameSite=Strict', 'Max-Age=7776000'];
  if (https) attributes.push('Secure');
  reply.header('set-cookie', `${MEDIA_COOKIE}=${token}; ${attributes.join('; ')}`);
}

export function clearMediaCookie(reply: FastifyReply) {
  reply.header(
    'set-cookie',
    `${MEDIA_COOKIE}=; Path=/api/media; HttpOnly; SameSite=Strict; Max-Age=0`,
  );
}

/** The bearer header, else the media cookie, as an Authorization header value. */
export function mediaCredentials(request: FastifyRequest): string | undefined {
  if (request.headers.authorization) return request.headers.authorization;
  const cookie = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${MEDIA_COOKIE}=`));
  const token = cookie?.slice(MEDIA_COOKIE.length + 1);
  return token ? `Bearer ${token}` : undefined;
}
