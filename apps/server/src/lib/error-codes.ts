import * as contract from '@atelier/contract';

/**
 * The stable machine `code` every error answer carries beside its English `detail` (issue 35):
 * clients translate the codes they know and show `detail` otherwise. A text from one of the
 * contract's message catalogues (`AUTH_MESSAGES.invalidCredentials`) is coded by where it is
 * written (`auth.invalidCredentials`); any other text, such as a 422 naming its field, by its
 * status (`request.invalid`). A catalogue text with figures in it (`TEAM_MESSAGES.dailyCapReached`)
 * is a function, so its thrower names its code in the error's fields (`withFigures` below), with
 * the figures as `values` for the client's own sentence. Codes never change once published: a
 * catalogue key that is renamed keeps answering its old code only if the catalogue keeps it.
 */
const BY_TEXT = new Map<string, string>();
const BY_FUNCTION = new Map<unknown, string>();
for (const [name, catalogue] of Object.entries(contract)) {
  const match = /^(?:(\w+)_)?MESSAGES$/.exec(name);
  if (!match || typeof catalogue !== 'object' || catalogue === null) continue;
  const group = match[1] ? camelCase(match[1]) : 'common';
  for (const [key, text] of Object.entries(catalogue as Record<string, unknown>)) {
    if (typeof text === 'string' && !BY_TEXT.has(text)) BY_TEXT.set(text, `${group}.${key}`);
    if (typeof text === 'function' && !BY_FUNCTION.has(text)) {
      BY_FUNCTION.set(text, `${group}.${key}`);
    }
  }
}

/** The figures of a text, by the names its translations use: `{cap: '25.00', left: '0.50'}`. */
export type MessageValues = Record<string, string | number>;

/**
 * The fields of an error whose text has figures (ADR 026): the code of the catalogue function that
 * wrote it, found by its place there (`team.dailyCapReached`), and the figures as the text shows
 * them, by name. `{detail, code, values}` lets a client say the same in its own language.
 */
export function withFigures(
  message: (...args: never[]) => string,
  values: MessageValues,
): { code: string; values: MessageValues } {
  const code = BY_FUNCTION.get(message);
  if (!code) throw new Error('withFigures takes a function of a contract message catalogue');
  return { code, values };
}

const BY_STATUS: Record<number, string> = {
  400: 'request.bad',
  401: 'auth.unauthorized',
  402: 'payment.required',
  403: 'auth.forbidden',
  404: 'common.notFound',
  405: 'common.methodNotAllowed',
  409: 'request.conflict',
  410: 'request.gone',
  413: 'common.bodyTooLarge',
  415: 'request.unsupportedMediaType',
  422: 'request.invalid',
  429: 'common.tooManyRequests',
  500: 'common.internalError',
};

export function errorCode(detail: string, status: number): string {
  return (
    BY_TEXT.get(detail) ??
    BY_STATUS[status] ??
    (status >= 500 ? 'server.unavailable' : 'request.bad')
  );
}

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
