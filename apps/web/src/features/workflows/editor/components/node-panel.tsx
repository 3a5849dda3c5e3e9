import type { WorkflowGraphProblem, WorkflowNode } from '@atelier/contract';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { formatCredits } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/i18n';
import type { EditorAction, EditorGraph } from '../model/editor-state';
import type { ToolIndex } from '../model/ports';
import { ForEachField, ParamField } from '../components/param-field';

/**
 * The chosen node's side panel: its name, whether it runs per item, and each parameter with the
 * tool's own fields and limits, the server's problems under the field they name.
 */
export function NodePanel({
  graph,
  tools,
  node,
  credits,
  problems,
  readOnly,
  dispatch,
  onDeleted,
}: {
  graph: EditorGraph;
  tools: ToolIndex;
  node: WorkflowNode;
  credits: number | undefined;
  problems: readonly WorkflowGraphProblem[];
  readOnly: boolean;
  dispatch: (action: EditorAction) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const tool = tools.get(node.tool);
  const said = (field: string) =>
    problems.filter((p) => p.node === node.id && p.field === field).map((p) => p.message);
  const general = problems.filter(
    (p) => p.node === node.id && !p.field.startsWith('params.') && p.field !== 'for_each',
  );
  return (
    <section aria-labelledby="node-panel-title" className="space-y-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3
            id="node-panel-title"
            className="font-semibold break-words text-slate-900 dark:text-slate-100"
          >
            {node.label ?? tool?.label ?? node.tool}
          </h3>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('workflowEditor.nodeFacts', { id: node.id, tool: tool?.label ?? node.tool })}
          </p>
        </div>
        {credits !== undefined ? (
          <Badge tone="indigo" className="shrink-0">
            {t('workflowEditor.credits', { credits: formatCredits(credits) })}
          </Badge>
        ) : null}
      </div>
      {general.map((problem) => (
        <p key={problem.field + problem.message} className="text-sm text-red-600 dark:text-red-400">
          {problem.message}
        </p>
      ))}
      <fieldset disabled={readOnly} className="space-y-4">
        <Field
          label={t('workflowEditor.nodeLabel')}
          value={node.label ?? ''}
          maxLength={100}
          onChange={(event) =>
            dispatch({ type: 'set-label', id: node.id, label: event.target.value })
          }
        />
        <ForEachField
          graph={graph}
          tools={tools}
          node={node}
          problems={said('for_each')}
          onChange={(value) => dispatch({ type: 'set-for-each', id: node.id, value })}
        />
        {(tool?.params ?? []).map((spec) => (
          <ParamField
            key={spec.name}
            graph={graph}
            tools={tools}
            node={node}
            spec={spec}
            problems={said(`params.${spec.name}`)}
            onChange={(value) =>
              dispatch({ type: 'set-param', id: node.id, name: spec.name, value })
            }
          />
        ))}
      </fieldset>
      {tool ? <p className="text-xs text-slate-500 dark:text-slate-400">{tool.price}</p> : null}
      {readOnly ? null : (
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            dispatch({ type: 'remove-node', id: node.id });
            onDeleted();
          }}
        >
          <Trash2Icon className="size-4" aria-hidden="true" />
          {t('workflowEditor.deleteNode')}
        </Button>
      )}
    </section>
  );
}
