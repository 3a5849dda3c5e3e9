import { FEATURE_NAMES, MESSAGES, PLANS, nextPlan } from '@atelier/contract';
import type { FeatureType, PlanId } from '@atelier/contract';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { Dialog } from '../components/ui/dialog';
import { usePlans } from '../features/billing/api/get-plans';
import { formatLimit, formatPrice } from '../lib/format';

export interface LimitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  featureType: FeatureType;
  limit: number;
  currentPlan: PlanId;
}

/** Shown when a daily plan limit refuses an action; suggests the next plan up the ladder. */
export function LimitDialog({
  open,
  onOpenChange,
  featureType,
  limit,
  currentPlan,
}: LimitDialogProps) {
  const navigate = useNavigate();
  const featureName = FEATURE_NAMES[featureType];
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
      title={MESSAGES.limitDialogTitle}
      description={MESSAGES.limitDialogBody(limit, featureName)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Maybe Later
          </Button>
          {/* The top plan has nowhere to upgrade to, so it gets no upgrade button. */}
          {next ? <Button onClick={upgrade}>Upgrade Now</Button> : null}
        </>
      }
    >
      {next ? (
        <section
          aria-label="Suggested plan"
          className="rounded-xl border border-primary-200 bg-primary-50 p-4"
        >
          <p className="text-sm text-slate-600">Upgrade to</p>
          <p className="mt-1 flex items-baseline justify-between gap-3">
            <span className="text-lg font-semibold text-slate-900">{next.name}</span>
            <span className="text-sm font-medium text-slate-700">
              {formatPrice(next.price)}/month
            </span>
          </p>
          <p className="mt-2 text-sm text-primary-800">
            {formatLimit(nextLimit ?? 0)} {featureName} per day
          </p>
        </section>
      ) : null}
    </Dialog>
  );
}
