import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Every paid tool: credits are held first (402), and a provider may be down (503). */
const PAID_TOOL = [402, 503];

/**
 * Error statuses an operation answers because of what it does; the rest follow from the route's
 * shape (see `errorStatuses`). Keyed by method and route path (Fastify's form); a test checks that
 * every key is a real route, so none outlives it.
 */
export const DOMAIN_ERRORS: Record<string, readonly number[]> = {
  'GET /api/media/*': [401, 403, 404],
  'POST /api/auth/login': [401, 403],
  'POST /api/auth/logout-all-devices-before-login': [401, 403],
  'POST /api/auth/oauth/start': [503],
  'POST /api/auth/oauth-callback': [401, 403, 503],
  'POST /api/auth/profile-picture': [422],
  'DELETE /api/auth/account': [404],
  'POST /api/auth/2fa/setup': [409],
  'POST /api/auth/2fa/enable': [404, 409],
  'POST /api/auth/2fa/disable': [404, 409],
  'POST /api/credits/razorpay-verify': [404],
  'POST /api/subscription/razorpay-verify': [404],
  'POST /api/translate': [503],
  'POST /api/generate-image-free': [503],
  'POST /api/generate-image': PAID_TOOL,
  'POST /api/generate-video': PAID_TOOL,
  'POST /api/optimize-output': [...PAID_TOOL, 404],
  'POST /api/chat/generate': PAID_TOOL,
  'POST /api/chat/generate-prompt': PAID_TOOL,
  'POST /api/reimagine/generate': PAID_TOOL,
  'POST /api/reimagine/generate-video': PAID_TOOL,
  'POST /api/reimagine/analyze-image': PAID_TOOL,
  'POST /api/product-ads/image/generate': PAID_TOOL,
  'POST /api/product-ads/video/generate': PAID_TOOL,
  'POST /api/product-ads/image/optimize': [...PAID_TOOL, 404],
  'POST /api/product-ads/video/optimize': [...PAID_TOOL, 404],
  'POST /api/audio/generate': PAID_TOOL,
  'GET /api/shared/workflows/:token': [410],
  'POST /api/admin/login': [401],
  'POST /api/admin/mfa/confirm': [409],
  'POST /api/admin/mfa/setup': [409],
  'POST /api/admin/admins': [409],
  'PUT /api/admin/admins/:id': [409],
  'POST /api/admin/invitations/accept': [404, 409, 410],
  'POST /api/developer/keys': [409],
  'POST /api/developer/webhooks': [409],
  'POST /api/developer/webhooks/:id/test': [409],
  'POST /api/developer/webhooks/:id/deliveries/:delivery_id/redeliver': [409],
  'POST /api/teams': [409],
  'POST /api/teams/:id/invites': [409],
  'PUT /api/teams/:id/members/:user_id': [409],
  'DELETE /api/teams/:id/members/:user_id': [409],
  'POST /api/teams/:id/transfer': [402],
  'POST /api/teams/invites/:token/accept': [403, 404, 409, 410],
  // Workflow runs (issue 49): the estimate is held first; a run that ended cannot be cancelled
  // or resumed twice; automation needs the Growth plan.
  'POST /api/workflows/:id/runs': [402, 404],
  'POST /api/workflow-runs/:run_id/cancel': [404, 409],
  'POST /api/workflow-runs/:run_id/resume': [402, 404, 409],
  'PUT /api/workflows/:id/schedule': [403, 404],
  'POST /api/workflows/:id/trigger': [403, 404],
  'POST /api/hooks/workflows/:token': [401, 402, 403, 404],
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: a malformed URL or body, or a request this state does not allow',
  401: 'Not signed in, or the session has ended',
  402: 'Not enough credits',
  403: 'Signed in without the right to this',
  404: 'Not found',
  409: 'Conflicts with what exists',
  410: 'No longer available',
  413: 'The request body is too large',
  415: 'This content type is not accepted here',
  422: 'A field is missing or invalid; `detail` names it. Text never holds U+0000 or a lone surrogate (U+D800 to U+DFFF): PostgreSQL cannot store them',
  429: 'Too many requests; `Retry-After` says when to try again',
  500: 'Something went wrong on our side',
  503: 'A service this needs is not available',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const ERROR_BODY = {
  type: 'object',
  properties: {
    detail: { type: 'string', description: 'What went wrong, in English' },
    code: {
      type: 'string',
      description:
        'A stable code for the error (`auth.invalidCredentials`, `request.invalid`), for clients that show their own text',
    },
    values: {
      type: 'object',
      description:
        'The figures in `detail`, by name and as `detail` writes them (`team.dailyCapReached`: `{"cap": "25.00", "left": "0.50"}`), for a client that says `code` in its own words; only on texts with figures',
      additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    },
  },
  required: ['detail', 'code'],
  additionalProperties: true,
};

/**
 * A normalising pipe (`z.string().trim().toLowerCase().pipe(z.email())`) is documented by what it
 * checks, not by the bare string it starts from: zod documents a pipe's input side, which would
 * tell clients that any string is accepted where only an email address or a plan id is.
 */
const documentPipeChecks = (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
  const def = (ctx.zodSchema as z.ZodType)._zod.def;
  withoutEmailFormat(ctx.jsonSchema);
  documentTrim(def, ctx.jsonSchema);
  if (def.type !== 'pipe') return;
  const { in: input, out } = def as unknown as { in: z.ZodType; out: z.ZodType };
  if (input._zod.def.type !== 'string' || out._zod.def.type === 'transform') return;
  const checked = z.toJSONSchema(out, { io: 'input', target: 'openapi-3.0' }) as Record<
    string,
    unknown
  >;
  delete checked.$schema;
  // The checking side's own lengths, or else the ones checked before the pipe (an address is at
  // most 254 characters whichever side says it).
  const before = { minLength: ctx.jsonSchema.minLength, maxLength: ctx.jsonSchema.maxLength };
  for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
  Object.assign(ctx.jsonSchema, withoutEmailFormat(checked));
  for (const [key, value] of Object.entries(before)) {
    if (value !== undefined) ctx.jsonSchema[key] ??= value;
  }
};

/**
 * Text a request may carry. PostgreSQL stores neither NUL nor a lone surrogate, so the server
 * refuses both in every string of a body, query or path (json-body.ts, validator.ts: 422). A
 * pattern can say the first; the second it cannot say in a form every reader compiles (Rust's
 * `regex`, behind Schemathesis's validator, refuses to name a surrogate and Schemathesis then
 * drops the whole pattern), so the 422's description says it. Text holds one only by mistake
 * (an emoji cut in half), and JSON can carry it only as an escape.
 */
export const TEXT_PATTERN = '^[^\\u0000]*$';

/**
 * What JavaScript's `trim` removes (WhiteSpace and LineTerminator in ECMA-262), spelled out rather
 * than `\s`: Schemathesis reads patterns with ASCII `\s`, so `\S` would admit a lone U+00A0,
 * which trims to nothing and is refused.
 */
const TRIMMED =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** Text with something besides white space in it, and no NUL. */
export const NON_BLANK_TEXT_PATTERN = `^[^\\u0000]*[^\\u0000${TRIMMED}][^\\u0000]*$`;

/**
 * A trimmed string that must not be empty refuses one of only spaces, which `minLength` alone
 * does not say: such a field carries `NON_BLANK_TEXT_PATTERN`.
 */
function documentTrim(def: z.ZodType['_zod']['def'], schema: Record<string, unknown>): void {
  if (def.type !== 'string' || schema.pattern !== undefined) return;
  if (typeof schema.minLength !== 'number' || schema.minLength < 1) return;
  const trims = (def.checks ?? []).some((check) => {
    const { tx } = check._zod.def as { check: string; tx?: (value: string) => unknown };
    return typeof tx === 'function' && tx(' \t a \n') === 'a';
  });
  if (trims) schema.pattern = NON_BLANK_TEXT_PATTERN;
}

/**
 * Every free text of a request (no pattern, format or list of values of its own) carries
 * `TEXT_PATTERN`; patterns of our own are written to exclude NUL too. Only requests: answers
 * are not checked this way, and the server never sends such text.
 */
function documentText(schema: unknown): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  const free = ['pattern', 'format', 'enum', 'const'].every((key) => node[key] === undefined);
  if (node.type === 'string' && free) node.pattern = TEXT_PATTERN;
  documentText(node.items);
  documentText(node.additionalProperties);
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(documentText);
  }
  if (node.properties && typeof node.properties === 'object') {
    Object.values(node.properties).forEach(documentText);
  }
}

