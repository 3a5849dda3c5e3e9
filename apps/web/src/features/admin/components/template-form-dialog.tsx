import type { AdminContentTemplate, AdminContentTemplateResponse } from '@atelier/contract';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateContentTemplate } from '../api/create-content-template';
import type { ContentTemplateFields } from '../api/create-content-template';
import { useEditContentTemplate } from '../api/edit-content-template';

/**
 * What the two template dialogs share: the form, the server's refusal (a 422's `field: message`)
 * above the fields, which keep what was typed, and a save that creates or edits. On success the
 * dialog closes and the list is fetched again.
 */
export function TemplateFormDialog({
  title,
  template,
  fields,
  onClose,
  children,
}: {
  title: string;
  /** The template being edited; null writes a new one. */
  template: AdminContentTemplate | null;
  /** The body to send, read at submit. */
  fields: () => ContentTemplateFields;
  onClose: () => void;
  children: ReactNode;
}) {
  const create = useCreateContentTemplate();
  const edit = useEditContentTemplate();
  const save = template ? edit : create;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onSuccess = (answer: AdminContentTemplateResponse) => {
      toast.success(answer.message);
      onClose();
    };
    if (template) edit.mutate({ ...fields(), id: template.id }, { onSuccess });
    else create.mutate(fields(), { onSuccess });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
      title={title}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {save.isError ? (
          <Alert tone="error">
            {errorMessage(save.error, 'Could not save the template. Please try again.')}
          </Alert>
        ) : null}
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
