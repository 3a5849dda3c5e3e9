import { SystemHealthCard } from './system-health-card';

/**
 * Product and Features (manage_features, or view_system_health). Feature gating comes with a
 * later slice of issue 19; until then the tab holds the system's health only.
 */
export function FeaturesTab() {
  return <SystemHealthCard />;
}
