import type { SiteInfo } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';
import { LEGAL_TITLES, LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

/** In the language of `t`, with the operator's brand, support address and legal entity. */
export function termsOfService(site: SiteInfo, t: Translate): LegalDocument {
  const values = {
    brand: site.brand_name,
    email: site.support_email,
    entity: site.legal_entity,
  };
  return {
    id: 'terms',
    title: t(LEGAL_TITLES.terms),
    updated: LEGAL_UPDATED,
    intro: t('legal.terms.intro', values),
    sections: [
      {
        heading: t('legal.terms.s1'),
        paragraphs: [t('legal.terms.s1p1', values)],
      },
      {
        heading: t('legal.terms.s2'),
        paragraphs: [t('legal.terms.s2p1'), t('legal.terms.s2p2')],
      },
      {
        heading: t('legal.terms.s3'),
        paragraphs: [t('legal.terms.s3p1'), t('legal.terms.s3p2'), t('legal.terms.s3p3')],
      },
      {
        heading: t('legal.terms.s4'),
        paragraphs: [t('legal.terms.s4p1'), t('legal.terms.s4p2')],
      },
      {
        heading: t('legal.terms.s5'),
        paragraphs: [t('legal.terms.s5p1'), t('legal.terms.s5p2')],
      },
      {
        heading: t('legal.terms.s6'),
        paragraphs: [t('legal.terms.s6p1')],
        list: [
          t('legal.terms.s6l1'),
          t('legal.terms.s6l2'),
          t('legal.terms.s6l3'),
          t('legal.terms.s6l4'),
        ],
      },
      {
        heading: t('legal.terms.s7'),
        paragraphs: [t('legal.terms.s7p1')],
      },
      {
        heading: t('legal.terms.s8'),
        paragraphs: [t('legal.terms.s8p1', values)],
      },
      {
        heading: t('legal.terms.s9'),
        paragraphs: [t('legal.terms.s9p1')],
      },
      {
        heading: t('legal.terms.s10'),
        paragraphs: [t('legal.terms.s10p1'), t('legal.terms.s10p2', values)],
      },
    ],
  };
}
