import CopyIcon from 'lucide-react/icons/copy';
import { Button } from './button';
import type { ButtonProps } from './button';
import { copyWithToast } from '../../lib/copy-text';
import { useT } from '../../lib/i18n/i18n';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  /** The success toast: "Copied to clipboard!" unless the spec names another for the case. */
  copiedMessage?: string;
}

/** Copies `text` (with the hidden-field fallback) and toasts how it went. */
export function CopyButton({
  text,
  copiedMessage,
  children,
  variant = 'secondary',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const t = useT();
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void copyWithToast(text, copiedMessage ?? t('common.copied'))}
      {...props}
    >
      <CopyIcon className="size-4" aria-hidden="true" />
      {children ?? t('common.copy')}
    </Button>
  );
}
