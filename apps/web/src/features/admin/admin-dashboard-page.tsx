import { roleHasPermission } from '@atelier/contract';
import type { AdminMe, AdminPermission } from '@atelier/contract';
import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import type { TabDefinition } from '../../components/ui/tabs';
import { AdminFrame } from './components/admin-frame';
import { BillingTab } from './components/billing-tab';
import { ContentTab } from './components/content-tab';
import { FeaturesTab } from './components/features-tab';
import { OverviewTab } from './components/overview-tab';
import { SecurityTab } from './components/security-tab';
import { UsersTab } from './components/users-tab';

// The charts' library is most of this tab's weight and no other admin page needs it: it comes
// when the tab is first opened, not with the portal's chunk.
const AnalyticsTab = lazy(() =>
  import('./components/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
);

export type DashboardTab =
  'overview' | 'users' | 'billing' | 'features' | 'analytics' | 'content' | 'security';

/**
 * Spec part 2, section 6: each tab shows only with its permission, or the one the spec says
 * satisfies it (roleHasPermission).
 */
function tabsFor(admin: AdminMe): TabDefinition<DashboardTab>[] {
  const all: (TabDefinition<DashboardTab> & { permission: AdminPermission })[] = [
    {
      value: 'overview',
      label: 'Dashboard Overview',
      permission: 'view_analytics',
      content: () => <OverviewTab />,
    },
    {
      value: 'users',
      label: 'User and Access Management',
      permission: 'view_users',
      content: () => <UsersTab />,
    },
    {
      value: 'billing',
      label: 'Subscription and Billing',
      permission: 'manage_billing',
      content: () => <BillingTab />,
    },
    {
      value: 'features',
      label: 'Product and Features',
      permission: 'manage_features',
      content: () => <FeaturesTab />,
    },
    {
      value: 'analytics',
      label: 'Analytics and Reporting',
      permission: 'view_analytics',
      content: () => (
        <Suspense fallback={<LoadingOverlay label="Loading analytics..." />}>
          <AnalyticsTab />
        </Suspense>
      ),
    },
    {
      value: 'content',
      label: 'Content',
      permission: 'view_content',
      content: () => <ContentTab />,
    },
    {
      value: 'security',
      label: 'Security and Compliance',
      permission: 'manage_security',
      content: () => <SecurityTab admin={admin} />,
    },
  ];
  return all.filter((tab) => roleHasPermission(admin.role, tab.permission));
}

function Dashboard({ admin }: { admin: AdminMe }) {
  const tabs = tabsFor(admin);
  // The tab is in the address, so Back from a user's page returns to the users list.
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description={`Signed in as ${admin.full_name}. What you see depends on your role.`}
      />
      {current ? (
        <Tabs
          label="Admin sections"
          tabs={tabs}
          value={current.value}
          onChange={(tab) => setParams({ tab }, { replace: true })}
        />
      ) : (
        <Alert>Your role has no sections on this dashboard yet.</Alert>
      )}
    </div>
  );
}

export default function AdminDashboardPage() {
  return <AdminFrame>{(admin) => <Dashboard admin={admin} />}</AdminFrame>;
}
