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

const FILTER_OPTIONS = [AI_TOOL_FILTER_ALL, ...AI_TOOL_CATEGORIES];
const CATEGORY_LABELS = new Map<string, string>(
  AI_TOOL_CATEGORIES.map((category) => [category.value, category.label]),
);

/** The side column (a landmark of its own): every tool in the directory, narrowed by one category. */
export function ToolDirectory() {
  const tools = useAiTools();
  useLogError(tools.error, 'Failed to load the AI tools directory');
  const [category, setCategory] = useState<string>(AI_TOOL_FILTER_ALL.value);

  const shown =
    tools.data?.tools.filter(
      (tool) => category === AI_TOOL_FILTER_ALL.value || tool.category === category,
    ) ?? [];
  return (
    <aside aria-label="Tool directory" className={cardClasses}>
      <CardTitle
        title="Tool directory"
        description="More AI tools worth knowing, by what they do."
      />
      <div className="mt-4">
        <SelectField
          label="Category"
          value={category}
          options={FILTER_OPTIONS}
          onChange={setCategory}
          disabled={!tools.data}
        />
      </div>
      <div className="mt-4">
        {tools.isPending ? (
          <LoadingOverlay label="Loading tools..." />
        ) : tools.isError ? (
          <QuietNote>
            The tool directory is unavailable right now. Please try again later.
          </QuietNote>
        ) : (
          <ToolList tools={shown} />
        )}
      </div>
    </aside>
  );
}

function ToolList({ tools }: { tools: AiTool[] }) {
  return (
    <>
      <p aria-live="polite" className="text-xs text-slate-500 dark:text-slate-400">
        {tools.length === 1 ? '1 tool' : `${tools.length} tools`}
      </p>
      {tools.length === 0 ? (
        <div className="mt-2">
          <QuietNote>No tools in this category yet.</QuietNote>
        </div>
      ) : (
        <ul
          aria-label="AI tools"
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
                <Badge>{CATEGORY_LABELS.get(tool.category) ?? tool.category}</Badge>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{tool.description}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
