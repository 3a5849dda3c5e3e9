import type { SiteInfo } from '@atelier/contract';
import { LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

export function termsOfService({
  brand_name,
  support_email,
  legal_entity,
}: SiteInfo): LegalDocument {
  return {
    id: 'terms',
    title: 'Terms of Service',
    updated: LEGAL_UPDATED,
    intro: `These terms are an agreement between you and ${legal_entity} ("we", "us"), who operates ${brand_name}. By creating an account or using ${brand_name}, you accept them. If you do not agree, please do not use the service.`,
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          `${brand_name} is a web platform for generating images, video, audio, product ads and text with AI, and for planning AI projects as workflows. Some tools are free; others are paid for with prepaid credits (1 credit = 1 USD).`,
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must give a real name and an email address you control, keep your password secret and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.',
          'An account may be signed in on at most 3 devices at the same time.',
        ],
      },
      {
        heading: '3. Plans, credits and billing',
        paragraphs: [
          'The free plan (Starter) comes with limited daily usage. Paid plans (Pro, Growth and Enterprise) raise the daily limits and are billed monthly, or yearly at ten times the monthly price.',
          'Each plan period is a one-time payment that does not renew by itself; we remind you by email 3 days before it ends. When a period ends without a new payment, the account returns to the free plan.',
          'Credits are bought in advance and are used by premium generations at the price shown before you generate. A generation that fails costs nothing.',
        ],
      },
      {
        heading: '4. Cancellation and refunds',
        paragraphs: [
          'You can cancel a paid plan at any time. Cancellation takes effect at the end of the billing period you have paid for, and you keep your access until then.',
          'All sales are final and refunds are not offered, as described in our Refund Policy.',
        ],
      },
      {
        heading: '5. Your content',
        paragraphs: [
          'What you create with the service belongs to you. You grant us a worldwide, non-exclusive, royalty-free licence to store, process and display it as needed to run the service for you.',
          'You are responsible for the prompts, images and other material you upload, and you must have the right to use them.',
        ],
      },
      {
        heading: '6. Acceptable use',
        paragraphs: ['You agree not to use the service to:'],
        list: [
          'create or share unlawful, hateful, harassing or sexually explicit material involving minors;',
          "infringe anyone's copyright, trademark, privacy or other rights;",
          'impersonate others or create deceptive media intended to mislead;',
          'attack, overload, probe or reverse-engineer the service, or get around its limits.',
        ],
      },
      {
        heading: '7. Termination',
        paragraphs: [
          'We may suspend or close accounts at our discretion, in particular for a breach of these terms. You may delete your account at any time from its settings.',
        ],
      },
      {
        heading: '8. Children',
        paragraphs: [
          `${brand_name} is not intended for children under 13, and they may not use it.`,
        ],
      },
      {
        heading: '9. Disclaimers and liability',
        paragraphs: [
          'AI output can be inaccurate or unexpected; check it before you rely on it. The service is provided "as is", and to the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the 12 months before the claim.',
        ],
      },
      {
        heading: '10. Changes and contact',
        paragraphs: [
          'We may update these terms; the date above shows the latest version, and we will tell you of material changes by email or in the app.',
          `Questions about these terms: ${support_email}.`,
        ],
      },
    ],
  };
}
