import { PlanLimitsCard } from './plan-limits-card';
import { SystemHealthCard } from './system-health-card';

/** Product and Features (manage_features, or view_system_health): plan limits, then health. */
export function FeaturesTab() {
  return (
    <div className="space-y-6">
      <PlanLimitsCard />
      <SystemHealthCard />
    </div>
  );
}
