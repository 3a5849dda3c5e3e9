import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Card } from '../../components/ui/card';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { formatDate } from '../../lib/time';
import { useSharedWorkflow } from './api/get-shared-workflow';
import { StepList } from './components/step-list';
import { WorkflowSummary } from './components/workflow-summary';
import { workflowMessage } from './labels';
import { useT } from '../../lib/i18n/i18n';
import type { Translate } from '../../lib/i18n/i18n';

function refusalText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 410) {
    return errorMessage(error, workflowMessage(t, 'shareExpired'));
  }
  if (error instanceof ApiError && error.status === 404) {
    return workflowMessage(t, 'shareNotFound');
  }
  return errorMessage(error, t('workflows.sharedFailed'));
}

/** A workflow someone shared: read-only, for anyone with the link, until the link expires. */
export default function SharedWorkflowPage() {
  const t = useT();
  const { token = '' } = useParams();
  const shared = useSharedWorkflow(token);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      {shared.isPending ? (
        <LoadingOverlay label={t('workflows.loadingShared')} />
      ) : shared.isError ? (
        <Alert tone="error">
          <h1 className="sr-only">{t('workflows.sharedTitle')}</h1>
          <p>{refusalText(t, shared.error)}</p>
          <Link
            to="/"
            className="mt-2 inline-block font-semibold underline underline-offset-2 hover:no-underline"
          >
            {t('workflows.goHome')}
          </Link>
        </Alert>
      ) : (
        <Card className="space-y-6 p-4 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('workflows.sharedExpires', { date: formatDate(shared.data.expires_at) })}
          </p>
          <WorkflowSummary workflow={shared.data.workflow} heading="h1" />
          <StepList steps={shared.data.workflow.steps} />
        </Card>
      )}
    </div>
  );
}
