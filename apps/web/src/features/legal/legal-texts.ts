import type { SiteInfo } from '@atelier/contract';
import type { LegalDocId, LegalDocument } from './legal-types';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { termsOfService } from './terms-of-service';

/**
 * The one place the legal texts come from: the dialogs and the /terms and /privacy pages render
 * these, with the operator's brand (BRAND_NAME, SUPPORT_EMAIL, LEGAL_ENTITY) filled in.
 */
export function legalDocument(id: LegalDocId, site: SiteInfo): LegalDocument {
  if (id === 'privacy') return privacyPolicy(site);
  if (id === 'refund') return refundPolicy(site);
  return termsOfService(site);
}
