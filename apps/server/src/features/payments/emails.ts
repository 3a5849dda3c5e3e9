import { emailLayout, type Brand } from '../../lib/auth/account-emails';
import { emailText, formatDay } from '../../lib/email-text';
import type { Language } from '@atelier/contract';
import type { MailMessage } from '../../lib/mail';

export function renewalReminderEmail(
  brand: Brand,
  input: { to: string; name: string; planName: string; endsAt: Date; language: Language },
): MailMessage {
  const t = emailText(input.language);
  const day = formatDay(t, input.endsAt);
  const plan = input.planName;
  return {
    to: input.to,
    subject: t('email.reminderSubject', { brand: brand.brandName, plan, day }),
    ...emailLayout(
      brand,
      t,
      [
        t('email.greeting', { name: input.name }),
        t('email.reminderEnds', { plan, day }),
        // Buying the plan one has is refused (api-conventions.md), so the email does not ask for it.
        t('email.reminderAfter'),
      ],
      {
        label: t('email.reminderAction'),
        url: `${brand.publicUrl.replace(/\/$/, '')}/subscription`,
      },
    ),
  };
}

/** Sent once when an order is paid: what was paid, how, and what it bought. */
export function receiptEmail(
  brand: Brand,
  input: {
    to: string;
    name: string;
    language: Language;
    orderId: string;
    paidAt: Date;
    /** Minor units (paise, cents) and ISO currency, as the gateway charged. */
    amountMinor: number;
    currency: string;
    gateway: string;
    creditsAdded: number;
    balance: number;
    plan: { name: string; endsAt: Date } | null;
  },
): MailMessage {
  const t = emailText(input.language);
  const amount = new Intl.NumberFormat(t.language, {
    style: 'currency',
    currency: input.currency,
  }).format(input.amountMinor / 100);
  const credits = (value: number) =>
    new Intl.NumberFormat(t.language, { maximumFractionDigits: 2 }).format(value);
  const lines = [
    t('email.greeting', { name: input.name }),
    t('email.receiptThanks', { amount, gateway: GATEWAY_NAMES[input.gateway] ?? input.gateway }),
  ];
  if (input.creditsAdded > 0) {
    lines.push(
      t('email.receiptCredits', {
        credits: credits(input.creditsAdded),
        balance: credits(input.balance),
      }),
    );
  }
  if (input.plan) {
    lines.push(
      t('email.receiptPlan', { plan: input.plan.name, day: formatDay(t, input.plan.endsAt) }),
    );
  }
  lines.push(t('email.receiptOrder', { order: input.orderId, day: formatDay(t, input.paidAt) }));
  return {
    to: input.to,
    subject: t('email.receiptSubject', { brand: brand.brandName, amount }),
    ...emailLayout(brand, t, lines, {
      label: t('email.receiptAction'),
      url: `${brand.publicUrl.replace(/\/$/, '')}/subscription`,
    }),
  };
}

const GATEWAY_NAMES: Record<string, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
};
