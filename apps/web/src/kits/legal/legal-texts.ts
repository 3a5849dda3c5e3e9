import type { SiteInfo } from '@atelier/contract';
import type { Translate } from '../../lib/i18n/i18n';
import type { LegalDocId, LegalDocument } from './legal-types';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { termsOfService } from './terms-of-service';

/**
 * The one place the legal texts come from: the dialogs and the /terms and /privacy pages render
 * these, with the operator's brand (BRAND_NAME, SUPPORT_EMAIL, LEGAL_ENTITY) filled in, in the
 * language of `t` (the caller's useT(), so the text follows the interface language).
 */
export function legalDocument(id: LegalDocId, site: SiteInfo, t: Translate): LegalDocument {
  if (id === 'privacy') return privacyPolicy(site, t);
  if (id === 'refund') return refundPolicy(site, t);
  return termsOfService(site, t);
}
