import type { AdminContentTemplate, ContentTemplateKind } from '@atelier/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSetTemplateStatus } from '../api/set-template-status';
import { AdminTable, cellClass } from './admin-table';
import { KIND_LABELS, categoryText, sourceText } from './content-labels';

const COLUMNS = ['Title', 'Category', 'Source', 'Status', 'Actions'];

/** One page of templates, each with Edit and Disable (or Enable). */
export function ContentTemplatesTable({
  kind,
  templates,
  onEdit,
}: {
  kind: ContentTemplateKind;
  templates: AdminContentTemplate[];
  onEdit: (template: AdminContentTemplate) => void;
}) {
  const setStatus = useSetTemplateStatus();
  const toggle = (template: AdminContentTemplate) =>
    setStatus.mutate(
      { kind: template.kind, id: template.id, active: !template.active },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) =>
          toast.error(errorMessage(error, 'Could not change the template. Please try again.')),
      },
    );

  return (
    <AdminTable caption={KIND_LABELS[kind]} columns={COLUMNS}>
      {templates.map((template) => (
        <tr key={template.id}>
          <td className={`${cellClass} font-medium text-slate-900 dark:text-slate-100`}>
            {template.title}
          </td>
          <td className={cellClass}>{categoryText(template)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>{sourceText(template)}</td>
          <td className={cellClass}>
            {template.active ? <Badge tone="success">Active</Badge> : <Badge>Disabled</Badge>}
          </td>
          <td className={cellClass}>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${template.title}`}
                onClick={() => onEdit(template)}
              >
                Edit
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${template.active ? 'Disable' : 'Enable'} ${template.title}`}
                disabled={setStatus.isPending}
                onClick={() => toggle(template)}
              >
                {template.active ? 'Disable' : 'Enable'}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
