import type { WorkflowGraphProblem } from '@atelier/contract';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import { useT } from '../../../../lib/i18n/i18n';

/**
 * What stops the graph from running, each problem naming its node and field as the server does;
 * choosing one selects its node. Shown before Run, which waits until the list is empty.
 */
export function Checklist({
  problems,
  onSelect,
}: {
  problems: readonly WorkflowGraphProblem[];
  onSelect: (node: string) => void;
}) {
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="checklist-title"
      className="rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40"
    >
      <h3
        id="checklist-title"
        className="flex items-center gap-1.5 text-sm font-semibold text-red-800 dark:text-red-300"
      >
        <CircleAlertIcon className="size-4" aria-hidden="true" />
        {t('workflowEditor.checklist', { count: problems.length })}
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {problems.map((problem, index) => {
          const text = `${problem.node ? `${problem.node} · ` : ''}${problem.field}: ${problem.message}`;
          return (
            <li key={`${problem.node}-${problem.field}-${index}`}>
              {problem.node ? (
                <button
                  type="button"
                  onClick={() => onSelect(problem.node!)}
                  className="text-left break-words text-red-800 underline decoration-dotted underline-offset-2 hover:decoration-solid dark:text-red-300"
                >
                  {text}
                </button>
              ) : (
                <span className="break-words text-red-800 dark:text-red-300">{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
