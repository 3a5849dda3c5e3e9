import { LANGUAGES } from '@atelier/contract';
import type { RegisterBody } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';

export interface RegisterAnswer {
  message: string;
  email: string;
  /** Our server verifies the email first and never signs in here; the spec allows a token. */
  access_token?: string;
}

/** The language the page is shown in: the account's first language and its welcome email's. */
function pageLanguage(): RegisterBody['language'] {
  const language = document.documentElement.lang;
  return LANGUAGES.find((known) => known === language);
}

/** Spec: email trimmed and lower-cased; password and full name trimmed. */
export async function register(body: RegisterBody): Promise<RegisterAnswer> {
  return (await apiFetch('/auth/register', {
    method: 'POST',
    body: {
      full_name: body.full_name.trim(),
      email: body.email.trim().toLowerCase(),
      password: body.password.trim(),
      terms_agreed: body.terms_agreed,
      language: pageLanguage(),
    },
  })) as RegisterAnswer;
}
