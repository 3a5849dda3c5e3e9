import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { ZodObject, type ZodType } from 'zod';
import { AppError } from './errors';
import { hasUnstorableText, UNSTORABLE_TEXT } from './json-body';

/**
 * zod validation for every route, with two additions for the URL:
 * - the check the JSON body parser makes (json-body.ts) extended to the query string and path:
 *   PostgreSQL cannot store a NUL or a lone surrogate, so such a value is a 422 here rather than
 *   a 500 at the database;
 * - a query parameter the route does not document is a 422 naming it, as the OpenAPI document
 *   promises, rather than silently ignored (a misspelt `per_pag=` would otherwise look obeyed).
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') {
    return zodValidatorCompiler(route);
  }
  const schema =
    route.httpPart === 'querystring' && route.schema instanceof ZodObject
      ? route.schema.strict()
      : route.schema;
  const validate = zodValidatorCompiler({ ...route, schema });
  return (data) =>
    hasUnstorableText(data)
      ? { error: new AppError('UNPROCESSABLE', UNSTORABLE_TEXT) }
      : validate(data);
};
