import * as contract from '@atelier/contract';

/**
 * The stable machine `code` every error answer carries beside its English `detail` (issue 35):
 * clients translate the codes they know and show `detail` otherwise. A text from one of the
 * contract's message catalogues (`AUTH_MESSAGES.invalidCredentials`) is coded by where it is
 * written (`auth.invalidCredentials`); any other text, such as a 422 naming its field or a text
 * with figures in it, by its status (`request.invalid`), unless its thrower names one in the
 * error's fields (`common.limitDialogBody`). Codes never change once published: a
 * catalogue key that is renamed keeps answering its old code only if the catalogue keeps it.
 */
const BY_TEXT = new Map<string, string>();
for (const [name, catalogue] of Object.entries(contract)) {
  const match = /^(?:(\w+)_)?MESSAGES$/.exec(name);
  if (!match || typeof catalogue !== 'object' || catalogue === null) continue;
  const group = match[1] ? camelCase(match[1]) : 'common';
  for (const [key, text] of Object.entries(catalogue as Record<string, unknown>)) {
    if (typeof text === 'string' && !BY_TEXT.has(text)) BY_TEXT.set(text, `${group}.${key}`);
  }
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
