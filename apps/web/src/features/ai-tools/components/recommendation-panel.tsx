import type { AiTaskType, Recommendation } from '@atelier/contract';
import { clsx } from 'clsx';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LimitDialog } from '../../../app/limit-dialog';
import { useLimitDialog } from '../../../app/use-limit-dialog';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { cardClasses } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { hasPage, useRouteTable } from '../../../app/route-table';
import { useSite } from '../../../app/site';
import { useLogError } from '../../../lib/use-log-error';
import { ApiError } from '../../../lib/api-client';
import { useRecommendation } from '../api/get-recommendation';
import { ExternalLink } from '../../../components/ui/external-link';
import { QuietNote } from './quiet-note';
import { TASK_LABELS } from '../labels';
import { useT } from '../../../lib/i18n/i18n';

/** Where every recommendation can be tried: the prompt builder, to shape a prompt for the tool. */
const TRY_PATH = '/prompt-crafter';

/**
 * The answer to the chosen card, or a calm note while there is none. Each answer spends one of
 * the day's AI Recommendations; at the limit the Daily Limit Reached dialog opens.
 */
export function RecommendationPanel({ taskType }: { taskType: AiTaskType | null }) {
  const recommendation = useRecommendation(taskType);
  const limits = useLimitDialog('ai_recommendations');
  const limited = recommendation.error instanceof ApiError && recommendation.error.status === 429;
  useLogError(limited ? null : recommendation.error, 'Failed to load the recommendation');
  // The dialog opens once per refusal (closing it must not reopen it); asking again after a
  // while is a new refusal.
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!limited || shown.current === recommendation.error) return;
    shown.current = recommendation.error;
    limits.catchLimit(recommendation.error);
  });

  return (
    <>
      <PanelBody taskType={taskType} recommendation={recommendation} limited={limited} />
      <LimitDialog {...limits.dialog} />
    </>
  );
}

function PanelBody({
  taskType,
  recommendation,
  limited,
}: {
  taskType: AiTaskType | null;
  recommendation: ReturnType<typeof useRecommendation>;
  limited: boolean;
}) {
  const t = useT();
  if (taskType === null) {
    return <QuietNote>{t('aiTools.chooseTask')}</QuietNote>;
  }
  if (recommendation.isPending) return <LoadingOverlay label={t('aiTools.finding')} />;
  if (limited) {
    return <QuietNote>{t('aiTools.limitReached')}</QuietNote>;
  }
  if (recommendation.isError) {
    return <QuietNote>{t('aiTools.noRecommendation')}</QuietNote>;
  }
  return <RecommendationCard recommendation={recommendation.data} />;
}

function RecommendationCard({ recommendation }: { recommendation: Recommendation }) {
  const t = useT();
  const routes = useRouteTable();
  const brandName = useSite().brand_name;
  const task = (TASK_LABELS as Partial<Record<string, { label: string }>>)[
    recommendation.task_type
  ];
  // Offered only where this app has the page: the server may name one not built yet.
  const platformPath =
    recommendation.platform_path && hasPage(routes, recommendation.platform_path)
      ? recommendation.platform_path
      : null;
  return (
    <section aria-labelledby="ai-tools-recommendation" className={clsx(cardClasses, 'space-y-4')}>
      <div>
        <Badge tone="primary">
          {task ? t('aiTools.recommendedFor', { task: t(task.label) }) : t('aiTools.recommended')}
        </Badge>
        <h2
          id="ai-tools-recommendation"
          className="mt-2 text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          {recommendation.tool}
        </h2>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">
            {t('aiTools.provider')}
          </dt>
          <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{recommendation.provider}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500 dark:text-slate-400">{t('aiTools.model')}</dt>
          <dd className="mt-0.5 text-slate-900 dark:text-slate-100">{recommendation.model}</dd>
        </div>
      </dl>
      <div>
        <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">
          {t('aiTools.whyThisTool')}
        </h3>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{recommendation.reason}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={TRY_PATH} className={buttonClasses()}>
          {t('aiTools.tryThisTool')}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
        {platformPath ? (
          <Link to={platformPath} className={buttonClasses({ variant: 'secondary' })}>
            {t('aiTools.openIn', { brand: brandName })}
          </Link>
        ) : null}
        {recommendation.url ? (
          <ExternalLink href={recommendation.url} className={buttonClasses({ variant: 'ghost' })}>
            {t('aiTools.visit', { tool: recommendation.tool })}
          </ExternalLink>
        ) : null}
      </div>
    </section>
  );
}
