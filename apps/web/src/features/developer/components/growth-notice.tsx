import { DEVELOPER_MESSAGES } from '@atelier/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';

/** Below the Growth plan: why the forms are missing, and the way to them. */
export function GrowthNotice() {
  return (
    <Alert tone="info">
      <p className="font-medium">{DEVELOPER_MESSAGES.needsGrowthPlan}</p>
      <p className="mt-1">
        Upgrade to create API keys and webhooks and to call the API from your own code.
      </p>
      <Link to="/subscription" className={buttonClasses({ size: 'sm' }, 'mt-3')}>
        Upgrade to Growth
      </Link>
    </Alert>
  );
}
