import CopyIcon from 'lucide-react/icons/copy';
import { Button } from './button';
import type { ButtonProps } from './button';
import { COPY_MESSAGES, copyWithToast } from '../../lib/copy-text';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  /** The success toast: "Copied to clipboard!" unless the spec names another for the case. */
  copiedMessage?: string;
}

/** Copies `text` (with the hidden-field fallback) and toasts how it went. */
export function CopyButton({
  text,
  copiedMessage = COPY_MESSAGES.generic,
  children = 'Copy',
  variant = 'secondary',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => void copyWithToast(text, copiedMessage)}
      {...props}
    >
      <CopyIcon className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
