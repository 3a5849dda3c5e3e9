import type { Workflow } from '@atelier/contract';
import PlusIcon from 'lucide-react/icons/plus';
import UploadIcon from 'lucide-react/icons/upload';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { errorMessage } from '../../../lib/error-message';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { useWorkflows } from '../api/list-workflows';
import { WorkflowDetails } from './workflow-details';
import { WorkflowList } from './workflow-list';
import { useT } from '../../../lib/i18n/i18n';

/** My Workflows: the list on the left (above, on a phone), the chosen one's steps beside it. */
export function MyWorkflowsTab({
  list,
  selected,
  onSelect,
  onImport,
  onNew,
}: {
  list: ReturnType<typeof useWorkflows>;
  selected: Workflow | null;
  onSelect: (id: string) => void;
  onImport: () => void;
  onNew: () => void;
}) {
  // Below the lg breakpoint the details sit under the list: choosing one brings them into view.
  const t = useT();
  const sideBySide = useMediaQuery('(min-width: 64rem)', true);
  const details = useRef<HTMLDivElement>(null);
  const choose = (id: string) => {
    onSelect(id);
    if (!sideBySide) details.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onImport}>
          <UploadIcon className="size-4" aria-hidden="true" />
          {t('workflows.import')}
        </Button>
        <Button onClick={onNew}>
          <PlusIcon className="size-4" aria-hidden="true" />
          {t('workflows.newWorkflow')}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingOverlay label={t('workflows.loadingWorkflows')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t('workflows.workflowsFailed'))}</Alert>
      ) : list.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('workflows.empty')}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <WorkflowList workflows={list.data} selectedId={selected?.id ?? null} onSelect={choose} />
          <div ref={details} className="scroll-mt-20">
            {selected ? <WorkflowDetails workflow={selected} /> : null}
          </div>
        </div>
      )}
    </div>
  );
}
