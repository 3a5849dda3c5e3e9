import { useAuth } from '../../kits/session/auth-context';
import { useT } from '../../lib/i18n/i18n';
import { PageHeader } from '../../components/ui/page-header';
import { DangerZoneCard } from './settings/danger-zone-card';
import { PlanCard } from './settings/plan-card';
import { PreferencesCard } from './settings/preferences-card';
import { ProfileCard } from './settings/profile-card';
import { QuickActionsCard } from './settings/quick-actions-card';

export default function SettingsPage() {
  const { user } = useAuth();
  const t = useT();
  // The guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader
        title={t('account.settingsTitle')}
        description={t('account.settingsDescription')}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileCard user={user} />
          <PreferencesCard saved={user.preferences} />
        </div>
        <div className="space-y-6">
          <PlanCard user={user} />
          <QuickActionsCard />
        </div>
        {/* Last on every screen size, under the column of forms on wide ones. */}
        <div className="lg:col-span-2">
          <DangerZoneCard hasPassword={user.has_password} />
        </div>
      </div>
    </div>
  );
}
