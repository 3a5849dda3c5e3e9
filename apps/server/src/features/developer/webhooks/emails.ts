import { emailLayout, type Brand } from '../../../lib/auth/account-emails';
import { emailText } from '../../../lib/email-text';
import type { Language } from '@atelier/contract';
import type { MailMessage } from '../../../lib/mail';

/** Why a webhook was switched off: its endpoint answered 410 Gone, or failed for three days. */
export type DisabledCause = 'gone' | 'failing';

/** Told to a webhook's owner when it is switched off. */
export function endpointDisabledEmail(
  brand: Brand,
  input: { to: string; name: string; url: string; cause: DisabledCause; language: Language },
): MailMessage {
  const t = emailText(input.language);
  return {
    to: input.to,
    subject: t('email.webhookSubject', { brand: brand.brandName }),
    ...emailLayout(
      brand,
      t,
      [
        t('email.greeting', { name: input.name }),
        t('email.webhookStopped', { url: input.url, cause: input.cause }),
        t('email.webhookWaiting'),
      ],
      {
        label: t('email.webhookAction'),
        url: `${brand.publicUrl.replace(/\/$/, '')}/developers`,
      },
    ),
  };
}
