import { AI_TASK_TYPES } from '@atelier/contract';
import type { AiTaskType } from '@atelier/contract';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { RadioCards } from '../../components/ui/radio-cards';
import { RecommendationPanel } from './components/recommendation-panel';
import { ToolDirectory } from './components/tool-directory';

const TASK_OPTIONS = AI_TASK_TYPES.map((task) => ({
  value: task.value,
  label: task.label,
  detail: task.description,
}));

/**
 * AI Tool Recommendations (spec part 2): a card per kind of task, answered with the one tool we
 * recommend, beside a directory of tools to browse by category.
 */
export default function AiToolsPage() {
  const [taskType, setTaskType] = useState<AiTaskType | null>(null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title="AI Tool Recommendations"
        description="Tell us what you want to do and we will suggest the AI tool that does it best."
      />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="ai-tools-tasks">
            <h2
              id="ai-tools-tasks"
              className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100"
            >
              What do you want to do?
            </h2>
            <RadioCards
              legend="Task type"
              hideLegend
              name="task-type"
              options={TASK_OPTIONS}
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
