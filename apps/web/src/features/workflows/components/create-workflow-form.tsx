import { COMPLEXITY_LEVELS, TIMELINE_PREFERENCES, WORKFLOW_CATEGORIES } from '@atelier/contract';
import type { Workflow } from '@atelier/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateWorkflow } from '../api/create-workflow';
import { EMPTY_WORKFLOW_FORM, workflowFormBody } from '../workflow-form';
import type { WorkflowFormErrors, WorkflowFormField, WorkflowFormValues } from '../workflow-form';
import {
  CATEGORY_LABELS,
  COMPLEXITY_LABELS,
  TIMELINE_LABELS,
  workflowMessage,
  workflowText,
} from '../labels';
import { useT } from '../../../lib/i18n/i18n';

/** Create: name and description are required; the planner fills in steps from the rest. */
export function CreateWorkflowForm({
  onCreated,
  catchLimit,
}: {
  onCreated: (workflow: Workflow) => void;
  catchLimit: (error: unknown) => boolean;
}) {
  const t = useT();
  const create = useCreateWorkflow();
  const [values, setValues] = useState<WorkflowFormValues>(EMPTY_WORKFLOW_FORM);
  const [errors, setErrors] = useState<WorkflowFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = (field: WorkflowFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: WorkflowFormField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field] ? workflowText(t, errors[field]) : undefined,
  });
  const options = <V extends string>(list: readonly V[], labels: Record<V, string>) =>
    list.map((value) => ({ value, label: t(labels[value]) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = workflowFormBody(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (workflow) => {
        toast.success(workflowMessage(t, 'created'));
        setValues(EMPTY_WORKFLOW_FORM);
        onCreated(workflow);
      },
      onError: (error) => {
        if (catchLimit(error)) return;
        // A 422 names the field the server refused: shown here, where it can be corrected.
        if (error instanceof ApiError && error.status === 422) {
          setRefusal(errorMessage(error, workflowMessage(t, 'createFailed')));
        } else toast.error(workflowMessage(t, 'createFailed'));
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('workflows.createForm')}
        className="space-y-5"
      >
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Field label={t('workflows.name')} required maxLength={200} {...text('name')} />
        <TextareaField
          label={t('workflows.description')}
          required
          maxLength={4000}
          {...text('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('workflows.category')}
            value={values.category}
            options={options(WORKFLOW_CATEGORIES, CATEGORY_LABELS)}
            onChange={(value) => set('category', value)}
          />
          <Field
            label={t('workflows.duration')}
            placeholder={t('workflows.durationPlaceholder')}
            maxLength={100}
            {...text('duration')}
          />
          <SelectField
            label={t('workflows.timeline')}
            value={values.timeline_preference}
            options={options(TIMELINE_PREFERENCES, TIMELINE_LABELS)}
            onChange={(value) => set('timeline_preference', value)}
          />
          <SelectField
            label={t('workflows.complexity')}
            value={values.complexity_level}
            options={options(COMPLEXITY_LEVELS, COMPLEXITY_LABELS)}
            onChange={(value) => set('complexity_level', value)}
          />
        </div>
        <Field
          label={t('workflows.phases')}
          hint={t('workflows.phasesHint')}
          placeholder={t('workflows.phasesPlaceholder')}
          {...text('phases')}
        />
        <Field
          label={t('workflows.aiToolsNeeded')}
          hint={t('workflows.commaSeparated')}
          placeholder={t('workflows.aiToolsPlaceholder')}
          {...text('ai_tools_needed')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField label={t('workflows.kraField')} maxLength={1000} {...text('kra')} />
          <TextareaField label={t('workflows.kpiField')} maxLength={1000} {...text('kpi')} />
        </div>
        <Field label={t('workflows.targetAudience')} maxLength={500} {...text('target_audience')} />
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? t('workflows.creating') : t('workflows.createWorkflow')}
        </Button>
      </form>
    </Card>
  );
}
