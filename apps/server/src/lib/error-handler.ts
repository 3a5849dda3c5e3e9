import { MESSAGES } from '@atelier/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCode } from './error-codes';
import { isAppError } from './errors';
import { UNSTORABLE_TEXT } from './json-body';

/**
 * The one place errors become answers: `{"detail": "...", "code": "..."}` always (the English
 * text, and the stable code a client translates: error-codes.ts), 422 naming the field for
 * validation, and nothing internal (stack, SQL, paths) in a 5xx answer, which is logged instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** Exported for a route that rewrites some errors first (its own `errorHandler`), then hands over. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const notAllowed = methodNotAllowed(error, request);
  if (notAllowed) {
    return problem(reply.header('allow', notAllowed.join(', ')), 405, MESSAGES.methodNotAllowed);
  }
  if (isAppError(error)) {
    // A 5xx we chose to send (a gateway down) is still worth a line in the log.
    if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
    if (error.headers) reply.headers(error.headers);
    return problem(reply, error.statusCode, error.message, error.extra);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && !request.raw.complete) {
    return afterTheBody(request, () => problem(reply, 413, MESSAGES.bodyTooLarge));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return problem(reply, 422, describeValidation(error));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return internalError(error, request, reply);
  return problem(reply, status, clientMessage(error, status));
}

/** An error answer: its status, the English text and its code, and any fields of its own. */
function problem(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra?: Record<string, unknown>,
): FastifyReply {
  return reply.code(status).send({ detail, code: errorCode(detail, status), ...extra });
}

/**
 * The methods to name in a 405, when the error is really a method the path does not have:
 * - a request that matched no route but failed before the not-found handler (a QUERY without
 *   a content type is refused while its body is being read);
 * - a path written as its own route (`/api/workflows/import`, POST) reached with another method
 *   that a parametric route takes (`DELETE /api/workflows/:id`), whose id check then failed.
 */
function methodNotAllowed(error: FastifyError, request: FastifyRequest): string[] | null {
  const methods = request.server.routeMethods;
  if (!methods) return null;
  if (request.is404) {
    const allowed = methods.allowed(request.url);
    return allowed.length > 0 && !allowed.includes(request.method) ? allowed : null;
  }
  const badPathParameter =
    (error as { validationContext?: string }).validationContext === 'params' ||
    (isAppError(error) && error.message === UNSTORABLE_TEXT);
  if (!badPathParameter) return null;
  const exact = methods.ofStaticPath(request.url);
  return exact.length > 0 && !exact.includes(request.method) ? exact : null;
}

/**
 * Unknown API paths answer JSON (anything else is handled by the web app's history fallback); a
 * path that exists under other methods answers 405 naming them in `Allow`.
 */
export function apiNotFound(allowedMethods: (url: string) => string[]) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) {
      return problem(reply.header('allow', allowed.join(', ')), 405, MESSAGES.methodNotAllowed);
    }
    return problem(reply, 404, MESSAGES.notFound);
  };
}

/**
 * Errors Fastify's router raises before any route or hook runs, in the one error shape and
 * without echoing the input: a malformed percent-encoding is a 400; a path parameter longer than
 * the router takes (100 characters) names nothing here, so it is a 404 like any unknown id.
 */
export function frameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void problem(reply, 404, MESSAGES.notFound);
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void problem(reply, 400, MESSAGES.badUrl);
  } else {
    void problem(reply, 500, MESSAGES.internalError);
  }
}

/** The most of a refused body that is read (and discarded) so that the client sees the 413. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

/**
 * A body refused as too large is usually still arriving. Answered at once, the connection closes
 * under a client that reads only after sending everything (Python's urllib, many SDKs), which
 * then sees a broken pipe instead of the 413. So the rest is read and discarded first, up to
 * 64 MiB (past that, or on a slow trickle, Node's request timeout, the connection is cut).
 */
function afterTheBody(request: FastifyRequest, answer: () => unknown): Promise<unknown> {
  const raw = request.raw;
  const declared = Number(raw.headers['content-length']);
  if (declared > MAX_DRAINED_BYTES) return Promise.resolve(answer());
  return new Promise((resolve) => {
    let drained = 0;
    let answered = false;
    const finish = () => {
      if (answered) return;
      answered = true;
      raw.off('data', count);
      resolve(answer());
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) finish();
    };
    raw.on('data', count);
    for (const event of ['end', 'error', 'close']) raw.once(event, finish);
    raw.resume();
  });
}

function internalError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.error({ err: error, reqId: request.id }, 'request failed');
  const status = error.statusCode && error.statusCode > 500 ? error.statusCode : 500;
  return problem(reply, status, `${MESSAGES.internalError} (request id ${request.id})`);
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MESSAGES.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MESSAGES.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not accepted here; send JSON.';
  }
  if (status === 429) return MESSAGES.tooManyRequests;
  // Fastify's own 4xx messages describe the request, never the server's internals.
  return error.message || 'Bad request';
}

function describeValidation(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): string {
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = field || error.validationContext || 'request';
      return `${where}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}
