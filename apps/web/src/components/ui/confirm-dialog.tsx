import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { useT } from '../../lib/i18n/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question itself, read out as the dialog's description. */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive actions get the red button. */
  tone?: 'primary' | 'danger';
  /** While the action runs: both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
}

/** A yes/no question in an accessible dialog, in place of window.confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const guardedChange = (next: boolean) => {
    if (!busy) onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={guardedChange}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => guardedChange(false)}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} disabled={busy} onClick={onConfirm}>
            {busy ? t('common.pleaseWait') : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
