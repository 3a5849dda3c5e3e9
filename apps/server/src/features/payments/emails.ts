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
        // Buying the plan one has is refused (api-conventions.md), so the email does not ask for it.
        'After that day your account returns to the Starter plan; your credits stay yours. To have these limits again, buy the plan once it has ended, or choose a higher plan at any time.',
      ],
      { label: 'Review my plan', url: `${brand.publicUrl.replace(/\/$/, '')}/subscription` },
    ),
  };
}
