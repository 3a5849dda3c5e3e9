import type { SiteInfo } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';
import { LEGAL_TITLES, LEGAL_UPDATED } from './legal-types';
import type { LegalDocument } from './legal-types';

/** In the language of `t`, with the operator's brand, support address and legal entity. */
export function privacyPolicy(site: SiteInfo, t: Translate): LegalDocument {
  const values = {
    brand: site.brand_name,
    email: site.support_email,
    entity: site.legal_entity,
  };
  return {
    id: 'privacy',
    title: t(LEGAL_TITLES.privacy),
    updated: LEGAL_UPDATED,
    intro: t('legal.privacy.intro', values),
    sections: [
      {
        heading: t('legal.privacy.s1'),
        paragraphs: [t('legal.privacy.s1p1')],
        list: [
          t('legal.privacy.s1l1'),
          t('legal.privacy.s1l2'),
          t('legal.privacy.s1l3'),
          t('legal.privacy.s1l4'),
          t('legal.privacy.s1l5'),
          t('legal.privacy.s1l6'),
        ],
      },
      {
        heading: t('legal.privacy.s2'),
        paragraphs: [t('legal.privacy.s2p1')],
      },
      {
        heading: t('legal.privacy.s3'),
        paragraphs: [t('legal.privacy.s3p1')],
      },
      {
        heading: t('legal.privacy.s4'),
        paragraphs: [t('legal.privacy.s4p1')],
      },
      {
        heading: t('legal.privacy.s5'),
        paragraphs: [t('legal.privacy.s5p1', values)],
      },
      {
        heading: t('legal.privacy.s6'),
        paragraphs: [t('legal.privacy.s6p1')],
      },
      {
        heading: t('legal.privacy.s7'),
        paragraphs: [t('legal.privacy.s7p1', values)],
      },
      {
        heading: t('legal.privacy.s8'),
        paragraphs: [t('legal.privacy.s8p1'), t('legal.privacy.s8p2', values)],
      },
    ],
  };
}
