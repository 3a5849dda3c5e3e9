import type { SiteInfo } from '@atelier/contract';
import { LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

export function privacyPolicy({
  brand_name,
  support_email,
  legal_entity,
}: SiteInfo): LegalDocument {
  return {
    id: 'privacy',
    title: 'Privacy Policy',
    updated: LEGAL_UPDATED,
    intro: `This policy explains what personal data ${legal_entity} collects when you use ${brand_name}, why, and the choices you have.`,
    sections: [
      {
        heading: '1. What we collect',
        paragraphs: ['We collect only what we need to run the service:'],
        list: [
          'your name, email address and password (stored only as a secure hash);',
          'payment information, which is handled by our payment providers: we never see or store your full card details;',
          'your profile and settings, such as a phone number, a profile picture and your preferences;',
          'device and connection data: browser, device type and IP address, also to show your active sessions;',
          'usage data: which tools you use, your generations and your credit history;',
          'cookies and similar storage needed to keep you signed in.',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'To provide and secure your account, to run your generations, to bill you, to send you service emails (verification, password resets, plan reminders), to answer support requests and to improve the service. Marketing emails are sent only if you opt in, and you can opt out at any time.',
        ],
      },
      {
        heading: '3. Sharing',
        paragraphs: [
          'We do not sell your personal data. We share it only with the providers who help us run the service (hosting, email delivery, payment processing and the AI providers that process your prompts), under contracts that protect it, or when the law requires it.',
        ],
      },
      {
        heading: '4. How long we keep it',
        paragraphs: [
          'We keep your data while your account is open. When you delete your account, we delete your personal data, except records we must keep by law (such as invoices).',
        ],
      },
      {
        heading: '5. Your rights',
        paragraphs: [
          `You may access, update or delete your data, object to or restrict its processing, receive it in a portable format, and withdraw your consent at any time. To do so, contact ${support_email}.`,
        ],
      },
      {
        heading: '6. Security',
        paragraphs: [
          'Connections are encrypted, passwords are hashed, and you can turn on two-factor authentication and end your sessions on other devices at any time.',
        ],
      },
      {
        heading: '7. Children',
        paragraphs: [
          `${brand_name} is not intended for children under 13, and we do not knowingly collect their data. If you believe a child has given us personal data, contact us and we will delete it.`,
        ],
      },
      {
        heading: '8. Changes and contact',
        paragraphs: [
          'We may update this policy; the date above shows the latest version.',
          `Questions about your privacy: ${support_email}.`,
        ],
      },
    ],
  };
}
