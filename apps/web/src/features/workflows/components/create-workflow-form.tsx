import {
  COMPLEXITY_LEVELS,
  COMPLEXITY_LEVEL_LABELS,
  TIMELINE_PREFERENCES,
  TIMELINE_PREFERENCE_LABELS,
  WORKFLOW_CATEGORIES,
  WORKFLOW_CATEGORY_LABELS,
  WORKFLOW_MESSAGES,
} from '@atelier/contract';
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

const CATEGORY_OPTIONS = WORKFLOW_CATEGORIES.map((value) => ({
  value,
  label: WORKFLOW_CATEGORY_LABELS[value],
}));
const TIMELINE_OPTIONS = TIMELINE_PREFERENCES.map((value) => ({
  value,
  label: TIMELINE_PREFERENCE_LABELS[value],
}));
const COMPLEXITY_OPTIONS = COMPLEXITY_LEVELS.map((value) => ({
  value,
  label: COMPLEXITY_LEVEL_LABELS[value],
}));

/** Create: name and description are required; the planner fills in steps from the rest. */
export function CreateWorkflowForm({
  onCreated,
  catchLimit,
}: {
  onCreated: (workflow: Workflow) => void;
  catchLimit: (error: unknown) => boolean;
}) {
  const create = useCreateWorkflow();
  const [values, setValues] = useState<WorkflowFormValues>(EMPTY_WORKFLOW_FORM);
  const [errors, setErrors] = useState<WorkflowFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const set = (field: WorkflowFormField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: WorkflowFormField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
  });

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
        toast.success(WORKFLOW_MESSAGES.created);
        setValues(EMPTY_WORKFLOW_FORM);
        onCreated(workflow);
      },
      onError: (error) => {
        if (catchLimit(error)) return;
        // A 422 names the field the server refused: shown here, where it can be corrected.
        if (error instanceof ApiError && error.status === 422) {
          setRefusal(errorMessage(error, WORKFLOW_MESSAGES.createFailed));
        } else toast.error(WORKFLOW_MESSAGES.createFailed);
      },
    });
  };

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} aria-label="Create workflow" className="space-y-5">
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Field label="Name" required maxLength={200} {...text('name')} />
        <TextareaField label="Description" required maxLength={4000} {...text('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            value={values.category}
            options={CATEGORY_OPTIONS}
            onChange={(value) => set('category', value)}
          />
          <Field label="Duration" placeholder="6 weeks" maxLength={100} {...text('duration')} />
          <SelectField
            label="Timeline"
            value={values.timeline_preference}
            options={TIMELINE_OPTIONS}
            onChange={(value) => set('timeline_preference', value)}
          />
          <SelectField
            label="Complexity"
            value={values.complexity_level}
            options={COMPLEXITY_OPTIONS}
            onChange={(value) => set('complexity_level', value)}
          />
        </div>
        <Field
          label="Phases"
          hint="Comma separated; each phase becomes a step."
          placeholder="Research, Draft, Review, Launch"
          {...text('phases')}
        />
        <Field
          label="AI tools needed"
          hint="Comma separated."
          placeholder="ChatGPT, Midjourney"
          {...text('ai_tools_needed')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField label="Key result areas (KRA)" maxLength={1000} {...text('kra')} />
          <TextareaField
            label="Key performance indicators (KPI)"
            maxLength={1000}
            {...text('kpi')}
          />
        </div>
        <Field label="Target audience" maxLength={500} {...text('target_audience')} />
        <Button type="submit" size="lg" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Workflow'}
        </Button>
      </form>
    </Card>
  );
}
