import { clsx } from 'clsx';
import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * Shared so selects and other controls look like the text inputs. The look lives in styles.css,
 * with its dark variant, because the landing page's sign-up form loads this file too.
 */
export const inputClasses = 'field-input';

export interface FieldFrameProps {
  /** The control's id, which its label points at and its hint and error ids start with. */
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  className?: string;
  children: ReactNode;
}

/** The label above a control and the hint and error under it: what every field has around it. */
export function FieldFrame({ id, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its frame's hint and error. */
export function describedBy(id: string, hint?: string, error?: string | null) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  };
}

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
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          {...describedBy(inputId, hint, error)}
          className={clsx(inputClasses, trailing ? 'pr-16' : null)}
          {...props}
        />
        {trailing}
      </div>
    </FieldFrame>
  );
}
