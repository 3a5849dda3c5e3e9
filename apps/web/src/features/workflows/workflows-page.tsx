import type { Workflow } from '@atelier/contract';
import { useState } from 'react';
import { LimitDialog } from '../../app/limit-dialog';
import { useLimitDialog } from '../../app/use-limit-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import type { TabDefinition } from '../../components/ui/tabs';
import { useWorkflowTemplates } from './api/list-templates';
import { useWorkflows } from './api/list-workflows';
import { CreateWorkflowForm } from './components/create-workflow-form';
import { ImportDialog } from './components/import-dialog';
import { MyWorkflowsTab } from './components/my-workflows-tab';
import { TemplatesTab } from './components/templates-tab';
import { useT } from '../../lib/i18n/i18n';
import { useWorkspace } from '../../kits/workspace/workspace-context';
import { TeamWorkflowsSection } from './components/team-workflows-section';
import { TeamRunsSection } from './components/team-runs-section';

/** The spec's page view states. */
export type WorkflowsView = 'my-workflows' | 'templates' | 'create';

/** Workflow Automation (spec part 2): the user's workflows, templates, and the Create form. */
export default function WorkflowsPage() {
  const t = useT();
  const workflows = useWorkflows();
  const templates = useWorkflowTemplates();
  const limit = useLimitDialog('workflows');
  const [view, setView] = useState<WorkflowsView>('my-workflows');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const { team } = useWorkspace();

  // The chosen workflow, else the newest: one is always on show while there are any.
  const list = workflows.data ?? [];
  const selected = list.find((workflow) => workflow.id === selectedId) ?? list[0] ?? null;

  const show = (workflow: Workflow) => {
    setSelectedId(workflow.id);
    setView('my-workflows');
  };

  // A count shows once its list has loaded; "(0)" while loading would say something untrue.
  const counted = (label: string, items: readonly unknown[] | undefined) =>
    items ? t('workflows.tabCount', { label, count: items.length }) : label;
  const tabs: TabDefinition<WorkflowsView>[] = [
    {
      value: 'my-workflows',
      label: counted(t('workflows.myWorkflows'), workflows.data),
      content: () => (
        <MyWorkflowsTab
          list={workflows}
          selected={selected}
          onSelect={setSelectedId}
          onImport={() => setImporting(true)}
          onNew={() => setView('create')}
        />
      ),
    },
    {
      value: 'templates',
      label: counted(t('workflows.templates'), templates.data),
      content: () => (
        <TemplatesTab list={templates} onCreated={show} catchLimit={limit.catchLimit} />
      ),
    },
    {
      value: 'create',
      label: t('workflows.create'),
      content: () => <CreateWorkflowForm onCreated={show} catchLimit={limit.catchLimit} />,
    },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('workflows.title')} description={t('workflows.intro')} />
      <div className="mt-6">
        <Tabs label={t('workflows.views')} tabs={tabs} value={view} onChange={setView} />
      </div>
      {/* In a team's workspace, beside the user's own: what the team's members shared with it. */}
      {team && view === 'my-workflows' ? (
        <div className="mt-10 space-y-10">
          <TeamWorkflowsSection team={team} />
          <TeamRunsSection team={team} />
        </div>
      ) : null}
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={show}
        catchLimit={limit.catchLimit}
      />
      <LimitDialog {...limit.dialog} />
    </div>
  );
}
