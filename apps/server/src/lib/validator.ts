import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './errors';
import { hasUnstorableText, UNSTORABLE_TEXT } from './json-body';

/**
 * zod validation for every route, with the check the JSON body parser makes (json-body.ts)
 * extended to the query string and path: PostgreSQL cannot store a NUL or a lone surrogate, so
 * such a value is a 422 here rather than a 500 at the database.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring' && route.httpPart !== 'params') return validate;
  return (data) =>
    hasUnstorableText(data)
      ? { error: new AppError('UNPROCESSABLE', UNSTORABLE_TEXT) }
      : validate(data);
};
