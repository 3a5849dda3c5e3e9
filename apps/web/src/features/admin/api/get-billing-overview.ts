import { AdminBillingOverview } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, adminKey } from './admin-fetch';

export function getBillingOverview(signal?: AbortSignal): Promise<AdminBillingOverview> {
  return adminFetch('/billing/overview', { schema: AdminBillingOverview, signal });
}

/** MRR, churn, ARPU and the last 30 days' revenue, all from paid orders (manage_billing). */
export function useBillingOverview() {
  return useQuery({
    queryKey: [...adminKey, 'billing', 'overview'],
    queryFn: ({ signal }) => getBillingOverview(signal),
    retry: false,
  });
}
