import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { withLanguage } from '../../lib/i18n/i18n';
import type { LegalDocId } from './legal-types';

const LegalDialog = lazy(() => withLanguage(import('./legal-dialog')));

/**
 * Opens a policy in a dialog whose code arrives on the first click. Render `legalDialog` once
 * anywhere in the component that calls this.
 */
export function useLegalDialog(): { openLegal: (doc: LegalDocId) => void; legalDialog: ReactNode } {
  const [open, setOpen] = useState<LegalDocId | null>(null);
  const legalDialog = open ? (
    <Suspense fallback={null}>
      <LegalDialog doc={open} onClose={() => setOpen(null)} />
    </Suspense>
  ) : null;
  return { openLegal: setOpen, legalDialog };
}
