import type { WorkflowNode, WorkflowRunStep, WorkflowToolDescription } from '@atelier/contract';
import { Handle, Position } from '@xyflow/react';
import type { Node, NodeProps } from '@xyflow/react';
import { clsx } from 'clsx';
import { memo } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { formatCredits } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/i18n';
import { FOR_EACH, PORT_COLOURS, portKindOf } from '../model/ports';
import { StepOutputs, StepState } from '../components/step-state';

export interface ToolNodeData extends Record<string, unknown> {
  node: WorkflowNode;
  tool: WorkflowToolDescription | undefined;
  credits: number | undefined;
  problems: number;
  step: WorkflowRunStep | undefined;
}
export type ToolFlowNode = Node<ToolNodeData, 'tool'>;

/** The parameters a connection may fill: every kind but a fixed choice. */
const connectable = (tool: WorkflowToolDescription | undefined) =>
  (tool?.params ?? []).filter((param) => param.type !== 'choice' && param.type !== 'number');

const handleClass = (kind: keyof typeof PORT_COLOURS) =>
  clsx('!size-3 !border-2 !border-white dark:!border-slate-900', PORT_COLOURS[kind]);

/**
 * A node on the canvas: its name and tool, its price, its ports (inputs on the left, outputs on
 * the right, each coloured by what it carries), and in a run its state and outputs.
 */
export const ToolNode = memo(function ToolNode({ data, selected }: NodeProps<ToolFlowNode>) {
  const t = useT();
  const { node, tool, credits, problems, step } = data;
  return (
    <div
      className={clsx(
        'w-60 rounded-xl border bg-white text-left shadow-sm dark:bg-slate-900',
        selected
          ? 'border-primary-500 ring-2 ring-primary-500'
          : 'border-slate-300 dark:border-slate-700',
        problems > 0 && !selected ? 'border-red-400 dark:border-red-700' : null,
      )}
    >
      <div className="flex items-start justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words text-slate-900 dark:text-slate-100">
            {node.label ?? tool?.label ?? node.tool}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{node.id}</p>
        </div>
        {credits !== undefined ? (
          <Badge tone="indigo" className="shrink-0">
            {t('workflowEditor.credits', { credits: formatCredits(credits) })}
          </Badge>
        ) : null}
      </div>
      <div className="space-y-1 py-2 text-xs text-slate-700 dark:text-slate-300">
        <Port side="target" id={FOR_EACH} label={t('workflowEditor.forEachPort')} kind="list" />
        {connectable(tool).map((param) => (
          <Port
            key={param.name}
            side="target"
            id={param.name}
            label={param.label}
            kind={portKindOf(param.type)}
          />
        ))}
        {(tool?.outputs ?? []).map((output) => (
          <Port
            key={output.name}
            side="source"
            id={output.name}
            label={output.label}
            kind={node.for_each ? 'list' : portKindOf(output.type)}
          />
        ))}
      </div>
      {problems > 0 ? (
        <p className="px-3 pb-2 text-xs text-red-600 dark:text-red-400">
          {t('workflowEditor.problemCount', { count: problems })}
        </p>
      ) : null}
      {step ? (
        <div className="space-y-1.5 border-t border-slate-200 px-3 py-2 dark:border-slate-800">
          <StepState step={step} />
          <StepOutputs step={step} compact />
        </div>
      ) : null}
    </div>
  );
});

function Port({
  side,
  id,
  label,
  kind,
}: {
  side: 'source' | 'target';
  id: string;
  label: string;
  kind: keyof typeof PORT_COLOURS;
}) {
  return (
    <div className={clsx('relative px-3', side === 'source' ? 'text-right' : null)}>
      <span>{label}</span>
      <Handle
        type={side}
        id={id}
        position={side === 'source' ? Position.Right : Position.Left}
        className={handleClass(kind)}
      />
    </div>
  );
}
