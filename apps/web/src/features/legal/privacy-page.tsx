import { LegalPage } from './legal-page';

/** Spec: /privacy. */
export default function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
