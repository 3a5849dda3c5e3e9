import { emailLayout, type Brand } from '../../lib/auth/account-emails';
import type { MailMessage } from '../../lib/mail';

export function renewalReminderEmail(
  brand: Brand,
  input: { to: string; name: string; planName: string; endsAt: Date },
): MailMessage {
  const day = input.endsAt.toUTCString().slice(0, 16);
  return {
    to: input.to,
    subject: `Your ${brand.brandName} ${input.planName} plan ends on ${day}`,
    ...emailLayout(
      brand,
      [
        `Hello ${input.name},`,
        `Your ${input.planName} plan ends on ${day}. Plans do not renew automatically, so nothing will be charged.`,
        'After that day your account returns to the Starter plan; your credits stay yours. To keep your limits, buy the plan again before it ends.',
      ],
      { label: 'Review my plan', url: `${brand.publicUrl.replace(/\/$/, '')}/subscription` },
    ),
  };
}
