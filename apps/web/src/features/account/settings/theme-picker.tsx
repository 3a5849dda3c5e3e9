import { THEMES } from '@atelier/contract';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import MonitorIcon from 'lucide-react/icons/monitor';
import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import { useT } from '../../../lib/i18n/i18n';
import type { ThemeChoice } from '../../../lib/theme';

// Message ids (src/locales).
const OPTIONS: Record<ThemeChoice, { label: string; hint: string; icon: LucideIcon }> = {
  light: { label: 'preferences.themeLight', hint: 'preferences.themeLightHint', icon: SunIcon },
  dark: { label: 'preferences.themeDark', hint: 'preferences.themeDarkHint', icon: MoonIcon },
  auto: { label: 'preferences.themeAuto', hint: 'preferences.themeAutoHint', icon: MonitorIcon },
};

export function ThemePicker({
  value,
  onChange,
  disabled,
}: {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {t('preferences.theme')}
      </legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:gap-3">
        {THEMES.map((theme) => {
          const option = OPTIONS[theme];
          return (
            <label
              key={theme}
              className={clsx(
                'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border p-3 text-center text-sm transition-colors',
                'has-focus-visible:outline-2 has-focus-visible:outline-primary-600',
                value === theme
                  ? 'border-primary-500 bg-primary-50 text-primary-800 dark:border-primary-500 dark:bg-primary-950 dark:text-primary-100'
                  : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                className="sr-only"
              />
              <option.icon className="size-5" aria-hidden="true" />
              <span className="font-medium">{t(option.label)}</span>
              <span className="hidden text-xs text-slate-600 sm:block dark:text-slate-400">
                {t(option.hint)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
