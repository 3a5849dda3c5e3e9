import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import type { TabDefinition } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { useWorkflows } from '../api/list-workflows';
import { useWorkflowGraph } from './api/workflow-graph';
import { useWorkflowTools } from './api/workflow-tools';
import { AutomationTab } from './components/automation-tab';
import { RunsTab } from './components/runs-tab';
import { WorkflowEditor } from './components/workflow-editor';

type Tab = 'editor' | 'runs' | 'automation';

/**
 * A workflow's own page (issue 50): the editor, its runs, and its automation. This route alone
 * loads React Flow.
 */
export default function WorkflowEditorPage() {
  const t = useT();
  const path = useLocalizedPath();
  const { workflowId = '' } = useParams();
  const workflows = useWorkflows();
  const graph = useWorkflowGraph(workflowId);
  const tools = useWorkflowTools();
  const [tab, setTab] = useState<Tab>('editor');
  const [runId, setRunId] = useState<string | null>(null);
  const workflow = workflows.data?.find((candidate) => candidate.id === workflowId);

  const body = (() => {
    if (graph.isPending || tools.isPending || workflows.isPending) {
      return <LoadingOverlay label={t('workflowEditor.loading')} />;
    }
    if (graph.isError || tools.isError || workflows.isError) {
      return (
        <Alert tone="error">
          {errorMessage(
            graph.error ?? tools.error ?? workflows.error,
            t('workflowEditor.loadFailed'),
          )}
        </Alert>
      );
    }
    const tabs: TabDefinition<Tab>[] = [
      {
        value: 'editor',
        label: t('workflowEditor.editorTab'),
        content: () => (
          <WorkflowEditor
            workflowId={workflowId}
            saved={graph.data}
            tools={tools.data}
            runId={runId}
            onRunChange={setRunId}
          />
        ),
      },
      {
        value: 'runs',
        label: t('workflowEditor.runs'),
        content: () => (
          <RunsTab
            workflowId={workflowId}
            onOpen={(id) => {
              setRunId(id);
              setTab('editor');
            }}
          />
        ),
      },
      {
        value: 'automation',
        label: t('workflowEditor.automation'),
        content: () => <AutomationTab workflowId={workflowId} inputs={graph.data.inputs} />,
      },
    ];
    return <Tabs label={t('workflowEditor.views')} tabs={tabs} value={tab} onChange={setTab} />;
  })();

  return (
    <div className="mx-auto max-w-[96rem] px-4 py-8 sm:px-6">
      <Link
        to={path('/workflows')}
        className="inline-flex items-center gap-1.5 text-sm text-primary-700 hover:underline dark:text-primary-300"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t('workflowEditor.allWorkflows')}
      </Link>
      <PageHeader
        title={workflow?.name ?? t('workflowEditor.title')}
        description={workflow?.description ?? ''}
      />
      <div className="mt-6">{body}</div>
    </div>
  );
}
