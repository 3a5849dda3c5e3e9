import { literalMisfit } from '@atelier/contract';
import type { WorkflowNode, WorkflowParamValue, WorkflowToolParam } from '@atelier/contract';
import { useId } from 'react';
import { FieldFrame, describedBy, inputClasses } from '../../../../components/ui/field';
import { URL_PLACEHOLDER } from '../../../../kits/media-tool/media-picker';
import { useT } from '../../../../lib/i18n/i18n';
import type { EditorGraph } from '../model/editor-state';
import { FOR_EACH, sourcesFor, type ToolIndex } from '../model/ports';

const WHOLE = /^\s*\{\{\s*([a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)?)\s*\}\}\s*$/;
const TYPED = '';

/** The `{{...}}` a value is, when it is one template alone. */
export function wholePath(value: unknown): string | null {
  return typeof value === 'string' ? (WHOLE.exec(value)?.[1] ?? null) : null;
}

/**
 * One parameter of a node: where its value comes from (typed here, a workflow input, an earlier
 * node's output that fits), and the typed value with the tool's own limits. `problems` are the
 * server's words for this field.
 */
export function ParamField({
  graph,
  tools,
  node,
  spec,
  problems,
  onChange,
}: {
  graph: EditorGraph;
  tools: ToolIndex;
  node: WorkflowNode;
  spec: WorkflowToolParam;
  problems: readonly string[];
  onChange: (value: WorkflowParamValue | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  const value = node.params[spec.name];
  const path = wholePath(value);
  const fitting = sourcesFor(graph, tools, { node: node.id, param: spec.name }).filter(
    (candidate) => candidate.misfit === null,
  );
  const typedOnly = spec.type === 'list';
  const local = value !== undefined && value !== '' && !path ? literalMisfit(spec, value) : null;
  const errors = [...new Set([...(local ? [local] : []), ...problems])];
  const error = errors.length > 0 ? errors.join(' ') : null;
  const label = spec.required
    ? t('workflowEditor.requiredField', { label: spec.label })
    : spec.label;

  const control = (() => {
    if (path || typedOnly) return null;
    const common = {
      id,
      ...describedBy(id, undefined, error),
      className: `${inputClasses} mt-1.5`,
    };
    switch (spec.type) {
      case 'number':
        return (
          <input
            {...common}
            type="number"
            min={spec.min}
            max={spec.max}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
          />
        );
      case 'choice':
        return (
          <select
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          >
            <option value="">{t('workflowEditor.choose')}</option>
            {(spec.choices ?? []).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        );
      case 'image':
      case 'video':
      case 'audio':
        return (
          <input
            {...common}
            type="url"
            placeholder={URL_PLACEHOLDER}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value || undefined)}
          />
        );
      default:
        return (
          <textarea
            {...common}
            rows={3}
            maxLength={spec.max}
            value={typeof value === 'string' ? value : String(value ?? '')}
            onChange={(event) => onChange(event.target.value || undefined)}
          />
        );
    }
  })();

  // Where nothing else fits (a choice, before any text input exists), the value is typed.
  const offered = fitting.length > 0 || path !== null || typedOnly;
  return (
    <FieldFrame id={path || typedOnly ? `${id}-from` : id} label={label} error={error}>
      {offered ? (
        <select
          id={`${id}-from`}
          aria-label={t('workflowEditor.valueFrom', { label: spec.label })}
          value={path ?? TYPED}
          onChange={(event) =>
            onChange(event.target.value ? `{{${event.target.value}}}` : undefined)
          }
          className={`${inputClasses} mt-1.5`}
        >
          <option value={TYPED}>
            {typedOnly ? t('workflowEditor.chooseList') : t('workflowEditor.typedValue')}
          </option>
          {fitting.map(({ source }) => (
            <option key={source.path} value={source.path}>
              {t('workflowEditor.fromSource', { path: source.path })}
            </option>
          ))}
          {path && !fitting.some(({ source }) => source.path === path) ? (
            <option value={path}>{t('workflowEditor.fromSource', { path })}</option>
          ) : null}
        </select>
      ) : null}
      {control}
    </FieldFrame>
  );
}

/** Whether a node runs once, or once per item of a list an earlier node gives. */
export function ForEachField({
  graph,
  tools,
  node,
  problems,
  onChange,
}: {
  graph: EditorGraph;
  tools: ToolIndex;
  node: WorkflowNode;
  problems: readonly string[];
  onChange: (value: string | undefined) => void;
}) {
  const t = useT();
  const id = useId();
  const lists = sourcesFor(graph, tools, { node: node.id, param: FOR_EACH }).filter(
    (candidate) => candidate.misfit === null,
  );
  const path = wholePath(node.for_each);
  if (lists.length === 0 && !path) return null;
  const error = problems.length > 0 ? problems.join(' ') : null;
  return (
    <FieldFrame id={id} label={t('workflowEditor.forEach')} error={error}>
      <select
        id={id}
        {...describedBy(id, undefined, error)}
        value={path ?? ''}
        onChange={(event) => onChange(event.target.value ? `{{${event.target.value}}}` : undefined)}
        className={`${inputClasses} mt-1.5`}
      >
        <option value="">{t('workflowEditor.runOnce')}</option>
        {lists.map(({ source }) => (
          <option key={source.path} value={source.path}>
            {t('workflowEditor.eachItemOf', { path: source.path })}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
