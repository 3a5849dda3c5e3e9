import { PLANS, UNLIMITED, nextPlan } from '@atelier/contract';
import type { FeatureType, PlanId } from '@atelier/contract';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { usePlans } from '../kits/wallet/api/get-plans';
import { formatNumber, formatPrice } from '../lib/format';
import { useT } from '../lib/i18n/i18n';

export interface LimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  featureType: FeatureType;
  limit: number;
  currentPlan: PlanId;
}

// How the dialog names each feature (the spec's FEATURE_NAMES in English): message ids.
const FEATURE_LABELS: Record<FeatureType, string> = {
  ai_prompts: 'common.featureAiPrompts',
  workflows: 'common.featureWorkflows',
  ai_recommendations: 'common.featureAiRecommendations',
  image_concepts: 'common.featureImageConcepts',
  video_concepts: 'common.featureVideoConcepts',
};

/** Shown when a daily plan limit refuses an action; suggests the next plan up the ladder. */
export function LimitDialog({
  open,
  onOpenChange,
  featureType,
  limit,
  currentPlan,
}: LimitDialogProps) {
  const navigate = useNavigate();
  const t = useT();
  const featureName = t(FEATURE_LABELS[featureType]);
  const nextId = nextPlan(currentPlan);
  const next = nextId ? PLANS[nextId] : null;
  // The limits as they stand (staff may change them); the catalogue's until the server answers.
  const plans = usePlans({ enabled: open && next !== null });
  const nextLimit =
    plans.data?.plans.find((plan) => plan.id === nextId)?.limits[featureType] ??
    next?.dailyLimits[featureType];

  const upgrade = () => {
    onOpenChange(false);
    void navigate('/subscription');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('common.limitDialogTitle')}
      description={t('common.limitDialogBody', {
        limit: formatNumber(limit),
        feature: featureName,
      })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.maybeLater')}
          </Button>
          {/* The top plan has nowhere to upgrade to, so it gets no upgrade button. */}
          {next ? <Button onClick={upgrade}>{t('common.upgradeNow')}</Button> : null}
        </>
      }
    >
      {next ? (
        <section
          aria-label={t('common.suggestedPlan')}
          className="rounded-xl border border-primary-200 bg-primary-50 p-4"
        >
          <p className="text-sm text-slate-600">{t('common.upgradeTo')}</p>
          <p className="mt-1 flex items-baseline justify-between gap-3">
            <span className="text-lg font-semibold text-slate-900">{next.name}</span>
            <span className="text-sm font-medium text-slate-700">
              {t('common.pricePerMonth', { price: formatPrice(next.price) })}
            </span>
          </p>
          <p className="mt-2 text-sm text-primary-800">
            {t('common.limitPerDay', {
              unlimited: nextLimit === UNLIMITED ? 'yes' : 'no',
              limit: formatNumber(nextLimit ?? 0),
              feature: featureName,
            })}
          </p>
        </section>
      ) : null}
    </Dialog>
  );
}
