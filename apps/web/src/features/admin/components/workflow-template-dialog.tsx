import type { AdminContentTemplate } from '@atelier/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { CATEGORY_OPTIONS, DIFFICULTY_OPTIONS } from './content-labels';
import { TemplateFormDialog } from './template-form-dialog';
import { WorkflowPhaseFields } from './workflow-phase-fields';
import { asCategory, asDifficulty, workflowInput, workflowValues } from './workflow-template-form';
import type { WorkflowValues } from './workflow-template-form';

type TextField = 'name' | 'description' | 'duration' | 'kra' | 'kpi' | 'tags';

/**
 * Writes a workflow template, or rewrites one. Its AI tools are its phases' recommended tools,
 * gathered by the server. Mounted while open: each opening starts afresh.
 */
export function WorkflowTemplateDialog({
  template,
  onClose,
}: {
  template: AdminContentTemplate | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => workflowValues(template?.workflow ?? null));
  const set = <K extends keyof WorkflowValues>(field: K, value: WorkflowValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <TemplateFormDialog
      title={template ? 'Edit workflow template' : 'New workflow template'}
      template={template}
      fields={() => ({ kind: 'workflow', body: workflowInput(values) })}
      onClose={onClose}
    >
      <Field label="Name" autoComplete="off" maxLength={120} {...text('name')} />
      <TextareaField label="Description" rows={3} {...text('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(next) => set('category', asCategory(next))}
        />
        <SelectField
          label="Difficulty"
          value={values.difficulty}
          options={DIFFICULTY_OPTIONS}
          onChange={(next) => set('difficulty', asDifficulty(next))}
        />
      </div>
      <Field
        label="Duration"
        autoComplete="off"
        hint="For example: 2-4 weeks"
        {...text('duration')}
      />
      <Field label="KRA" autoComplete="off" hint="Key result areas" {...text('kra')} />
      <Field label="KPI" autoComplete="off" hint="Key performance indicators" {...text('kpi')} />
      <Field label="Tags" autoComplete="off" hint="Separated by commas" {...text('tags')} />
      <WorkflowPhaseFields phases={values.phases} onChange={(phases) => set('phases', phases)} />
    </TemplateFormDialog>
  );
}
