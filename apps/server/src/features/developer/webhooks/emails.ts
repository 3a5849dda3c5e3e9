import { emailLayout, type Brand } from '../../../lib/auth/account-emails';
import type { MailMessage } from '../../../lib/mail';

/** Told to a webhook's owner when it is switched off (a 410, or three days of failures). */
export function endpointDisabledEmail(
  brand: Brand,
  input: { to: string; name: string; url: string; reason: string },
): MailMessage {
  return {
    to: input.to,
    subject: `Your ${brand.brandName} webhook was disabled`,
    ...emailLayout(
      brand,
      [
        `Hello ${input.name},`,
        `We stopped sending events to ${input.url}. ${input.reason}`,
        'Events that were waiting for it were not sent. When the endpoint works again, add it again on the Developers page.',
      ],
      { label: 'Open Developers', url: `${brand.publicUrl.replace(/\/$/, '')}/developers` },
    ),
  };
}