/**
 * An email address is checked by zod's pattern, which the document carries; `format: email`
 * beside it would let each client apply its own idea of an address (RFC 5321's label lengths,
 * say) and disagree with the server about which addresses are valid.
 */
function withoutEmailFormat(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.format === 'email' && typeof schema.pattern === 'string') delete schema.format;
  return schema;
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: documentPipeChecks },
});

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/**
 * The OpenAPI transform: the zod schemas as JSON schema (fastify-type-provider-zod), plus every
 * error status the operation can answer, each with the one error shape `{"detail"}`. What follows
 * from a route's shape is added here, so no route can forget it:
 * - every route: 400 (a malformed URL), 500; 429 unless the route is exempt from the API limit;
 * - input (body, query, path, headers): 422; a body (or a method that takes one): 413 and 415;
 *   path parameters: 404 (an identifier that names nothing, or one past the router's length);
 * - signed-in routes: 401 and 403 (staff: role, MFA; users: an API key refused, issue 34).
 * What an operation adds by its nature (402, 409, 503...) is in `DOMAIN_ERRORS`.
 */
export function transformWithErrors(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> & {
    hide?: boolean;
    response?: Record<string, unknown>;
  };
  if (!schema || schema.hide || !input.url.startsWith('/api/')) return result;
  const documentedBody = input.route.config?.documentedBody;
  if (documentedBody) schema.body = { content: bodyContent(input, documentedBody) };
  for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
    const documented = (
      schema as Record<string, { content?: Record<string, { schema: unknown }> }>
    )[part];
    if (documented?.content) {
      for (const media of Object.values(documented.content)) documentText(media.schema);
    } else documentText(documented);
  }
  const response = (schema.response ??= {});
  const method = String(input.route.method).toUpperCase();
  for (const status of errorStatuses(input.route, DOMAIN_ERRORS[`${method} ${input.url}`])) {
    response[status] ??= { description: DESCRIPTIONS[status], ...ERROR_BODY };
  }
  return result;
}

