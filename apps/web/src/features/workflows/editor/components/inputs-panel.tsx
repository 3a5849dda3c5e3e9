import { WORKFLOW_GRAPH_LIMITS, WORKFLOW_INPUT_TYPES } from '@atelier/contract';
import type { WorkflowInputType } from '@atelier/contract';
import PlusIcon from 'lucide-react/icons/plus';
import XIcon from 'lucide-react/icons/x';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { useT } from '../../../../lib/i18n/i18n';
import type { EditorAction, EditorGraph } from '../model/editor-state';
import { INPUT_TYPE_LABELS } from '../labels';

const NAME = /^[a-z][a-z0-9_]{0,39}$/;
/** How a parameter reads the input: the same in every language. */
const templateOf = (name: string) => `{{inputs.${name}}}`;

/** The workflow's inputs: what a run asks for, each read in a parameter as {{inputs.name}}. */
export function InputsPanel({
  graph,
  readOnly,
  dispatch,
}: {
  graph: EditorGraph;
  readOnly: boolean;
  dispatch: (action: EditorAction) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [type, setType] = useState<WorkflowInputType>('text');
  const [error, setError] = useState<string | null>(null);
  const entries = Object.entries(graph.inputs);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!NAME.test(trimmed)) return setError(t('workflowEditor.inputNameRule'));
    if (trimmed in graph.inputs) return setError(t('workflowEditor.inputNameTaken'));
    if (entries.length >= WORKFLOW_GRAPH_LIMITS.inputs) {
      return setError(t('workflowEditor.tooManyInputs', { max: WORKFLOW_GRAPH_LIMITS.inputs }));
    }
    dispatch({ type: 'set-input', name: trimmed, definition: { type, required: true } });
    setName('');
    setError(null);
  };

  return (
    <section aria-labelledby="inputs-title" className="space-y-3">
      <h3 id="inputs-title" className="font-semibold text-slate-900 dark:text-slate-100">
        {t('workflowEditor.inputs')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('workflowEditor.noInputs')}</p>
      ) : (
        <ul className="space-y-1.5">
          {entries.map(([inputName, input]) => (
            <li key={inputName} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 break-words">
                <code className="font-mono">{templateOf(inputName)}</code>{' '}
                <span className="text-slate-500 dark:text-slate-400">
                  {t(INPUT_TYPE_LABELS[input.type])}
                </span>
              </span>
              {readOnly ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('workflowEditor.removeInput', { name: inputName })}
                  onClick={() =>
                    dispatch({ type: 'set-input', name: inputName, definition: undefined })
                  }
                >
                  <XIcon className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <form onSubmit={add} className="space-y-2" noValidate>
          <Field
            label={t('workflowEditor.inputName')}
            value={name}
            error={error}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
          />
          <SelectField
            label={t('workflowEditor.inputType')}
            value={type}
            options={WORKFLOW_INPUT_TYPES.map((value) => ({
              value,
              label: t(INPUT_TYPE_LABELS[value]),
            }))}
            onChange={(value) => setType(value as WorkflowInputType)}
          />
          <Button type="submit" size="sm" variant="secondary">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('workflowEditor.addInput')}
          </Button>
        </form>
      )}
    </section>
  );
}
