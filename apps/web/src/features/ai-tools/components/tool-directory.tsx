import { AI_TOOL_CATEGORIES, AI_TOOL_FILTER_ALL } from '@atelier/contract';
import type { AiTool } from '@atelier/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { cardClasses } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { CardTitle } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { useLogError } from '../../../lib/use-log-error';
import { useAiTools } from '../api/get-ai-tools';
import { ExternalLink } from '../../../components/ui/external-link';
import { QuietNote } from './quiet-note';
import { CATEGORY_LABELS } from '../labels';
import { useT } from '../../../lib/i18n/i18n';
import type { Translate } from '../../../lib/i18n/i18n';

function categoryLabel(t: Translate, category: string): string {
  const id = (CATEGORY_LABELS as Partial<Record<string, string>>)[category];
  return id ? t(id) : category;
}

/** The side column (a landmark of its own): every tool in the directory, narrowed by one category. */
export function ToolDirectory() {
  const t = useT();
  const tools = useAiTools();
  useLogError(tools.error, 'Failed to load the AI tools directory');
  const [category, setCategory] = useState<string>(AI_TOOL_FILTER_ALL.value);

  const shown =
    tools.data?.tools.filter(
      (tool) => category === AI_TOOL_FILTER_ALL.value || tool.category === category,
    ) ?? [];
  return (
    <aside aria-label={t('aiTools.directory')} className={cardClasses}>
      <CardTitle title={t('aiTools.directory')} description={t('aiTools.directoryIntro')} />
      <div className="mt-4">
        <SelectField
          label={t('aiTools.category')}
          value={category}
          options={[
            { value: AI_TOOL_FILTER_ALL.value, label: t('aiTools.all') },
            ...AI_TOOL_CATEGORIES.map(({ value }) => ({ value, label: categoryLabel(t, value) })),
          ]}
          onChange={setCategory}
          disabled={!tools.data}
        />
      </div>
      <div className="mt-4">
        {tools.isPending ? (
          <LoadingOverlay label={t('aiTools.loadingTools')} />
        ) : tools.isError ? (
          <QuietNote>{t('aiTools.directoryFailed')}</QuietNote>
        ) : (
          <ToolList tools={shown} />
        )}
      </div>
    </aside>
  );
}

function ToolList({ tools }: { tools: AiTool[] }) {
  const t = useT();
  return (
    <>
      <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
        {t('aiTools.toolCount', { count: tools.length })}
      </p>
      {tools.length === 0 ? (
        <div className="mt-2">
          <QuietNote>{t('aiTools.noTools')}</QuietNote>
        </div>
      ) : (
        <ul
          aria-label={t('aiTools.tools')}
          className="mt-2 divide-y divide-slate-100 lg:max-h-[70vh] lg:overflow-y-auto dark:divide-slate-800"
        >
          {tools.map((tool) => (
            <li key={tool.name} className="py-3">
              <div className="flex flex-wrap items-center gap-2">
                <ExternalLink
                  href={tool.url}
                  className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
                >
                  {tool.name}
                </ExternalLink>
                <Badge>{categoryLabel(t, tool.category)}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{tool.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
