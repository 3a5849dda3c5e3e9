import { clsx } from 'clsx';
import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, describedBy, inputClasses } from './field';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  /** Shown under the box, which is then marked invalid and described by it. */
  error?: string | null;
}

/** Field's multi-line sibling: a labelled textarea with an optional hint and error message. */
export function TextareaField({
  label,
  hint,
  error,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={rows}
        {...describedBy(id, hint, error)}
        className={clsx(inputClasses, 'mt-1.5 resize-y')}
        {...props}
      />
    </FieldFrame>
  );
}
