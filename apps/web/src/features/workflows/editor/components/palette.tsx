import { WORKFLOW_TOOL_GROUPS } from '@atelier/contract';
import type { WorkflowToolDescription } from '@atelier/contract';
import PlusIcon from 'lucide-react/icons/plus';
import { useT } from '../../../../lib/i18n/i18n';
import { GROUP_LABELS } from '../labels';

/** What a palette entry carries when dragged onto the canvas. */
export const TOOL_DRAG_TYPE = 'application/x-atelier-tool';

/**
 * The tools a node may use, grouped as the app's menu groups them. Choosing one (a click, Enter)
 * adds its node under the others; dragging one onto the canvas adds it where it is dropped.
 */
export function Palette({
  tools,
  disabled,
  onAdd,
}: {
  tools: readonly WorkflowToolDescription[];
  disabled?: boolean;
  onAdd: (tool: WorkflowToolDescription) => void;
}) {
  const t = useT();
  return (
    <nav aria-label={t('workflowEditor.palette')} className="space-y-4">
      {WORKFLOW_TOOL_GROUPS.map((group) => {
        const members = tools.filter((tool) => tool.group === group);
        if (members.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`palette-${group}`}>
            <h3
              id={`palette-${group}`}
              className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
            >
              {t(GROUP_LABELS[group])}
            </h3>
            <ul className="mt-1.5 space-y-1">
              {members.map((tool) => (
                <li key={tool.id}>
                  <button
                    type="button"
                    draggable={!disabled}
                    disabled={disabled}
                    title={tool.description}
                    aria-label={t('workflowEditor.addTool', { tool: tool.label })}
                    onClick={() => onAdd(tool)}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(TOOL_DRAG_TYPE, tool.id);
                      event.dataTransfer.effectAllowed = 'copy';
                    }}
                    className="flex w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-left text-sm text-slate-800 hover:border-primary-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:opacity-50 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-primary-700"
                  >
                    <PlusIcon className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="min-w-0 break-words">{tool.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
