import type { SiteInfo } from '@atelier/contract';
import { LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

export function refundPolicy({ brand_name, support_email }: SiteInfo): LegalDocument {
  return {
    id: 'refund',
    title: 'Refund Policy',
    updated: LEGAL_UPDATED,
    intro: `Please read this before you buy a plan or credits on ${brand_name}.`,
    sections: [
      {
        heading: 'All sales are final',
        paragraphs: [
          'Payments for plans and for credits are final. We do not offer refunds, whole or partial, including for unused credits or for the unused part of a plan period.',
        ],
      },
      {
        heading: 'Cancellation',
        paragraphs: [
          'You can cancel a plan at any time. Cancellation takes effect at the end of the billing period you have paid for: you keep your plan and its limits until then, and you are not charged again.',
        ],
      },
      {
        heading: 'Failed generations',
        paragraphs: [
          'A generation that fails is never charged: the credits held for it are released to your balance automatically.',
        ],
      },
      {
        heading: 'Billing problems',
        paragraphs: [
          `If you were charged twice or believe a charge is wrong, write to ${support_email} with the date and amount, and we will look into it.`,
        ],
      },
    ],
  };
}
