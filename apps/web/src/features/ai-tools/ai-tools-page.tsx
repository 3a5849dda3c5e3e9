import { AI_TASK_TYPES } from '@atelier/contract';
import type { AiTaskType } from '@atelier/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { RadioCards } from '../../components/ui/radio-cards';
import { RecommendationPanel } from './components/recommendation-panel';
import { ToolDirectory } from './components/tool-directory';
import { TASK_LABELS } from './labels';
import { useT } from '../../lib/i18n/i18n';

/**
 * AI Tool Recommendations (spec part 2): a card per kind of task, answered with the one tool we
 * recommend, beside a directory of tools to browse by category.
 */
export default function AiToolsPage() {
  const t = useT();
  const [taskType, setTaskType] = useState<AiTaskType | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('aiTools.title')} description={t('aiTools.intro')} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="ai-tools-tasks">
            <h2
              id="ai-tools-tasks"
              className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100"
            >
              {t('aiTools.whatToDo')}
            </h2>
            <RadioCards
              legend={t('aiTools.taskType')}
              hideLegend
              name="task-type"
              options={AI_TASK_TYPES.map((task) => ({
                value: task.value,
                label: t(TASK_LABELS[task.value].label),
                detail: t(TASK_LABELS[task.value].description),
              }))}
              value={taskType}
              onChange={setTaskType}
            />
          </section>
          <div aria-live="polite">
            <RecommendationPanel taskType={taskType} />
          </div>
        </div>
        <ToolDirectory />
      </div>
    </div>
  );
}
