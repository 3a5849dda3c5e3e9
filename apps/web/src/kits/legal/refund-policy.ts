import type { SiteInfo } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';
import { LEGAL_TITLES, LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

/** In the language of `t`, with the operator's brand, support address and legal entity. */
export function refundPolicy(site: SiteInfo, t: Translate): LegalDocument {
  const values = {
    brand: site.brand_name,
    email: site.support_email,
    entity: site.legal_entity,
  };
  return {
    id: 'refund',
    title: t(LEGAL_TITLES.refund),
    updated: LEGAL_UPDATED,
    intro: t('legal.refund.intro', values),
    sections: [
      {
        heading: t('legal.refund.s1'),
        paragraphs: [t('legal.refund.s1p1')],
      },
      {
        heading: t('legal.refund.s2'),
        paragraphs: [t('legal.refund.s2p1')],
      },
      {
        heading: t('legal.refund.s3'),
        paragraphs: [t('legal.refund.s3p1')],
      },
      {
        heading: t('legal.refund.s4'),
        paragraphs: [t('legal.refund.s4p1', values)],
      },
    ],
  };
}
