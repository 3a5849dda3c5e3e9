import type { AdminContentTemplate, AdminPromptTemplateInput } from '@atelier/contract';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TemplateFormDialog } from './template-form-dialog';

/**
 * Writes a prompt template, or rewrites one. The server finds its variables in the text, so
 * there is no list of them to keep in step. Mounted while open: each opening starts afresh.
 */
export function PromptTemplateDialog({
  template,
  onClose,
}: {
  template: AdminContentTemplate | null;
  onClose: () => void;
}) {
  const prompt = template?.prompt;
  const [values, setValues] = useState<AdminPromptTemplateInput>({
    title: prompt?.title ?? template?.title ?? '',
    description: prompt?.description ?? '',
    category: prompt?.category ?? template?.category ?? '',
    template: prompt?.template ?? '',
  });
  const text = (field: keyof AdminPromptTemplateInput) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <TemplateFormDialog
      title={template ? 'Edit prompt template' : 'New prompt template'}
      template={template}
      fields={() => ({ kind: 'prompt', body: values })}
      onClose={onClose}
    >
      <Field label="Title" autoComplete="off" maxLength={120} {...text('title')} />
      <TextareaField label="Description" rows={2} maxLength={500} {...text('description')} />
      <Field label="Category" autoComplete="off" maxLength={60} {...text('category')} />
      <TextareaField
        label="Template"
        rows={8}
        hint="Write [variable_name] where the user fills in a value"
        {...text('template')}
      />
    </TemplateFormDialog>
  );
}
