import type { AdminContentTemplate, ContentTemplateKind } from '@atelier/contract';
import FileTextIcon from 'lucide-react/icons/file-text';
import PlusIcon from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { CardTitle } from '../../../components/ui/page-header';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useContentTemplates } from '../api/list-content-templates';
import { EmptyRow } from './admin-table';
import { KIND_LABELS } from './content-labels';
import { ContentTemplatesTable } from './content-templates-table';
import { Pager } from './pager';
import { PromptTemplateDialog } from './prompt-template-dialog';
import { WorkflowTemplateDialog } from './workflow-template-dialog';

const PAGE_SIZE = 20;

const KIND_OPTIONS = [
  { value: 'prompt', label: KIND_LABELS.prompt, detail: 'What users fill in to write a prompt.' },
  {
    value: 'workflow',
    label: KIND_LABELS.workflow,
    detail: 'The phases users start a workflow from.',
  },
] as const;

/** The template being written: a new one, or one to edit. */
type Editing = { template: AdminContentTemplate | null } | null;

/**
 * Content (view_content): the prompt and workflow templates users receive, staff's own and the
 * catalogue's, to write, edit, disable or enable. The list comes whole; the filter and the pages
 * are drawn here.
 */
export function ContentTab() {
  const [kind, setKind] = useState<ContentTemplateKind>('prompt');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const templates = useContentTemplates(kind);

  const wanted = filter.trim().toLowerCase();
  const shown = (templates.data?.templates ?? []).filter((template) =>
    template.title.toLowerCase().includes(wanted),
  );
  const totalPages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const noun = kind === 'prompt' ? 'prompt template' : 'workflow template';

  return (
    <Card>
      <CardTitle
        icon={<FileTextIcon className="size-5" aria-hidden="true" />}
        title="Templates"
        description="What users start from. A disabled template is hidden from them, not deleted."
      />
      <div className="mt-5 space-y-4">
        <RadioCards
          legend="Show"
          name="template-kind"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <Field
            label="Filter by title"
            type="search"
            className="sm:w-72"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
              setPage(1);
            }}
          />
          <Button onClick={() => setEditing({ template: null })}>
            <PlusIcon className="size-4" aria-hidden="true" />
            New {noun}
          </Button>
        </div>
      </div>
      <div className="mt-4" aria-busy={templates.isFetching}>
        {templates.isError ? (
          <Alert tone="error">
            <p>Failed to load templates</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => void templates.refetch()}
            >
              Retry
            </Button>
          </Alert>
        ) : templates.isPending ? (
          <EmptyRow>Loading templates...</EmptyRow>
        ) : shown.length === 0 ? (
          <EmptyRow>{wanted ? `No ${noun}s match "${filter.trim()}"` : `No ${noun}s yet`}</EmptyRow>
        ) : (
          <ContentTemplatesTable
            kind={kind}
            templates={shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
            onEdit={(template) => setEditing({ template })}
          />
        )}
      </div>
      {templates.data ? (
        <Pager
          label={`${KIND_LABELS[kind]} pages`}
          page={current}
          totalPages={totalPages}
          onPage={setPage}
        />
      ) : null}
      {editing && kind === 'prompt' ? (
        <PromptTemplateDialog template={editing.template} onClose={() => setEditing(null)} />
      ) : null}
      {editing && kind === 'workflow' ? (
        <WorkflowTemplateDialog template={editing.template} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}
