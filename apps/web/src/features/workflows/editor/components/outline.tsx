import type { WorkflowGraphProblem, WorkflowRunStep } from '@atelier/contract';
import { clsx } from 'clsx';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { formatCredits } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/i18n';
import type { EditorGraph } from '../model/editor-state';
import { referencesOf, runOrder, type ToolIndex } from '../model/ports';
import { StepOutputs, StepState } from '../components/step-state';

/**
 * The graph as a list, in the order it runs: every node reachable with Tab, chosen with Enter
 * (its parameters open in the side panel, where its inputs are connected), deleted with its own
 * button. A phone shows the graph this way.
 */
export function Outline({
  graph,
  tools,
  selected,
  credits,
  problems,
  steps,
  readOnly,
  onSelect,
  onDelete,
}: {
  graph: EditorGraph;
  tools: ToolIndex;
  selected: string | null;
  credits: ReadonlyMap<string, number>;
  problems: readonly WorkflowGraphProblem[];
  steps: ReadonlyMap<string, WorkflowRunStep>;
  readOnly: boolean;
  onSelect: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const t = useT();
  const nodes = runOrder(graph);
  if (nodes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('workflowEditor.emptyGraph')}
      </p>
    );
  }
  return (
    <ol aria-label={t('workflowEditor.outline')} className="space-y-2">
      {nodes.map((node, index) => {
        const tool = tools.get(node.tool);
        const reads = [
          ...new Set(
            [...Object.values(node.params), node.for_each]
              .flatMap(referencesOf)
              .map((reference) => `${reference.node}.${reference.output}`),
          ),
        ];
        const count = problems.filter((problem) => problem.node === node.id).length;
        const step = steps.get(node.id);
        const price = credits.get(node.id);
        return (
          <li
            key={node.id}
            className={clsx(
              'rounded-xl border p-3',
              selected === node.id
                ? 'border-primary-500 ring-1 ring-primary-500'
                : 'border-slate-200 dark:border-slate-800',
              'bg-white dark:bg-slate-900',
            )}
          >
            <div className="flex items-start justify-between gap-2">
              <button
                type="button"
                aria-current={selected === node.id ? 'true' : undefined}
                onClick={() => onSelect(node.id)}
                className="min-w-0 flex-1 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span className="block font-medium break-words text-slate-900 dark:text-slate-100">
                  {t('workflowEditor.outlineStep', {
                    number: index + 1,
                    name: node.label ?? tool?.label ?? node.tool,
                  })}
                </span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {reads.length > 0
                    ? t('workflowEditor.reads', { id: node.id, sources: reads.join(', ') })
                    : node.id}
                </span>
              </button>
              <div className="flex shrink-0 items-center gap-1.5">
                {price !== undefined ? (
                  <Badge tone="indigo">
                    {t('workflowEditor.credits', { credits: formatCredits(price) })}
                  </Badge>
                ) : null}
                {count > 0 ? (
                  <Badge tone="danger">{t('workflowEditor.problemCount', { count })}</Badge>
                ) : null}
                {readOnly ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('workflowEditor.deleteNamed', { id: node.id })}
                    onClick={() => onDelete(node.id)}
                  >
                    <Trash2Icon className="size-4" aria-hidden="true" />
                  </Button>
                )}
              </div>
            </div>
            {step ? (
              <div className="mt-2 space-y-2">
                <StepState step={step} />
                <StepOutputs step={step} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
