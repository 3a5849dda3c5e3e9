import { useState } from 'react';
import { Field } from './field';
import type { FieldProps } from './field';

/**
 * A password input with a Show/Hide switch: typing a new password on a phone is easier when one
 * can check it. The switch is a word rather than an icon, so it needs no icon code.
 */
export function PasswordField({ label, ...props }: Omit<FieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const noun = label.toLowerCase();
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? `Hide ${noun}` : `Show ${noun}`}
          className="absolute inset-y-0 right-0 rounded-r-lg px-3 text-xs font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
      {...props}
    />
  );
}
