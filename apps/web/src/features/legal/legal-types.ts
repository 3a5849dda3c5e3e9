export type LegalDocId = 'terms' | 'privacy' | 'refund';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  id: LegalDocId;
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Spec part 2, section 1: both legal pages are dated Oct 13 2025. */
export const LEGAL_UPDATED = 'October 13, 2025';

/** Where each document lives as a page; the refund policy is a section of the terms page. */
export const LEGAL_HREFS: Record<LegalDocId, string> = {
  terms: '/terms',
  privacy: '/privacy',
  refund: '/terms#refund-policy',
};

export const LEGAL_TITLES: Record<LegalDocId, string> = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
};
