import * as RadixDialog from '@radix-ui/react-dialog';
import { useSite } from '../../app/site';
import { buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n/i18n';
import { LegalDocumentView } from './legal-document-view';
import { legalDocument } from './legal-texts';
import type { LegalDocId } from './legal-types';

/**
 * A policy in a modal (spec: "each opens a modal dialog with policy text and a close button").
 * Loaded on the first click, so the texts and the dialog code cost the landing page nothing.
 */
export default function LegalDialog({ doc, onClose }: { doc: LegalDocId; onClose: () => void }) {
  const site = useSite();
  const t = useT();
  const text = legalDocument(doc, site, t);
  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 dark:bg-slate-950/70" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-4 top-[5vh] bottom-[5vh] z-50 mx-auto flex max-w-2xl flex-col rounded-2xl bg-white shadow-xl focus:outline-none dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
        >
          <div className="border-b border-slate-200 px-6 py-4 dark:border-slate-800">
            <RadixDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {text.title}
            </RadixDialog.Title>
            <p className="text-sm text-slate-500 dark:text-slate-400">{site.brand_name}</p>
          </div>
          <div className="flex-1 overflow-y-auto px-6 py-5">
            <LegalDocumentView doc={text} sectionLevel="h3" />
          </div>
          <div className="flex justify-end border-t border-slate-200 px-6 py-4 dark:border-slate-800">
            <RadixDialog.Close className={buttonClasses()}>{t('legal.close')}</RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
