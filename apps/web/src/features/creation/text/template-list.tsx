import type { PromptTemplate } from '@atelier/contract';
import { clsx } from 'clsx';
import PencilLineIcon from 'lucide-react/icons/pencil-line';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { templateCategories } from './text-rules';
import type { TextSource } from './text-rules';

const ALL = '';

/** The server's template categories as message ids; a category not listed shows as sent. */
const CATEGORY_IDS: Record<string, string> = {
  Business: 'text.categoryBusiness',
  Career: 'text.categoryCareer',
  Code: 'text.categoryCode',
  'Customer Support': 'text.categoryCustomerSupport',
  Education: 'text.categoryEducation',
  Marketing: 'text.categoryMarketing',
  Productivity: 'text.categoryProductivity',
  Research: 'text.categoryResearch',
  Sales: 'text.categorySales',
  'Social Media': 'text.categorySocialMedia',
  Writing: 'text.categoryWriting',
};

export interface TemplateListProps {
  templates: readonly PromptTemplate[];
  source: TextSource;
  onChoose: (source: Exclude<TextSource, null>) => void;
}

/** The Custom Prompt option, then the templates grouped by category, with a category filter. */
export function TemplateList({ templates, source, onChoose }: TemplateListProps) {
  const t = useT();
  const filterId = useId();
  const [category, setCategory] = useState(ALL);
  const categories = templateCategories(templates);
  const categoryName = (name: string) => (CATEGORY_IDS[name] ? t(CATEGORY_IDS[name]) : name);
  const shown = categories.filter((name) => category === ALL || name === category);
  const chosenId = source?.kind === 'template' ? source.template.id : null;

  return (
    <div className="space-y-4">
      <OptionButton
        pressed={source?.kind === 'custom'}
        onClick={() => onChoose({ kind: 'custom' })}
        title={
          <span className="flex items-center gap-2">
            <PencilLineIcon className="size-4" aria-hidden="true" />
            {t('text.customOption')}
          </span>
        }
        description={t('text.customOptionDescription')}
      />

      {categories.length > 1 ? (
        <div>
          <label
            htmlFor={filterId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('text.category')}
          </label>
          <select
            id={filterId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={`${inputClasses} mt-1.5`}
          >
            <option value={ALL}>{t('text.allCategories')}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {categoryName(name)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {/* 55 templates: the list scrolls on its own so the form stays in view. */}
      <div className="max-h-[32rem] space-y-4 overflow-y-auto pr-1">
        {shown.map((name) => (
          <section key={name} aria-label={categoryName(name)} className="space-y-2">
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {categoryName(name)}
            </h4>
            <ul className="space-y-2">
              {templates
                .filter((template) => template.category === name)
                .map((template) => (
                  <li key={template.id}>
                    <OptionButton
                      pressed={template.id === chosenId}
                      onClick={() => onChoose({ kind: 'template', template })}
                      title={template.title}
                      description={template.description}
                    />
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function OptionButton({
  pressed,
  onClick,
  title,
  description,
}: {
  pressed: boolean;
  onClick: () => void;
  title: ReactNode;
  description: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={clsx(
        'w-full rounded-xl border p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        pressed
          ? 'border-primary-500 bg-primary-50 dark:border-primary-500 dark:bg-primary-950/60'
          : 'border-slate-200 bg-white hover:border-primary-300 hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800',
      )}
    >
      <span className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </span>
      <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{description}</span>
    </button>
  );
}
