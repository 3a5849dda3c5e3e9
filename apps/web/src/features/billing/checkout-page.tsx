import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useT } from '../../lib/i18n/i18n';
import { CheckoutForm } from './components/checkout-form';
import { checkoutPurchase } from './checkout-order';

/**
 * Spec: meant to be opened as a popup, which tells its opener of the payment and closes; opened
 * directly, it goes on to the subscription pages like the inline checkout.
 */
export default function CheckoutPage() {
  const t = useT();
  const [params] = useSearchParams();
  const purchase = checkoutPurchase(params);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('billing.checkoutTitle')} description={t('billing.checkoutIntro')} />
      {purchase ? (
        <CheckoutForm purchase={purchase} />
      ) : (
        <Alert tone="error">
          <p>{t('billing.checkoutNothingToBuy')}</p>
          <Link
            to="/subscription"
            className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'mt-3')}
          >
            {t('billing.seePlansAndCredits')}
          </Link>
        </Alert>
      )}
    </div>
  );
}
