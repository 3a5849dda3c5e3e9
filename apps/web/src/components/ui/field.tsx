import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Shared so selects and other controls look like the text inputs. The look lives in styles.css,
 * with its dark variant, because the landing page's sign-up form loads this file too.
 */
export const inputClasses = 'field-input';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string | null;
  /** A control drawn inside the input's right end (the password field's Show/Hide). */
  trailing?: ReactNode;
}

/** A labelled text input with an optional hint and error message. */
export function Field({ label, hint, error, trailing, className, id, ...props }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(inputClasses, trailing ? 'pr-16' : null)}
          {...props}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
