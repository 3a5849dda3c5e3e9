import { useQueryClient } from '@tanstack/react-query';
import CircleCheckBigIcon from 'lucide-react/icons/circle-check-big';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSite } from '../../app/site';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckList } from '../../components/ui/check-list';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { currentUserKey } from '../../kits/session/api/get-current-user';
import { useUsage } from './api/get-usage';
import { validUntil } from './components/current-plan-card';
import { DetailList, DetailRow } from './components/detail-list';
import { CYCLE_LABELS } from '../../kits/wallet/purchase';
import { trackReturnedPayment } from '../../kits/pixels/track-payment';
import { useT } from '../../lib/i18n/i18n';
import { WithElement } from '../../lib/i18n/with-element';
import { planFeatureLines } from '../../kits/wallet/plan-features';

/** Gateways' names; the sandbox's is a message id. */
const GATEWAY_LABELS: Record<string, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  sandbox: 'billing.sandboxGateway',
};

/** Message ids. */
const NEXT_STEPS = [
  'billing.nextStepDashboard',
  'billing.nextStepUsage',
  'billing.nextStepCredits',
];

export default function SubscriptionSuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  const usage = useUsage();
  const site = useSite();
  const queryClient = useQueryClient();

  useEffect(() => trackReturnedPayment(params, 'subscription'), [params]);
  // The plan badge in the top bar comes with the user, who has just changed plan.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  if (usage.isPending) return <LoadingOverlay label={t('billing.loadingPlan')} />;

  const label = GATEWAY_LABELS[params.get('gateway') ?? ''];
  const gateway = label?.startsWith('billing.') ? t(label) : (label ?? t('billing.notAvailable'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="text-center">
        <CircleCheckBigIcon className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
          {t('billing.paymentSuccessful')}
        </h1>
      </div>
      {usage.data ? (
        <Card className="space-y-6">
          <DetailList>
            <DetailRow label={t('billing.plan')}>
              <span className="inline-flex items-center gap-2">
                {usage.data.subscription.plan_name}
                <Badge tone="success">{t('billing.active')}</Badge>
              </span>
            </DetailRow>
            <DetailRow label={t('billing.billingCycle')}>
              {usage.data.subscription.billing_cycle
                ? t(CYCLE_LABELS[usage.data.subscription.billing_cycle])
                : t('billing.notAvailable')}
            </DetailRow>
            <DetailRow label={t('billing.paymentMethod')}>{gateway}</DetailRow>
            <DetailRow label={t('billing.accessPeriod')}>
              {t(
                usage.data.subscription.billing_cycle === 'yearly'
                  ? 'billing.oneYear'
                  : 'billing.oneMonth',
              )}
            </DetailRow>
            <DetailRow label={t('billing.validUntil')}>
              {validUntil(usage.data) ?? t('billing.notAvailable')}
            </DetailRow>
          </DetailList>
          <Alert tone="info">{t('billing.noRenewalNotice')}</Alert>
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">
              {t('billing.planIncludes')}
            </h2>
            <CheckList
              items={planFeatureLines(t, usage.data.plan)}
              className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300"
            />
          </section>
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">
              {t('billing.nextSteps')}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {NEXT_STEPS.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </section>
        </Card>
      ) : (
        <Alert tone="error">{t('billing.planLoadFailed')}</Alert>
      )}
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <WithElement
          text={(email) => t('billing.paymentQuestions', { email })}
          node={
            <a
              href={`mailto:${site.support_email}`}
              className="font-medium text-primary-600 hover:underline dark:text-primary-400"
            >
              {site.support_email}
            </a>
          }
        />
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/dashboard" className={buttonClasses()}>
          {t('billing.goToDashboard')}
        </Link>
        <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
          {t('billing.viewSubscription')}
        </Link>
      </div>
    </div>
  );
}
