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
import { currentUserKey } from '../auth/api/get-current-user';
import { useUsage } from './api/get-usage';
import { validUntil } from './components/current-plan-card';
import { DetailList, DetailRow } from './components/detail-list';
import { CYCLE_LABELS } from './purchase';
import { trackReturnedPayment } from './track-payment';

const GATEWAY_LABELS: Record<string, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  sandbox: 'Sandbox (test mode)',
};

const NEXT_STEPS = [
  'Open the dashboard and pick a tool: your new daily limits apply at once.',
  'Follow your usage on the Subscription and Usage page.',
  'Top up credits there whenever you need them for images and videos.',
];

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const usage = useUsage();
  const site = useSite();
  const queryClient = useQueryClient();

  useEffect(() => trackReturnedPayment(params, 'subscription'), [params]);
  // The plan badge in the top bar comes with the user, who has just changed plan.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  }, [queryClient]);

  if (usage.isPending) return <LoadingOverlay label="Loading your plan..." />;

  const gateway = GATEWAY_LABELS[params.get('gateway') ?? ''] ?? 'N/A';
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <div className="text-center">
        <CircleCheckBigIcon className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-100">
          Payment successful!
        </h1>
      </div>
      {usage.data ? (
        <Card className="space-y-6">
          <DetailList>
            <DetailRow label="Plan">
              <span className="inline-flex items-center gap-2">
                {usage.data.subscription.plan_name}
                <Badge tone="success">Active</Badge>
              </span>
            </DetailRow>
            <DetailRow label="Billing cycle">
              {usage.data.subscription.billing_cycle
                ? CYCLE_LABELS[usage.data.subscription.billing_cycle]
                : 'N/A'}
            </DetailRow>
            <DetailRow label="Payment method">{gateway}</DetailRow>
            <DetailRow label="Access period">
              {usage.data.subscription.billing_cycle === 'yearly' ? '1 Year' : '1 Month'}
            </DetailRow>
            <DetailRow label="Valid until">{validUntil(usage.data)}</DetailRow>
          </DetailList>
          <Alert tone="info">
            Your plan does not renew automatically. We will remind you by email 3 days before it
            ends, and you can buy it again from the Subscription and Usage page.
          </Alert>
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">
              What your plan includes
            </h2>
            <CheckList
              items={usage.data.plan.features}
              className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300"
            />
          </section>
          <section>
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">Next steps</h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {NEXT_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </Card>
      ) : (
        <Alert tone="error">
          Your plan could not be loaded just now; the Subscription and Usage page shows it.
        </Alert>
      )}
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Questions about your payment? Write to{' '}
        <a
          href={`mailto:${site.support_email}`}
          className="font-medium text-primary-600 hover:underline dark:text-primary-400"
        >
          {site.support_email}
        </a>
        .
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/dashboard" className={buttonClasses()}>
          Go to Dashboard
        </Link>
        <Link to="/subscription" className={buttonClasses({ variant: 'secondary' })}>
          View Subscription
        </Link>
      </div>
    </div>
  );
}
