import type { AdminUserDetailResponse } from '@atelier/contract';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import CoinsIcon from 'lucide-react/icons/coins';
import ImageIcon from 'lucide-react/icons/image';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import SparklesIcon from 'lucide-react/icons/sparkles';
import VideoIcon from 'lucide-react/icons/video';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { Tabs } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/error-message';
import { formatCredits } from '../../lib/format';
import { adminUserKey, useAdminUser } from './api/get-user';
import { AdminFrame } from './components/admin-frame';
import { StatCard } from './components/stat-card';
import type { UserAction } from './components/user-actions/managed-user';
import { UserActionDialog } from './components/user-actions/user-action-dialog';
import { ApiActivityPanel } from './components/user-detail/api-activity-panel';
import { CreditsPanel } from './components/user-detail/credits-panel';
import { OverviewPanel } from './components/user-detail/overview-panel';
import { SubscriptionPanel } from './components/user-detail/subscription-panel';
import { UsagePanel } from './components/user-detail/usage-panel';
import { UserHeader } from './components/user-detail/user-header';

type UserTab = 'overview' | 'subscription' | 'credits' | 'usage' | 'api-activity';

/** Back to the list the admin came from. */
const DASHBOARD_USERS = '/admin/dashboard?tab=users';

function UserTabs({ userId, detail }: { userId: string; detail: AdminUserDetailResponse }) {
  const [tab, setTab] = useState<UserTab>('overview');
  return (
    <Tabs
      label="User details"
      value={tab}
      onChange={setTab}
      tabs={[
        {
          value: 'overview',
          label: 'Overview',
          content: () => <OverviewPanel user={detail.user} />,
        },
        {
          value: 'subscription',
          label: 'Subscription',
          content: () => <SubscriptionPanel subscription={detail.subscription} />,
        },
        // Panels mount when first opened: that is when their first page is fetched.
        { value: 'credits', label: 'Credits', content: () => <CreditsPanel userId={userId} /> },
        { value: 'usage', label: 'Usage', content: () => <UsagePanel usage={detail.usage} /> },
        {
          value: 'api-activity',
          label: 'API Activity',
          content: () => <ApiActivityPanel userId={userId} />,
        },
      ]}
    />
  );
}

function UserDetail() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useAdminUser(userId);
  const [action, setAction] = useState<UserAction | null>(null);
  const back = () => void navigate(DASHBOARD_USERS);

  if (detail.isPending) return <LoadingOverlay label="Loading user data..." />;
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-xl space-y-4 py-8">
        <Alert tone="error">{errorMessage(detail.error, 'Failed to load user data')}</Alert>
        <Button onClick={back}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to Dashboard
        </Button>
      </div>
    );
  }

  const { user, usage } = detail.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" size="sm" onClick={back}>
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to dashboard
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={detail.isFetching}
          // The user and whichever of their lists are open.
          onClick={() => void queryClient.invalidateQueries({ queryKey: adminUserKey(userId) })}
        >
          <RefreshCwIcon className="size-4" aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <UserHeader user={user} onAction={setAction} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Credits balance"
          value={formatCredits(user.credits)}
          icon={<CoinsIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="AI prompts used"
          value={usage.ai_prompts_used}
          icon={<SparklesIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Images generated"
          value={usage.images_generated}
          icon={<ImageIcon className="size-5" aria-hidden="true" />}
        />
        <StatCard
          label="Videos generated"
          value={usage.videos_generated}
          icon={<VideoIcon className="size-5" aria-hidden="true" />}
        />
      </div>
      <UserTabs userId={userId} detail={detail.data} />
      <UserActionDialog
        user={user}
        action={action}
        onClose={() => setAction(null)}
        onDeleted={back}
      />
    </div>
  );
}

/** /admin/users/{userId} (spec part 2, "Admin user detail"). */
export default function AdminUserPage() {
  return <AdminFrame>{() => <UserDetail />}</AdminFrame>;
}
