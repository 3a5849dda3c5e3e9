import { LegalPage } from './legal-page';

/** Spec: /terms. The refund policy follows as its own section, reachable at #refund-policy. */
export default function TermsPage() {
  return <LegalPage doc="terms" appendix="refund" />;
}
