import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/i18n';

/** A step of the checkout: pick something in the body, then Continue (or Cancel). */
export function ChoiceDialog({
  title,
  description,
  canContinue,
  onContinue,
  onClose,
  children,
}: {
  title: string;
  description: ReactNode;
  canContinue: boolean;
  onContinue: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('billing.cancel')}
          </Button>
          <Button disabled={!canContinue} onClick={onContinue}>
            {t('billing.continue')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
