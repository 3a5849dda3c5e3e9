export type LegalDocId = 'terms' | 'privacy' | 'refund';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  id: LegalDocId;
  title: string;
  /** ISO date, written in the reader's language where it is shown. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** Spec part 2, section 1: both legal pages are dated Oct 13 2025. */
export const LEGAL_UPDATED = '2025-10-13';

/** Where each document lives as a page; the refund policy is a section of the terms page. */
export const LEGAL_HREFS: Record<LegalDocId, string> = {
  terms: '/terms',
  privacy: '/privacy',
  refund: '/terms#refund-policy',
};

/** Message ids of the documents' titles. */
export const LEGAL_TITLES: Record<LegalDocId, string> = {
  terms: 'legal.terms.title',
  privacy: 'legal.privacy.title',
  refund: 'legal.refund.title',
};
