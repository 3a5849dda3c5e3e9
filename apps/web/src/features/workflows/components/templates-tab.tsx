import type { Workflow, WorkflowTemplateListItem } from '@atelier/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { templateCopyBody, useCreateWorkflow } from '../api/create-workflow';
import type { useWorkflowTemplates } from '../api/list-templates';
import { TemplateCard } from './template-card';
import { workflowMessage } from '../labels';
import { useT } from '../../../lib/i18n/i18n';

/** Templates: ready-made plans; using one creates the user's own copy (a daily workflow use). */
export function TemplatesTab({
  list,
  onCreated,
  catchLimit,
}: {
  list: ReturnType<typeof useWorkflowTemplates>;
  onCreated: (workflow: Workflow) => void;
  catchLimit: (error: unknown) => boolean;
}) {
  const t = useT();
  const create = useCreateWorkflow();

  const use = (template: WorkflowTemplateListItem) =>
    create.mutate(templateCopyBody(template), {
      onSuccess: (workflow) => {
        toast.success(workflowMessage(t, 'created'));
        onCreated(workflow);
      },
      onError: (error) => {
        if (!catchLimit(error)) toast.error(workflowMessage(t, 'createFromTemplateFailed'));
      },
    });

  if (list.isPending) return <LoadingOverlay label={t('workflows.loadingTemplates')} />;
  if (list.isError) {
    return <Alert tone="error">{errorMessage(list.error, t('workflows.templatesFailed'))}</Alert>;
  }
  if (list.data.length === 0) {
    return <p className="text-slate-600 dark:text-slate-400">{t('workflows.noTemplates')}</p>;
  }
  return (
    <ul aria-label={t('workflows.templates')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {list.data.map((template) => (
        <li key={template.id}>
          <TemplateCard
            template={template}
            busy={create.isPending && create.variables.template_id === template.id}
            onUse={() => use(template)}
          />
        </li>
      ))}
    </ul>
  );
}
