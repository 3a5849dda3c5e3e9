import { PLANS } from '@atelier/contract';
import type { Team } from '@atelier/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { CYCLE_LABELS } from '../../../kits/wallet/purchase';
import { useCancelTeamPlan } from '../api/cancel-team-plan';

/**
 * The plan the team is on, its cycle and when it ends; cancelling (after a question) keeps it to
 * that date and stops it being renewed.
 */
export function CurrentTeamPlan({ team }: { team: Team }) {
  const t = useT();
  const cancel = useCancelTeamPlan(team.id);
  const [confirming, setConfirming] = useState(false);
  const { plan } = team;
  if (!plan)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('teams.noTeamPlan')}</p>;

  const values = {
    plan: PLANS[plan.plan_id].name,
    until: formatDate(plan.current_period_end),
    team: team.name,
  };
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => toast.success(t('teams.planCancelled', values)),
      onError: (error) => toast.error(errorMessage(error, t('teams.cancelPlanFailed'))),
      onSettled: () => setConfirming(false),
    });

  return (
    <div className="space-y-4">
      <DetailList>
        <Detail label={t('teams.plan')}>{values.plan}</Detail>
        <Detail label={t('teams.billingCycle')}>{t(CYCLE_LABELS[plan.billing_cycle])}</Detail>
        <Detail label={t('teams.validUntil')}>{values.until}</Detail>
      </DetailList>
      {plan.cancelled ? (
        <Alert tone="info">{t('teams.planCancelledNotice', values)}</Alert>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('teams.cancelPlan')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('teams.cancelPlanTitle', values)}
        message={t('teams.cancelPlanMessage', values)}
        confirmLabel={t('teams.cancelPlan')}
        cancelLabel={t('teams.keepPlan')}
        tone="danger"
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  );
}
