import { CreateWorkflowBody } from '@atelier/contract';

/** The Create form as typed: every field a string until it is sent. */
export type WorkflowFormValues = {
  name: string;
  description: string;
  category: string;
  duration: string;
  phases: string;
  ai_tools_needed: string;
  kra: string;
  kpi: string;
  target_audience: string;
  timeline_preference: string;
  complexity_level: string;
};

export type WorkflowFormField = keyof WorkflowFormValues;
export type WorkflowFormErrors = Partial<Record<WorkflowFormField, string>>;

export const EMPTY_WORKFLOW_FORM: WorkflowFormValues = {
  name: '',
  description: '',
  category: 'operations',
  duration: '',
  phases: '',
  ai_tools_needed: '',
  kra: '',
  kpi: '',
  target_audience: '',
  timeline_preference: 'standard',
  complexity_level: 'beginner',
};

/**
 * The body to send, or the fields' errors. The contract's schema checks it, so the form refuses
 * exactly what the server would; blank optional fields are left out for the server's defaults.
 */
export function workflowFormBody(
  values: WorkflowFormValues,
): { ok: true; body: CreateWorkflowBody } | { ok: false; errors: WorkflowFormErrors } {
  const body = Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([field, value]) => value !== '' || field === 'name' || field === 'description'),
  );
  const parsed = CreateWorkflowBody.safeParse(body);
  if (parsed.success) return { ok: true, body: body as CreateWorkflowBody };
  const errors: WorkflowFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as WorkflowFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
