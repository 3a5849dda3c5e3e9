import { clsx } from 'clsx';
import BrainIcon from 'lucide-react/icons/brain';
import LayoutTemplateIcon from 'lucide-react/icons/layout-template';
import LibraryIcon from 'lucide-react/icons/library';
import WandIcon from 'lucide-react/icons/wand-sparkles';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/i18n';
import type { BuilderMethod } from './builder-types';

const METHODS: readonly {
  value: BuilderMethod;
  label: string;
  detail: string;
  paid: boolean;
  icon: ReactNode;
}[] = [
  {
    value: 'ai',
    label: 'promptBuilder.methodAi',
    detail: 'promptBuilder.methodAiDetail',
    paid: true,
    icon: <BrainIcon className="size-5" aria-hidden="true" />,
  },
  {
    value: 'template',
    label: 'promptBuilder.methodTemplates',
    detail: 'promptBuilder.methodTemplatesDetail',
    paid: false,
    icon: <LayoutTemplateIcon className="size-5" aria-hidden="true" />,
  },
  {
    value: 'enhancer',
    label: 'promptBuilder.methodEnhancer',
    detail: 'promptBuilder.methodEnhancerDetail',
    paid: false,
    icon: <WandIcon className="size-5" aria-hidden="true" />,
  },
  {
    value: 'database',
    label: 'promptBuilder.methodDatabase',
    detail: 'promptBuilder.methodDatabaseDetail',
    paid: false,
    icon: <LibraryIcon className="size-5" aria-hidden="true" />,
  },
];

/** The four ways to get a prompt; only the AI method spends the daily allowance. */
export function MethodPicker({
  value,
  onChange,
}: {
  value: BuilderMethod;
  onChange: (method: BuilderMethod) => void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('promptBuilder.method')}
      </legend>
      <div className="mt-1.5 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {METHODS.map((method) => (
          <label
            key={method.value}
            className={clsx(
              'flex cursor-pointer flex-col gap-1 rounded-xl border p-3 transition-colors',
              'hover:border-primary-300 dark:hover:border-primary-700',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
              value === method.value
                ? 'border-primary-500 bg-primary-50 ring-1 ring-primary-500 dark:bg-primary-950/60'
                : 'border-slate-200 dark:border-slate-700',
            )}
          >
            <input
              type="radio"
              name="builder-method"
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              className="sr-only"
            />
            <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
              <span className="text-primary-600 dark:text-primary-300">{method.icon}</span>
              {t(method.label)}
              <Badge tone={method.paid ? 'purple' : 'success'}>
                {method.paid ? t('promptBuilder.paid') : t('promptBuilder.free')}
              </Badge>
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">{t(method.detail)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
