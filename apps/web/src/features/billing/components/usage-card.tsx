import { FEATURE_TYPES, UNLIMITED } from '@atelier/contract';
import type { FeatureType, UsageResponse } from '@atelier/contract';
import { clsx } from 'clsx';
import GaugeIcon from 'lucide-react/icons/gauge';
import { Card } from '../../../components/ui/card';
import { CardTitle } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/i18n';

const BAR_COLOURS = {
  low: 'bg-emerald-500',
  medium: 'bg-amber-400',
  high: 'bg-red-500',
} as const;

/** Spec part 2, section 9: green below 50 %, yellow below 80 %, red otherwise. */
function usageLevel(percentage: number): keyof typeof BAR_COLOURS {
  if (percentage < 50) return 'low';
  return percentage < 80 ? 'medium' : 'high';
}

/** Message ids of the counted features' names (the contract's FEATURE_NAMES in English). */
const FEATURE_LABELS: Record<FeatureType, string> = {
  ai_prompts: 'billing.featureAiPrompts',
  workflows: 'billing.featureWorkflows',
  ai_recommendations: 'billing.featureAiRecommendations',
  image_concepts: 'billing.featureImageConcepts',
  video_concepts: 'billing.featureVideoConcepts',
};

export function UsageCard({ usage }: { usage: UsageResponse }) {
  const t = useT();
  return (
    <Card>
      <CardTitle
        icon={<GaugeIcon className="size-5" aria-hidden="true" />}
        title={t('billing.usageTitle')}
        description={t('billing.usageIntro')}
      />
      <ul className="mt-5 space-y-4">
        {FEATURE_TYPES.map((feature) => (
          <UsageRow
            key={feature}
            name={t(FEATURE_LABELS[feature])}
            used={usage.current_usage[feature]}
            limit={usage.limits[feature]}
            percentage={usage.usage_percentage[feature]}
          />
        ))}
      </ul>
    </Card>
  );
}

function UsageRow(props: { name: string; used: number; limit: number; percentage: number }) {
  const t = useT();
  const { name, used, limit, percentage } = props;
  const level = usageLevel(percentage);
  const width = Math.min(100, Math.max(0, percentage));
  return (
    <li>
      <div className="flex justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{name}</span>
        <span className="text-slate-600 tabular-nums dark:text-slate-400">
          {used} / {limit === UNLIMITED ? t('billing.unlimited') : limit}
        </span>
      </div>
      {limit === UNLIMITED ? null : (
        <div
          role="progressbar"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(width)}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
        >
          <div
            data-level={level}
            className={clsx('h-full rounded-full', BAR_COLOURS[level])}
            style={{ width: `${width}%` }}
          />
        </div>
      )}
    </li>
  );
}
