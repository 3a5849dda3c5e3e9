import { WORKFLOW_INPUT_VALUE_TYPES } from '@atelier/contract';
import { Handle, Position } from '@xyflow/react';
import type { Node, NodeProps } from '@xyflow/react';
import { clsx } from 'clsx';
import { memo } from 'react';
import { useT } from '../../../../lib/i18n/i18n';
import type { EditorGraph } from '../model/editor-state';
import { PORT_COLOURS, portKindOf } from '../model/ports';

export type InputsFlowNode = Node<{ inputs: EditorGraph['inputs'] }, 'inputs'>;

/** The workflow's inputs on the canvas: a port for each, what a run is started with. */
export const InputsNode = memo(function InputsNode({ data }: NodeProps<InputsFlowNode>) {
  const t = useT();
  const entries = Object.entries(data.inputs);
  return (
    <div className="w-48 rounded-xl border border-dashed border-slate-400 bg-slate-50 py-2 text-xs dark:border-slate-600 dark:bg-slate-950">
      <p className="px-3 pb-1 text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t('workflowEditor.inputs')}
      </p>
      {entries.length === 0 ? (
        <p className="px-3 text-slate-500 dark:text-slate-400">
          {t('workflowEditor.noInputsShort')}
        </p>
      ) : null}
      {entries.map(([name, input]) => (
        <div key={name} className="relative px-3 text-right text-slate-700 dark:text-slate-300">
          <span>{input.label ?? name}</span>
          <Handle
            type="source"
            id={name}
            position={Position.Right}
            className={clsx(
              '!size-3 !border-2 !border-white dark:!border-slate-900',
              PORT_COLOURS[portKindOf(WORKFLOW_INPUT_VALUE_TYPES[input.type])],
            )}
          />
        </div>
      ))}
    </div>
  );
});