/** A body the handler reads itself, documented in each media type it takes (`documentedBody`). */
function bodyContent(input: TransformInput, bodies: Record<string, z.ZodType>) {
  return Object.fromEntries(
    Object.entries(bodies).map(([type, body]) => [
      type,
      {
        schema: (jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: unknown })
          .body,
      },
    ]),
  );
}

type JsonSchema = Record<string, unknown> & {
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

/**
 * How each part of a multipart body travels (OpenAPI's `encoding`): a file as bytes, an object
 * as JSON text, as the media-input module reads them. A body with one form per tool has no
 * properties of its own, so a client could not tell from its top which part is a file (a part
 * of `application/octet-stream` is one, with or without a file name). fastify-swagger keeps
 * only a media type's schema, so this runs on the finished document (its `transformObject`).
 */
export function withPartEncodings<T extends { paths?: Record<string, unknown> }>({
  openapiObject,
}: {
  openapiObject: T;
}): T {
  for (const methods of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(methods as Record<string, unknown>)) {
      const form = (
        operation as {
          requestBody?: { content?: Record<string, { schema?: JsonSchema; encoding?: unknown }> };
        }
      ).requestBody?.content?.['multipart/form-data'];
      if (!form?.schema) continue;
      const encoding = Object.fromEntries(
        partsOf(form.schema).flatMap(([name, part]) => {
          const contentType = contentTypeOf(part);
          return contentType ? [[name, { contentType }]] : [];
        }),
      );
      if (Object.keys(encoding).length > 0) form.encoding = encoding;
    }
  }
  return openapiObject;
}

/** Every part a form (or any of its forms) names, with its schema. */
function partsOf(schema: JsonSchema): [string, JsonSchema][] {
  return [...Object.entries(schema.properties ?? {}), ...(schema.anyOf ?? []).flatMap(partsOf)];
}

function contentTypeOf(part: JsonSchema): string | undefined {
  const item = part.type === 'array' ? part.items : part;
  if (item?.format === 'binary') return 'application/octet-stream';
  if (part.type === 'object' || part.anyOf?.every((form) => form.type === 'object')) {
    return 'application/json';
  }
  return undefined;
}

function errorStatuses(route: RouteOptions, domain: readonly number[] = []): number[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const statuses = new Set<number>([400, 500]);
  if (route.config?.rateLimit !== false) statuses.add(429);
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(422);
  const methods = ([] as string[]).concat(route.method);
  if (schema.body || methods.some((method) => BODY_METHODS.has(method))) {
    statuses.add(413);
    statuses.add(415);
  }
  if (schema.params) statuses.add(404);
  // A tool asked in a team's workspace the caller is not in (issue 37): the team is not found.
  const headers = schema.headers as { shape?: Record<string, unknown> } | undefined;
  if (headers?.shape?.['atelier-team']) statuses.add(404);
  // Staff: a role or MFA short of it. Users: a personal API key where a session is needed, or
  // one whose owner's plan no longer has API access (issue 34).
  if (Array.isArray(schema.security) && schema.security.length > 0) {
    statuses.add(401);
    statuses.add(403);
  }
  for (const status of domain) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}
