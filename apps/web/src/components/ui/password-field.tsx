import { useState } from 'react';
import { useLanguage, useT } from '../../lib/i18n/i18n';
import { Field } from './field';
import type { FieldProps } from './field';

/**
 * A password input with a Show/Hide switch: typing a new password on a phone is easier when one
 * can check it. The switch is a word rather than an icon, so it needs no icon code.
 */
export function PasswordField({ label, ...props }: Omit<FieldProps, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  // German writes its nouns capitalised; the others lower-case the field's name mid-phrase.
  const field = useLanguage() === 'de' ? label : label.toLowerCase();
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('common.hideField', { field }) : t('common.showField', { field })}
          className="absolute inset-y-0 right-0 rounded-r-lg px-3 text-xs font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          {visible ? t('common.hide') : t('common.show')}
        </button>
      }
      {...props}
    />
  );
}
